import { describe, expect, it } from 'vitest';
import {
  buttonLabel,
  EARLY_PRESS_TTL_MS,
  EARLY_PRESSES_ENTRY,
  takeEarlyPresses,
  type EarlyPress,
} from './early-presses';
import { shared } from './store-registry';

describe('takeEarlyPresses', () => {
  it('hands over the fresh presses once and drops stale ones', () => {
    // What the start script writes into the same registry entry.
    const kept = shared(EARLY_PRESSES_ENTRY, () => [] as EarlyPress[]);
    kept.push({ index: 3, label: 'Tomorrow', at: 1_000 }, { index: 5, label: 'Follow', at: 10_000 });
    expect(takeEarlyPresses(1_000 + EARLY_PRESS_TTL_MS + 1)).toEqual([
      { index: 5, label: 'Follow', at: 10_000 },
    ]);
    expect(takeEarlyPresses(11_000)).toEqual([]);
  });
});

describe('buttonLabel', () => {
  it('is the aria-label, else the text', () => {
    const button = (attrs: Record<string, string>, text: string) =>
      ({ getAttribute: (name: string) => attrs[name] ?? null, textContent: text }) as unknown as Element;
    expect(buttonLabel(button({ 'aria-label': 'Follow The Money Hour' }, 'Follow'))).toBe(
      'Follow The Money Hour',
    );
    expect(buttonLabel(button({}, '  Tomorrow '))).toBe('Tomorrow');
  });
});
