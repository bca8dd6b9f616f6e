// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { adoptStyleSheets, sharedSheet } from './style-sheets';

describe('styles inside shadow roots', () => {
  it('are one constructed sheet per key for the whole page', () => {
    const sheet = sharedSheet('test-card', '.card { color: red; }');
    expect(sharedSheet('test-card', '.card { color: blue; }')).toBe(sheet);
    expect(sharedSheet('test-other', '.other {}')).not.toBe(sheet);
  });

  it('are adopted after the root’s own sheets, each once', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const own = sharedSheet('test-own', ':host { display: block; }');
    const card = sharedSheet('test-card', '.card { color: red; }');
    root.adoptedStyleSheets = [own];
    adoptStyleSheets(root, [card, own]);
    adoptStyleSheets(root, [card]);
    expect(root.adoptedStyleSheets).toEqual([own, card]);
  });
});
