/**
 * The parser the content API uses: graphql-js `parse` behind a lexer pass that refuses documents with too many
 * tokens or brackets nested too deep. graphql-js parses recursively, so text nested about 2,000 levels deep
 * overflowed the stack and answered an opaque 500; the lexer is a loop, so this check is safe on any input and
 * costs one pass over at most `maxTokens` tokens.
 */
import { createGraphQLError } from 'graphql-yoga';
import { Lexer, Source, TokenKind, type DocumentNode, type ParseOptions } from 'graphql';
import { checkDocumentShape } from './document-shape';
import type { GraphqlLimits } from './limits';

const OPENERS = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSERS = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

function tooLarge(limit: number) {
  return createGraphQLError(`Query has more than ${limit} tokens; split it into smaller queries`, {
    extensions: { code: 'QUERY_TOO_LARGE' },
  });
}

function tooDeep(limit: number) {
  return createGraphQLError(`Query text is nested more than ${limit} levels deep; simplify it`, {
    extensions: { code: 'QUERY_TOO_DEEP' },
  });
}

/** The next token, or null at the end or at a syntax error (left to `parse`, which reports its position). */
function next(lexer: Lexer) {
  try {
    const token = lexer.advance();
    return token.kind === TokenKind.EOF ? null : token;
  } catch {
    return null;
  }
}

/** Throws a GraphQL error (QUERY_TOO_LARGE or QUERY_TOO_DEEP) when the text breaks a limit. */
export function checkDocumentText(
  text: string,
  limits: Pick<GraphqlLimits, 'maxTokens' | 'maxTextNesting'>,
): void {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  let nesting = 0;
  for (let token = next(lexer); token; token = next(lexer)) {
    tokens += 1;
    if (tokens > limits.maxTokens) throw tooLarge(limits.maxTokens);
    if (OPENERS.has(token.kind)) nesting += 1;
    else if (CLOSERS.has(token.kind)) nesting -= 1;
    if (nesting > limits.maxTextNesting) throw tooDeep(limits.maxTextNesting);
  }
}

type ParseLimits = Pick<GraphqlLimits, 'maxTokens' | 'maxTextNesting' | 'maxDepth' | 'maxSelections'>;

/**
 * Wraps yoga's parse function (for its onParse hook): the text checks, the parser with graphql-js' own token
 * guard, then the document's shape (depth, fragment fan-out), all before validation walks it. Wrapping yoga's function, not importing `parse`, keeps its errors of yoga's copy of graphql.
 */
export function guardedParse(
  limits: ParseLimits,
  parse: (source: string | Source, options?: ParseOptions) => DocumentNode,
) {
  return (source: string | Source, options?: ParseOptions): DocumentNode => {
    checkDocumentText(typeof source === 'string' ? source : source.body, limits);
    const document = parse(source, { ...options, maxTokens: limits.maxTokens });
    checkDocumentShape(document, limits);
    return document;
  };
}
