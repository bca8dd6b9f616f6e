/**
 * MPEG-TS segments for unit tests, laid out as ffmpeg writes our live audio: PAT, PMT, then one PES packet of
 * ADTS frames on PID 256, each PES packet cut into 188-byte TS packets (the last one padded with an
 * adaptation field).
 */

const AUDIO_PID = 256;
const PMT_PID = 4096;

/** An ADTS frame around `payload`: AAC-LC (object type 2), `samplingIndex`, `channels`, no CRC. */
export function adtsFrame(payload: Uint8Array, samplingIndex = 7, channels = 1): Uint8Array {
  const length = payload.length + 7;
  const header = [
    0xff,
    0xf1,
    (1 << 6) | (samplingIndex << 2) | (channels >> 2),
    ((channels & 3) << 6) | (length >> 11),
    (length >> 3) & 0xff,
    ((length & 7) << 5) | 0x1f,
    0xfc,
  ];
  const frame = new Uint8Array(length);
  frame.set(header);
  frame.set(payload, 7);
  return frame;
}

const pts5 = (pts: number) => [
  0x21 | (Math.floor(pts / 2 ** 30) << 1),
  Math.floor(pts / 2 ** 22) & 0xff,
  ((Math.floor(pts / 2 ** 15) & 0x7f) << 1) | 1,
  Math.floor(pts / 2 ** 7) & 0xff,
  ((pts & 0x7f) << 1) | 1,
];

/** TS packets carrying `data` on `pid`, the first marked as a unit start; the last padded. */
function packetize(pid: number, data: Uint8Array, counter = { n: 0 }): Uint8Array[] {
  const packets: Uint8Array[] = [];
  for (let at = 0; at < data.length || at === 0;) {
    const packet = new Uint8Array(188).fill(0xff);
    const room = 184;
    const chunk = data.subarray(at, at + room);
    packet[0] = 0x47;
    packet[1] = (at === 0 ? 0x40 : 0) | (pid >> 8);
    packet[2] = pid & 0xff;
    if (chunk.length < room) {
      // Adaptation field of stuffing bytes, so the payload ends the packet.
      const stuffing = room - chunk.length - 1;
      packet[3] = 0x30 | (counter.n++ & 0x0f);
      packet[4] = stuffing;
      if (stuffing > 0) packet[5] = 0;
      packet.set(chunk, 188 - chunk.length);
    } else {
      packet[3] = 0x10 | (counter.n++ & 0x0f);
      packet.set(chunk, 4);
    }
    packets.push(packet);
    at += chunk.length;
  }
  return packets;
}

const psi = (section: number[]) => new Uint8Array([0, ...section]);

/** A segment of `payloads` as AAC frames from `pts` (90 kHz), in PES packets of `perPes` frames. */
export function tsSegment(
  payloads: readonly Uint8Array[],
  { pts = 900_000, perPes = payloads.length, samplingIndex = 7, channels = 1, streamType = 0x0f } = {},
): Uint8Array {
  const pat = psi([
    0x00,
    0xb0,
    13,
    0,
    1,
    0xc1,
    0,
    0,
    0,
    1,
    0xe0 | (PMT_PID >> 8),
    PMT_PID & 0xff,
    0,
    0,
    0,
    0,
  ]);
  const pmt = psi([
    0x02,
    0xb0,
    18,
    0,
    1,
    0xc1,
    0,
    0,
    0xe0 | (AUDIO_PID >> 8),
    AUDIO_PID & 0xff,
    0xf0,
    0,
    streamType,
    0xe0 | (AUDIO_PID >> 8),
    AUDIO_PID & 0xff,
    0xf0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const counter = { n: 0 };
  const packets = [...packetize(0, pat), ...packetize(PMT_PID, pmt)];
  for (let i = 0; i < payloads.length; i += perPes) {
    const frames = payloads.slice(i, i + perPes).map((p) => adtsFrame(p, samplingIndex, channels));
    const body = frames.reduce((n, f) => n + f.length, 0);
    const at = pts + Math.round((i * 1024 * 90_000) / 22_050);
    const pes = new Uint8Array(14 + body);
    pes.set([0, 0, 1, 0xc0, 0, 0, 0x80, 0x80, 5, ...pts5(at)]);
    let offset = 14;
    for (const frame of frames) {
      pes.set(frame, offset);
      offset += frame.length;
    }
    packets.push(...packetize(AUDIO_PID, pes, counter));
  }
  const out = new Uint8Array(packets.length * 188);
  packets.forEach((packet, i) => out.set(packet, i * 188));
  return out;
}
