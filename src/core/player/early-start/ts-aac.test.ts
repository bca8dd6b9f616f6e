import { describe, expect, it } from 'vitest';
import { aacFromTs } from './ts-aac';
import { adtsFrame, tsSegment } from './ts-segment.fixture';

/** Frames of distinct bytes and sizes, so a frame moved or cut shows. */
const payloads = Array.from({ length: 44 }, (_, i) => new Uint8Array(60 + (i % 7) * 13).fill(i + 1));

describe('aacFromTs', () => {
  it("reads every AAC frame of the segment, in order, without ADTS headers, and the first frame's time", () => {
    const audio = aacFromTs(tsSegment(payloads, { pts: 1_234_567 }));
    expect(audio.frames.map((f) => [...f])).toEqual(payloads.map((p) => [...p]));
    expect(audio.firstPts).toBe(1_234_567);
    expect(audio).toMatchObject({ objectType: 2, samplingIndex: 7, sampleRate: 22_050, channels: 1 });
  });

  it('joins frames spread over several PES packets, and reads times past 2^32 (the 33-bit clock)', () => {
    const late = 2 ** 32 + 90_000;
    const audio = aacFromTs(tsSegment(payloads, { pts: late, perPes: 5, samplingIndex: 3, channels: 2 }));
    expect(audio.frames).toHaveLength(payloads.length);
    expect([...(audio.frames[43] ?? [])]).toEqual([...(payloads[43] ?? [])]);
    expect(audio.firstPts).toBe(late);
    expect(audio).toMatchObject({ sampleRate: 48_000, channels: 2 });
  });

  it('refuses what is not our live audio, with a reason', () => {
    const segment = tsSegment(payloads);
    expect(() => aacFromTs(segment.subarray(0, 1000))).toThrow('not whole TS packets');
    const lost = segment.slice();
    lost[188 * 3] = 0;
    expect(() => aacFromTs(lost)).toThrow('lost TS sync at byte 564');
    expect(() => aacFromTs(tsSegment(payloads, { streamType: 0x1b }))).toThrow('no AAC stream');
    expect(() => aacFromTs(new TextEncoder().encode('<html>'.padEnd(188 * 2, ' ')))).toThrow();
  });

  it('refuses an ADTS frame that claims more bytes than the segment has', () => {
    const frame = adtsFrame(new Uint8Array(50).fill(9));
    // The length field (13 bits over bytes 3-5) claims 2000 bytes.
    frame[3] = (frame[3] ?? 0) & 0xfc;
    frame[4] = 2000 >> 3;
    frame[5] = ((2000 & 7) << 5) | 0x1f;
    const segment = tsSegment([new Uint8Array(50)]);
    const at = segment.findIndex((b, i) => b === 0xff && segment[i + 1] === 0xf1);
    segment.set(frame.subarray(0, 7), at);
    expect(() => aacFromTs(segment)).toThrow('truncated ADTS frame');
  });
});
