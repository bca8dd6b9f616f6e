/**
 * Fragmented MP4 for one AAC track (ISO 14496-12 and -14), as Media Source Extensions take it ("audio/mp4"):
 * an initialisation segment, then one fragment per HLS segment. The smallest set of boxes browsers accept, the
 * same layout hls.js writes, so hls.js can go on appending to the SourceBuffer these started
 * (./mse-early-start.ts).
 */
import { AAC_FRAME_SAMPLES, concat, type AacAudio } from './ts-aac';

export type AacConfig = Pick<AacAudio, 'objectType' | 'samplingIndex' | 'sampleRate' | 'channels'>;

// The audio track's ID in the fragmented MP4 hls.js writes: the buffer it takes over keeps one track ID.
const TRACK_ID = 2;

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const zeros = (count: number) => new Array<number>(count).fill(0);
/** The unity matrix of mvhd and tkhd. */
const MATRIX = [...u32(0x10000), ...zeros(12), ...u32(0x10000), ...zeros(12), ...u32(0x40000000)];

function box(type: string, ...parts: (Uint8Array | number[])[]): Uint8Array {
  const body = concat(parts.map((part) => Uint8Array.from(part)));
  return concat([Uint8Array.from([...u32(8 + body.length), ...ascii(type)]), body]);
}

/** A full box: version and flags before the fields. */
const fullBox = (type: string, version: number, flags: number, ...fields: (Uint8Array | number[])[]) =>
  box(type, [version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff], ...fields);

/** An MPEG-4 descriptor (ISO 14496-1): tag, size in one byte (ours are all short), body. */
const descriptor = (tag: number, body: number[]) => [tag, body.length, ...body];

/** The codec as MSE and HLS name it, e.g. "mp4a.40.2". */
export const aacCodec = (config: AacConfig) => `mp4a.40.${config.objectType}`;

function esds(config: AacConfig) {
  // AudioSpecificConfig: object type (5 bits), sampling index (4), channel configuration (4), three zero bits.
  const specific = [
    (config.objectType << 3) | (config.samplingIndex >> 1),
    ((config.samplingIndex & 1) << 7) | (config.channels << 3),
  ];
  const decoderConfig = [0x40, 0x15, ...zeros(3), ...zeros(4), ...zeros(4), ...descriptor(5, specific)];
  const es = [...u16(TRACK_ID), 0, ...descriptor(4, decoderConfig), ...descriptor(6, [2])];
  return fullBox('esds', 0, 0, descriptor(3, es));
}

export function initSegment(config: AacConfig): Uint8Array {
  const mp4a = box(
    'mp4a',
    [...zeros(6), ...u16(1), ...zeros(8), ...u16(config.channels), ...u16(16), ...zeros(4)],
    [...u16(config.sampleRate), 0, 0],
    esds(config),
  );
  const empty = (type: string) => fullBox(type, 0, 0, u32(0));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), mp4a),
    empty('stts'),
    empty('stsc'),
    fullBox('stsz', 0, 0, u32(0), u32(0)),
    empty('stco'),
  );
  const minf = box(
    'minf',
    fullBox('smhd', 0, 0, zeros(4)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, zeros(8), u32(config.sampleRate), u32(0), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), ascii('soun'), zeros(12), [...ascii('SoundHandler'), 0]),
    minf,
  );
  // Enabled and in the movie (flags 3), full volume, no picture.
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    zeros(8),
    u32(TRACK_ID),
    zeros(4),
    u32(0),
    zeros(12),
    u16(0x100),
    zeros(2),
    MATRIX,
    zeros(8),
  );
  const trak = box('trak', tkhd, mdia);
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    zeros(8),
    u32(config.sampleRate),
    u32(0),
    u32(0x10000),
    u16(0x100),
    zeros(10),
    MATRIX,
    zeros(24),
    u32(TRACK_ID + 1),
  );
  const mvex = box('mvex', fullBox('trex', 0, 0, u32(TRACK_ID), u32(1), u32(0), u32(0), u32(0)));
  return concat([box('ftyp', ascii('isom'), u32(1), ascii('isomiso6mp41')), box('moov', mvhd, trak, mvex)]);
}

/**
 * One fragment: `frames` from `baseTime`, in samples of the track's rate. `sequence` numbers fragments
 * (mfhd), from 1.
 */
export function mediaSegment(sequence: number, baseTime: number, frames: readonly Uint8Array[]): Uint8Array {
  const samples = frames.flatMap((frame) => [...u32(AAC_FRAME_SAMPLES), ...u32(frame.length)]);
  // trun flags: data offset, then each sample's duration and size.
  const trun = (dataOffset: number) =>
    fullBox('trun', 0, 0x301, u32(frames.length), u32(dataOffset), samples);
  const tfdt = fullBox('tfdt', 1, 0, u32(Math.floor(baseTime / 2 ** 32)), u32(baseTime >>> 0));
  // tfhd: default-base-is-moof, so the data offset counts from the start of moof.
  const moof = (dataOffset: number) =>
    box(
      'moof',
      fullBox('mfhd', 0, 0, u32(sequence)),
      box('traf', fullBox('tfhd', 0, 0x20000, u32(TRACK_ID)), tfdt, trun(dataOffset)),
    );
  const moofSize = moof(0).length;
  const mdat = box('mdat', concat(frames));
  return concat([moof(moofSize + 8), mdat]);
}
