import { describe, expect, it } from 'vitest';
import { seekValueText } from './seek-slider';

describe('the seek slider text for screen readers', () => {
  it('says the position, the length and what is left', () => {
    expect(seekValueText(65, 1800)).toBe('01:05 of 30:00, 28 mins left');
    expect(seekValueText(3599, 3660)).toBe('59:59 of 01:01:00, 1 min left');
  });

  it('leaves out what is left while the length is unknown', () => {
    expect(seekValueText(12, null)).toBe('00:12 of 00:00');
    expect(seekValueText(12, undefined)).toBe('00:12 of 00:00');
  });
});
