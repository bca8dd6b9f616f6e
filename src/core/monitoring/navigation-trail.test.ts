import { describe, expect, it } from 'vitest';
import { MAX_KEPT_NAVIGATIONS, recordNavigation, takeNavigations } from './navigation-trail';

describe('navigation trail', () => {
  it('keeps the latest navigations until monitoring runs, then hands over each new one at once', () => {
    for (let i = 0; i <= MAX_KEPT_NAVIGATIONS; i++) recordNavigation(`/from-${i}`, `/to-${i}`);
    const seen: string[] = [];
    takeNavigations((n) => seen.push(`${n.from} -> ${n.to}`));
    expect(seen).toHaveLength(MAX_KEPT_NAVIGATIONS);
    expect(seen[0]).toBe('/from-1 -> /to-1');
    recordNavigation('/a', '/b');
    expect(seen.at(-1)).toBe('/a -> /b');
    expect(seen).toHaveLength(MAX_KEPT_NAVIGATIONS + 1);
  });
});
