/**
 * Reads the AAC audio out of an MPEG-TS segment (ISO 13818-1): the program's ADTS stream, frame by frame, with
 * the presentation time of its first frame. Only what our live audio carries: one program, one AAC stream,
 * one raw data block per ADTS frame. Used by the early start of an hls.js play (./mse-early-start.ts), which
 * has to play the first segments before hls.js, 100 kB on mobile data, has arrived. A segment is input from
 * outside: anything else throws, and the start falls back to hls.js.
 */

const PACKET = 188;
const SYNC = 0x47;
/** PMT stream_type of AAC in ADTS (ISO 13818-7). */
const STREAM_TYPE_ADTS = 0x0f;
/** ADTS sampling_frequency_index -> Hz (ISO 14496-3, table 1.18). */
const RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];
/** Samples per AAC frame. */
export const AAC_FRAME_SAMPLES = 1024;

export interface AacAudio {
  /** MPEG-4 audio object type (2: AAC-LC). */
  objectType: number;
  samplingIndex: number;
  sampleRate: number;
  channels: number;
  /** Raw AAC frames, ADTS headers removed, in order. */
  frames: Uint8Array[];
  /** Presentation time of the first frame, 90 kHz clock. */
  firstPts: number;
}

/** A byte of a segment; reading past its end means it was cut short. */
function byte(bytes: Uint8Array, at: number): number {
  const value = bytes[at];
  if (value === undefined) throw new Error('the segment is cut short');
  return value;
}

/** The payload of a TS packet, after its adaptation field; null when it carries none. */
function payloadOf(packet: Uint8Array): Uint8Array | null {
  const control = (byte(packet, 3) >> 4) & 3;
  if (!(control & 1)) return null;
  const start = control & 2 ? 5 + byte(packet, 4) : 4;
  return start < PACKET ? packet.subarray(start) : null;
}

/** The section of a PSI payload (PAT, PMT), after its pointer field. */
const sectionOf = (payload: Uint8Array) => payload.subarray(1 + byte(payload, 0));

/** The 33-bit time in five PES header bytes, as a number (exact below 2^53). */
const readTime = (b: Uint8Array, at: number) =>
  (byte(b, at) & 0x0e) * 536870912 +
  byte(b, at + 1) * 4194304 +
  (byte(b, at + 2) & 0xfe) * 16384 +
  byte(b, at + 3) * 128 +
  (byte(b, at + 4) >> 1);

/** The audio PES packets of a segment, joined per packet: [payload, pts | null][]. */
function audioPes(data: Uint8Array): { payload: Uint8Array; pts: number | null }[] {
  if (data.length < PACKET || data.length % PACKET !== 0) throw new Error('not whole TS packets');
  let pmtPid = -1;
  let audioPid = -1;
  const pes: Uint8Array[][] = [];
  for (let at = 0; at < data.length; at += PACKET) {
    const packet = data.subarray(at, at + PACKET);
    if (byte(packet, 0) !== SYNC) throw new Error(`lost TS sync at byte ${at}`);
    const unitStart = (byte(packet, 1) & 0x40) !== 0;
    const pid = ((byte(packet, 1) & 0x1f) << 8) | byte(packet, 2);
    const payload = payloadOf(packet);
    if (!payload) continue;
    if (pid === 0 && unitStart) {
      const pat = sectionOf(payload);
      // The first program that is not the network one (program_number 0).
      for (let i = 8; i + 4 <= 3 + (((byte(pat, 1) & 0x0f) << 8) | byte(pat, 2)) - 4; i += 4) {
        if (((byte(pat, i) << 8) | byte(pat, i + 1)) !== 0) {
          pmtPid = ((byte(pat, i + 2) & 0x1f) << 8) | byte(pat, i + 3);
          break;
        }
      }
    } else if (pid === pmtPid && unitStart && audioPid < 0) {
      const pmt = sectionOf(payload);
      const end = 3 + (((byte(pmt, 1) & 0x0f) << 8) | byte(pmt, 2)) - 4;
      for (let i = 12 + (((byte(pmt, 10) & 0x0f) << 8) | byte(pmt, 11)); i + 5 <= end;) {
        if (byte(pmt, i) === STREAM_TYPE_ADTS) {
          audioPid = ((byte(pmt, i + 1) & 0x1f) << 8) | byte(pmt, i + 2);
          break;
        }
        i += 5 + (((byte(pmt, i + 3) & 0x0f) << 8) | byte(pmt, i + 4));
      }
    } else if (pid === audioPid && audioPid >= 0) {
      if (unitStart) pes.push([]);
      pes.at(-1)?.push(payload);
    }
  }
  if (audioPid < 0) throw new Error('no AAC stream in the segment');
  return pes.map((parts) => {
    const packet = concat(parts);
    if (byte(packet, 0) !== 0 || byte(packet, 1) !== 0 || byte(packet, 2) !== 1)
      throw new Error('bad PES start code');
    const hasPts = (byte(packet, 7) & 0x80) !== 0;
    return { payload: packet.subarray(9 + byte(packet, 8)), pts: hasPts ? readTime(packet, 9) : null };
  });
}

/** The parts, one after another, in one array. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function aacFromTs(segment: Uint8Array): AacAudio {
  const packets = audioPes(segment);
  const firstPts = packets.find((p) => p.pts !== null)?.pts;
  if (firstPts === undefined || firstPts === null) throw new Error('no presentation time in the segment');
  const stream = concat(packets.map((p) => p.payload));
  const frames: Uint8Array[] = [];
  let config: Omit<AacAudio, 'frames' | 'firstPts'> | null = null;
  for (let at = 0; at + 7 <= stream.length;) {
    if (byte(stream, at) !== 0xff || (byte(stream, at + 1) & 0xf6) !== 0xf0)
      throw new Error(`no ADTS sync at byte ${at}`);
    const headerLength = byte(stream, at + 1) & 1 ? 7 : 9;
    const length =
      ((byte(stream, at + 3) & 3) << 11) | (byte(stream, at + 4) << 3) | (byte(stream, at + 5) >> 5);
    if ((byte(stream, at + 6) & 3) !== 0) throw new Error('more than one AAC frame in an ADTS frame');
    if (length <= headerLength || at + length > stream.length) throw new Error('truncated ADTS frame');
    if (!config) {
      const samplingIndex = (byte(stream, at + 2) >> 2) & 0x0f;
      const sampleRate = RATES[samplingIndex];
      if (!sampleRate) throw new Error(`unknown AAC sampling index ${samplingIndex}`);
      config = {
        objectType: (byte(stream, at + 2) >> 6) + 1,
        samplingIndex,
        sampleRate,
        channels: ((byte(stream, at + 2) & 1) << 2) | (byte(stream, at + 3) >> 6),
      };
    }
    frames.push(stream.subarray(at + headerLength, at + length));
    at += length;
  }
  if (!config || frames.length === 0) throw new Error('no AAC frames in the segment');
  return { ...config, frames, firstPts };
}
