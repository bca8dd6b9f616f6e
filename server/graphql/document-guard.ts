/**
 * The parser the content API uses: graphql-js `parse` behind a lexer pass that refuses too many tokens or
 * brackets nested too deep, followed by a check of fragment fan-out, all before validation walks the document.
 *
 * - Text: graphql-js parses recursively, so text nested about 2,000 levels deep overflowed the stack and answered
 *   an opaque 500. `parse`'s own `maxTokens` does not prevent that (a list value nests one level a token), and
 *   its refusal reads as a syntax error; the lexer is a loop, safe on any input, and counting tokens in it gives
 *   the clearer QUERY_TOO_LARGE for free. `parse` still gets `maxTokens` as a second line.
 * - Fan-out: fragments that each spread the previous one twice expand to 2^n selections from a kilobyte of text,
 *   and a walk that expands every spread again held the event loop for half a minute. graphql-armor has no limit
 *   on this, its depth rule flattens such a query to depth 1, and graphql-js' own validation rules took over
 *   100 ms on the disguised form at level 25. So this check stays ours: each fragment is measured once and its
 *   count reused at every spread, one pass over the text however often a fragment is spread. It refuses a
 *   fragment spread twice in one selection set (the second copy adds nothing to the answer, so a query that does
 *   it is built to multiply work) and more field selections than `maxSelections` after expansion, which catches
 *   the same fan-out written so that no selection set repeats itself (inline fragments around each spread).
 */
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
} from 'graphql';
import { refusal } from './errors';
import type { GraphqlLimits } from './limits';

const OPENERS = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSERS = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** The next token, or null at the end or at a syntax error (left to `parse`, which reports its position). */
function next(lexer: Lexer) {
  try {
    const token = lexer.advance();
    return token.kind === TokenKind.EOF ? null : token;
  } catch {
    return null;
  }
}

/** Throws QUERY_TOO_LARGE or QUERY_TOO_DEEP when the text breaks a limit. */
export function checkDocumentText(
  text: string,
  limits: Pick<GraphqlLimits, 'maxTokens' | 'maxTextNesting'>,
): void {
  const lexer = new Lexer(new Source(text));
  let nesting = 0;
  let tokens = 0;
  for (let token = next(lexer); token; token = next(lexer)) {
    if (++tokens > limits.maxTokens)
      throw refusal(
        `Query has more than ${limits.maxTokens} tokens; split it into smaller queries`,
        'QUERY_TOO_LARGE',
      );
    if (OPENERS.has(token.kind)) nesting += 1;
    else if (CLOSERS.has(token.kind)) nesting -= 1;
    if (nesting > limits.maxTextNesting)
      throw refusal(
        `Query text is nested more than ${limits.maxTextNesting} levels deep; simplify it`,
        'QUERY_TOO_DEEP',
      );
  }
}

/** Throws QUERY_TOO_LARGE or DUPLICATE_FRAGMENT_SPREAD when the document fans out (see the header). */
export function checkFanOut(document: DocumentNode, limits: Pick<GraphqlLimits, 'maxSelections'>): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const measured = new Map<string, number>();

  const fragmentSelections = (name: string): number => {
    const known = measured.get(name);
    if (known !== undefined) return known;
    // Cycles are refused by validation (NoFragmentCycles); measuring a fragment inside itself as empty keeps
    // this pass finite until then.
    measured.set(name, 0);
    const fragment = fragments.get(name);
    const count = fragment ? selections(fragment.selectionSet) : 0;
    measured.set(name, count);
    return count;
  };

  const selections = (set: SelectionSetNode): number => {
    let count = 0;
    const spread = new Set<string>();
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) count += 1 + (sel.selectionSet ? selections(sel.selectionSet) : 0);
      else if (sel.kind === Kind.INLINE_FRAGMENT) count += selections(sel.selectionSet);
      else {
        if (spread.has(sel.name.value)) {
          throw refusal(
            `Fragment ${sel.name.value} is spread twice in one selection; spread it once`,
            'DUPLICATE_FRAGMENT_SPREAD',
          );
        }
        spread.add(sel.name.value);
        count += fragmentSelections(sel.name.value);
      }
      // Stop adding once over: the count could otherwise grow past what a number holds exactly.
      if (count > limits.maxSelections) {
        throw refusal(
          `Query selects more than ${limits.maxSelections} fields once its fragments are spread; ask for fewer`,
          'QUERY_TOO_LARGE',
        );
      }
    }
    return count;
  };

  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION) selections(def.selectionSet);
  }
}

type ParseLimits = Pick<GraphqlLimits, 'maxTokens' | 'maxTextNesting' | 'maxSelections'>;

/**
 * Wraps yoga's parse function (for its onParse hook): the text check, the parser with graphql-js' own token
 * guard, then the fan-out check. Wrapping yoga's function, not importing `parse`, keeps its errors of yoga's copy
 * of graphql.
 */
export function guardedParse(
  limits: ParseLimits,
  parse: (source: string | Source, options?: ParseOptions) => DocumentNode,
) {
  return (source: string | Source, options?: ParseOptions): DocumentNode => {
    checkDocumentText(typeof source === 'string' ? source : source.body, limits);
    const document = parse(source, { ...options, maxTokens: limits.maxTokens });
    checkFanOut(document, limits);
    return document;
  };
}
