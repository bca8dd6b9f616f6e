// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutAllowedOn, shortcutOf, type KeyPress } from './shortcut-keys';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe('player shortcut keys (docs/player.md, "Keyboard")', () => {
  it('maps the documented keys', () => {
    expect(
      [' ', 'k', 'K', 'j', 'ArrowLeft', 'l', 'ArrowRight', 'm', 'f'].map((key) => shortcutOf(press(key))),
    ).toEqual(['toggle', 'toggle', 'toggle', 'back', 'back', 'forward', 'forward', 'mute', 'fullscreen']);
    expect(['?', '<', '>'].map((key) => shortcutOf(press(key, { shiftKey: true })))).toEqual([
      'help',
      'slower',
      'faster',
    ]);
    expect(shortcutOf(press('x'))).toBeNull();
  });

  it('leaves Ctrl, Alt and Meta to the browser, and Shift to keys that do not need it', () => {
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const) {
      expect(shortcutOf(press('k', { [modifier]: true }))).toBeNull();
      expect(shortcutOf(press('>', { shiftKey: true, [modifier]: true }))).toBeNull();
    }
    expect(shortcutOf(press('K', { shiftKey: true }))).toBeNull();
    expect(shortcutOf(press('ArrowLeft', { shiftKey: true }))).toBeNull();
    expect(shortcutOf(press(' ', { shiftKey: true }))).toBeNull();
  });

  it('never fires while typing', () => {
    for (const [html, selector] of [
      ['<input type="search">', 'input'],
      ['<textarea></textarea>', 'textarea'],
      ['<select><option>a</option></select>', 'select'],
      ['<div contenteditable="true"><b>text</b></div>', 'b'],
    ] as const) {
      expect(shortcutAllowedOn(press('k'), element(html, selector)), html).toBe(false);
    }
    expect(shortcutAllowedOn(press('k'), element('<div contenteditable="false"><p>x</p></div>', 'p'))).toBe(
      true,
    );
  });

  it('leaves Space to a focused button and the arrows to a focused slider', () => {
    const button = element('<button>Play</button>', 'button');
    expect(shortcutAllowedOn(press(' '), button)).toBe(false);
    expect(shortcutAllowedOn(press('k'), button)).toBe(true);
    expect(shortcutAllowedOn(press('ArrowLeft'), button)).toBe(true);
    const slider = element('<div role="slider" tabindex="0"><span>x</span></div>', 'span');
    expect(shortcutAllowedOn(press('ArrowRight'), slider)).toBe(false);
    expect(shortcutAllowedOn(press('l'), slider)).toBe(true);
    expect(shortcutAllowedOn(press(' '), document.body)).toBe(true);
    expect(shortcutAllowedOn(press(' '), null)).toBe(true);
  });
});
