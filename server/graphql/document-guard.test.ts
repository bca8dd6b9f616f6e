import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { checkDocumentText, checkFanOut, guardedParse } from './document-guard';
import { fanOutQuery } from './fan-out';

const limits = { maxTokens: 50, maxTextNesting: 5, maxSelections: 2_000 };
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code ?? String(error);
  }
};

describe('checkDocumentText', () => {
  it('lets a document within the limits through', () => {
    expect(codeOf(() => checkDocumentText('{ a { b { c } } }', limits))).toBeNull();
  });

  it('refuses more tokens than the limit, comments not counted', () => {
    expect(codeOf(() => checkDocumentText(`{ ${'a '.repeat(60)}}`, limits))).toBe('QUERY_TOO_LARGE');
    expect(codeOf(() => checkDocumentText(`# ${'x '.repeat(500)}\n{ a }`, limits))).toBeNull();
  });

  it('refuses brackets nested deeper than the limit, arguments included', () => {
    expect(codeOf(() => checkDocumentText('{ a(x: [[[[[1]]]]]) }', limits))).toBe('QUERY_TOO_DEEP');
  });

  it('answers text nested 3,000 levels deep with a clear error, not a stack overflow', () => {
    const text = `{ ${'a { '.repeat(3000)}b${' }'.repeat(3000)} }`;
    expect(
      codeOf(() => guardedParse({ ...limits, maxTokens: 20_000, maxTextNesting: 32 }, parse)(text)),
    ).toBe('QUERY_TOO_DEEP');
  });

  it('leaves syntax errors to the parser, which reports where they are', () => {
    expect(codeOf(() => checkDocumentText('{ a "unterminated', limits))).toBeNull();
    expect(() => guardedParse(limits, parse)('{ a "unterminated')).toThrow(
      /Syntax Error: Unterminated string/,
    );
  });
});

describe('checkFanOut', () => {
  it('refuses a fragment spread twice in one selection, and the disguised fan-out once it selects too much', () => {
    expect(codeOf(() => checkFanOut(parse(fanOutQuery(3)), limits))).toBe('DUPLICATE_FRAGMENT_SPREAD');
    expect(codeOf(() => checkFanOut(parse(fanOutQuery(8, true)), limits))).toBeNull();
    expect(codeOf(() => checkFanOut(parse(fanOutQuery(11, true)), limits))).toBe('QUERY_TOO_LARGE');
  });

  it('lets the same fragment through from different selections', () => {
    const doc = parse('{ a { ...F } b { ...F } } fragment F on T { x y }');
    expect(codeOf(() => checkFanOut(doc, limits))).toBeNull();
  });
});
