/**
 * Rejects operations nested deeper than a limit, so a crafted query cannot make the resolvers walk the
 * podcast -> episode -> podcast cycle a million times. Inline fragments and fragment spreads do not add depth;
 * introspection fields (__schema, __type) are not counted so tooling keeps working.
 */
import { createGraphQLError } from 'graphql-yoga';
import { Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';

export const MAX_QUERY_DEPTH = 12;

export function depthLimit(max: number = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const measure = (set: SelectionSetNode, depth: number, seen: Set<string>): number => {
      let deepest = depth;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          deepest = Math.max(
            deepest,
            sel.selectionSet ? measure(sel.selectionSet, depth + 1, seen) : depth + 1,
          );
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, measure(sel.selectionSet, depth, seen));
        } else {
          const fragment = fragments.get(sel.name.value);
          // Fragment cycles are reported by the standard NoFragmentCycles rule; just stop here.
          if (!fragment || seen.has(sel.name.value)) continue;
          deepest = Math.max(
            deepest,
            measure(fragment.selectionSet, depth, new Set([...seen, sel.name.value])),
          );
        }
        if (deepest > max) return deepest;
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = measure(node.selectionSet, 0, new Set());
        if (depth > max) {
          context.reportError(
            createGraphQLError(`Query is nested more than ${max} levels deep; simplify it`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}
