import { describe, expect, it } from 'vitest';
import { aacCodec, initSegment, mediaSegment } from './fmp4-aac';

const config = { objectType: 2, samplingIndex: 7, sampleRate: 22_050, channels: 1 };

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes directly inside [start, end) of `bytes`; throws when their sizes do not tile it exactly. */
function boxes(bytes: Uint8Array, start = 0, end = bytes.length): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  for (let at = start; at < end;) {
    const size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (size < 8 || at + size > end) throw new Error(`${type} at ${at} overflows its parent`);
    found.push({ type, start: at, end: at + size });
    at += size;
  }
  return found;
}

/** The box at `path` (e.g. moov/trak/mdia), with `skip` header bytes before the children of each listed box. */
function find(bytes: Uint8Array, path: string[], skip: Record<string, number> = {}): Box {
  let within: Box = { type: '', start: -8, end: bytes.length };
  for (const type of path) {
    const inner = boxes(bytes, within.start + 8 + (skip[within.type] ?? 0), within.end);
    const next = inner.find((b) => b.type === type);
    if (!next) throw new Error(`no ${type} in ${within.type || 'the file'}: ${inner.map((b) => b.type)}`);
    within = next;
  }
  return within;
}

const u32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);

describe('initSegment', () => {
  it('is ftyp and moov, with the track, its rate and the AudioSpecificConfig browsers decode by', () => {
    const init = initSegment(config);
    expect(boxes(init).map((b) => b.type)).toEqual(['ftyp', 'moov']);
    const mdhd = find(init, ['moov', 'trak', 'mdia', 'mdhd']);
    expect(u32(init, mdhd.start + 20)).toBe(22_050); // version/flags, two times, then the timescale
    // stsd has 8 bytes (version, count) before its entry; mp4a 28 bytes before esds.
    const esds = find(init, ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd', 'mp4a', 'esds'], {
      stsd: 8,
      mp4a: 28,
    });
    const body = [...init.subarray(esds.start + 12, esds.end)];
    // ES descriptor > decoder config (0x40: MPEG-4 audio, 0x15: audio stream) > specific info: LC, 22050 Hz, mono.
    expect(body.slice(0, 1)).toEqual([3]);
    expect(body).toEqual(expect.arrayContaining([0x40, 0x15]));
    const specific = body.indexOf(5);
    expect(body.slice(specific, specific + 4)).toEqual([5, 2, 0x13, 0x88]);
    expect(find(init, ['moov', 'mvex', 'trex']).end).toBeGreaterThan(0);
    expect(aacCodec(config)).toBe('mp4a.40.2');
  });
});

describe('mediaSegment', () => {
  it("puts each frame in mdat, 1024 samples each, from the base time, with the data offset at mdat's payload", () => {
    const frames = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5]), new Uint8Array([6])];
    const base = 2 ** 33 + 5; // past 32 bits: tfdt is version 1
    const segment = mediaSegment(7, base, frames);
    const [moof, mdat] = boxes(segment);
    expect([moof?.type, mdat?.type]).toEqual(['moof', 'mdat']);
    expect([...segment.subarray((mdat?.start ?? 0) + 8, mdat?.end)]).toEqual([1, 2, 3, 4, 5, 6]);
    const mfhd = find(segment, ['moof', 'mfhd']);
    expect(u32(segment, mfhd.start + 12)).toBe(7);
    const tfdt = find(segment, ['moof', 'traf', 'tfdt']);
    expect(segment[tfdt.start + 8]).toBe(1);
    expect(u32(segment, tfdt.start + 12) * 2 ** 32 + u32(segment, tfdt.start + 16)).toBe(base);
    const trun = find(segment, ['moof', 'traf', 'trun']);
    expect(u32(segment, trun.start + 12)).toBe(3); // sample count
    expect(u32(segment, trun.start + 16)).toBe((mdat?.start ?? 0) + 8 - (moof?.start ?? 0)); // data offset
    const samples = [0, 1, 2].map((i) => [
      u32(segment, trun.start + 20 + i * 8),
      u32(segment, trun.start + 24 + i * 8),
    ]);
    expect(samples).toEqual([
      [1024, 3],
      [1024, 2],
      [1024, 1],
    ]);
  });
});
