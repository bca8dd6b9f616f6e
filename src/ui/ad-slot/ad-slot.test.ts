import { describe, expect, it } from 'vitest';
import { adSlotState } from './ad-slot';

describe('ad slot state (reserve while an ad may come, collapse when none does)', () => {
  it('waits only while a script is configured and has not answered in time', () => {
    expect(adSlotState(undefined, true, false)).toBe('waiting');
    expect(adSlotState(undefined, true, true)).toBe('empty');
    expect(adSlotState(undefined, false, false)).toBe('empty');
  });

  it("follows the ad service's answer, even after the wait ran out", () => {
    expect(adSlotState('filled', true, true)).toBe('filled');
    expect(adSlotState('empty', true, false)).toBe('empty');
  });
});
