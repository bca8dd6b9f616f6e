import { describe, expect, it } from 'vitest';
import { formatBytes, nextRange, noRoomMessage, totalFromContentRange } from './plan';

describe('download plan', () => {
  it('asks for the next chunk from where it stopped, and nothing once complete', () => {
    expect(nextRange(0, 1000, 400)).toEqual({ start: 0, end: 399 });
    expect(nextRange(400, 1000, 400)).toEqual({ start: 400, end: 799 });
    expect(nextRange(800, 1000, 400)).toEqual({ start: 800, end: 999 });
    expect(nextRange(1000, 1000, 400)).toBeNull();
  });

  it('refuses a download that does not fit, with the sizes', () => {
    expect(noRoomMessage({ quota: 100_000_000, usage: 10_000_000 }, 20_000_000)).toBeNull();
    expect(noRoomMessage({ quota: 30_000_000, usage: 15_000_000 }, 20_000_000)).toBe(
      'Not enough space on this device: this download needs 20.0 MB and 15.0 MB is free. Delete some downloads or free up space, then try again.',
    );
    expect(noRoomMessage(null, 20_000_000)).toBeNull();
    expect(noRoomMessage({}, 20_000_000)).toBeNull();
  });

  it('reads sizes and Content-Range', () => {
    expect(formatBytes(850_000)).toBe('850 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(1_200_000_000)).toBe('1.2 GB');
    expect(totalFromContentRange('bytes 0-9/1234')).toBe(1234);
    expect(totalFromContentRange('bytes */1234')).toBeNull();
    expect(totalFromContentRange(null)).toBeNull();
  });
});
