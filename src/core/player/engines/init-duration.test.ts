import { describe, expect, it } from 'vitest';
import { markDurationUnknown } from './init-duration';

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u64 = (n: number) => [...u32(Math.floor(n / 2 ** 32)), ...u32(n >>> 0)];
/** A duration field with every bit set: unknown. */
const UNKNOWN = -1;
const box = (type: string, ...body: number[][]) => {
  const bytes = body.flat();
  return [...u32(8 + bytes.length), ...Array.from(type, (c) => c.charCodeAt(0)), ...bytes];
};
const fullBox = (type: string, version: number, ...fields: number[][]) =>
  box(type, [version, 0, 0, 0], ...fields);

/** An init segment's skeleton as hls.js writes it (version 1 headers) or as version 0 headers have it. */
function init(version: 0 | 1, duration: number, trackId = 2, timescale = 44100) {
  const time = version === 1 ? u64 : u32;
  const length = (n: number) =>
    n === UNKNOWN ? new Array<number>(version === 1 ? 8 : 4).fill(0xff) : time(n);
  const mvhd = fullBox('mvhd', version, time(1), time(2), u32(timescale), length(duration), u32(0x10000));
  const tkhd = fullBox('tkhd', version, time(1), time(2), u32(trackId), u32(0), length(duration), u32(0));
  const mdhd = fullBox('mdhd', version, time(1), time(2), u32(timescale), length(duration), u32(0x55c40000));
  const moov = box(
    'moov',
    mvhd,
    box('trak', tkhd, box('mdia', mdhd)),
    box('mvex', fullBox('trex', 0, u32(2))),
  );
  return Uint8Array.from([
    ...box(
      'ftyp',
      Array.from('isom', (c) => c.charCodeAt(0)),
    ),
    ...moov,
  ]);
}

describe('markDurationUnknown', () => {
  it.each([0, 1] as const)(
    'marks the movie, track and media durations of version %i headers unknown, and nothing else',
    (version) => {
      const bytes = init(version, 529_200);
      markDurationUnknown(bytes);
      expect(bytes).toEqual(init(version, UNKNOWN));
    },
  );

  it('leaves a segment without a movie header as it was', () => {
    const fragment = Uint8Array.from(box('moof', box('mfhd', [0, 0, 0, 0, ...u32(1)])));
    const before = fragment.slice();
    markDurationUnknown(fragment);
    expect(fragment).toEqual(before);
  });

  it('stops at a box whose size runs past the end, changing nothing after it', () => {
    const bytes = init(1, 529_200);
    const cut = bytes.slice(0, bytes.length - 20);
    const before = cut.slice();
    markDurationUnknown(cut);
    expect(cut).toEqual(before);
  });

  it('reads a view into a larger buffer at its own offset', () => {
    const whole = Uint8Array.from([9, 9, 9, ...init(0, 44_100)]);
    const view = whole.subarray(3);
    markDurationUnknown(view);
    expect(whole.subarray(0, 3)).toEqual(Uint8Array.from([9, 9, 9]));
    expect(view).toEqual(init(0, UNKNOWN));
  });
});
