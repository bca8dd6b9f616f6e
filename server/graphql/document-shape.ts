/**
 * The shape of a document once its fragments are spread: how deep it nests and how many field selections it
 * holds. Each fragment is measured once and its figures reused at every spread, so the check costs one pass
 * over the text however often a fragment is spread: fragments that each spread the previous one twice expand
 * to 2^n selections from a kilobyte of text, and a walk that expands every spread again held the event loop
 * for half a minute.
 *
 * Refused here, right after parsing and before validation (whose own rules walk the fragments too):
 * - a fragment spread twice in one selection set: the second copy adds nothing to the answer, so a query that
 *   does it is built to multiply work;
 * - more field selections than `maxSelections` after expansion, which catches the same fan-out written so that
 *   no selection set repeats itself (inline fragments around each spread);
 * - nesting deeper than `maxDepth` fields, so a query cannot walk the podcast -> episode -> podcast cycle a
 *   million times. Inline fragments and spreads add no depth; introspection fields are not counted.
 */
import { createGraphQLError } from 'graphql-yoga';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { GraphqlLimits } from './limits';

interface Shape {
  depth: number;
  selections: number;
}

function refusal(message: string, code: string) {
  return createGraphQLError(message, { extensions: { code } });
}

/** Throws QUERY_TOO_DEEP, QUERY_TOO_LARGE or DUPLICATE_FRAGMENT_SPREAD when the document breaks a limit. */
export function checkDocumentShape(
  document: DocumentNode,
  limits: Pick<GraphqlLimits, 'maxDepth' | 'maxSelections'>,
): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const measured = new Map<string, Shape>();

  const fragmentShape = (name: string): Shape => {
    const known = measured.get(name);
    if (known) return known;
    // Cycles are refused by validation (NoFragmentCycles); measuring a fragment inside itself as empty keeps
    // this pass finite until then.
    measured.set(name, { depth: 0, selections: 0 });
    const fragment = fragments.get(name);
    const shape = fragment ? setShape(fragment.selectionSet) : { depth: 0, selections: 0 };
    measured.set(name, shape);
    return shape;
  };

  const setShape = (set: SelectionSetNode): Shape => {
    let depth = 0;
    let selections = 0;
    const spread = new Set<string>();
    for (const sel of set.selections) {
      let inner: Shape;
      if (sel.kind === Kind.FIELD) {
        const below = sel.selectionSet ? setShape(sel.selectionSet) : { depth: 0, selections: 0 };
        inner = {
          depth: sel.name.value.startsWith('__') ? 0 : below.depth + 1,
          selections: below.selections + 1,
        };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        inner = setShape(sel.selectionSet);
      } else {
        if (spread.has(sel.name.value)) {
          throw refusal(
            `Fragment ${sel.name.value} is spread twice in one selection; spread it once`,
            'DUPLICATE_FRAGMENT_SPREAD',
          );
        }
        spread.add(sel.name.value);
        inner = fragmentShape(sel.name.value);
      }
      depth = Math.max(depth, inner.depth);
      selections += inner.selections;
      // Stop adding once over: the count could otherwise grow past what a number holds exactly.
      if (selections > limits.maxSelections) {
        throw refusal(
          `Query selects more than ${limits.maxSelections} fields once its fragments are spread; ask for fewer`,
          'QUERY_TOO_LARGE',
        );
      }
    }
    return { depth, selections };
  };

  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    if (setShape(def.selectionSet).depth > limits.maxDepth) {
      throw refusal(
        `Query is nested more than ${limits.maxDepth} levels deep; simplify it`,
        'QUERY_TOO_DEEP',
      );
    }
  }
}
