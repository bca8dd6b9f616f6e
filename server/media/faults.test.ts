import { describe, expect, it } from 'vitest';
import { MediaFaults } from './faults';

describe('MediaFaults.freezeLive', () => {
  it('serves the freeze moment while frozen, then the real clock again', () => {
    const faults = new MediaFaults();
    faults.apply({ freezeLive: { station: '702', seconds: 15 } }, 1_000);
    expect(faults.liveClock('702', 9_000)).toBe(1_000);
    expect(faults.liveClock('947', 9_000)).toBe(9_000);
    expect(faults.liveClock('702', 16_000)).toBe(16_000);
    expect(faults.liveClock('702', 17_000)).toBe(17_000);
  });

  it('refuses a malformed command and forgets freezes on reset', () => {
    const faults = new MediaFaults();
    expect(() => faults.apply({ freezeLive: { station: '702', seconds: -1 } })).toThrow(/freezeLive/);
    faults.freezeLive('702', 60, 0);
    faults.reset();
    expect(faults.liveClock('702', 5_000)).toBe(5_000);
  });
});
