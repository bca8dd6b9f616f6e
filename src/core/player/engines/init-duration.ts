/**
 * hls.js writes the playlist's length into each init segment it makes from MPEG-TS (the movie, track and media
 * headers' duration: 12 s for a live window), while its fragments carry the stream's own clock (their decode
 * times are the MPEG-TS timestamps, tens of seconds or more). WebKitGTK's demuxer (GStreamer) takes that length
 * as the end of the track once a second init segment arrives (hls.js appends one at every rung switch, the same
 * bytes again): every sample after it is dropped, the buffered range stops growing and live radio stalls at the
 * end of the first segment (docs/player.md, "Early start"). The player marks that duration unknown (all bits
 * set, as ISO 14496-12 has it for a length that cannot be known) in every init segment before hls.js appends
 * it; the element's duration comes from the MediaSource, which hls.js sets itself.
 */

const u32 = (view: DataView, at: number) => view.getUint32(at);
const type = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));

/** Boxes whose children are boxes, down to the headers that carry a duration. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
/** Where the duration sits after each header's version and flags: version 0, version 1. */
const DURATION_AT: Record<string, [number, number]> = {
  mvhd: [12, 20], // creation and modification times, then the timescale
  tkhd: [16, 24], // creation and modification times, track ID, a reserved word
  mdhd: [12, 20], // creation and modification times, then the timescale
};

/** Marks the duration of `init`'s movie, track and media headers unknown, in place; other bytes are left alone. */
export function markDurationUnknown(init: Uint8Array): void {
  const view = new DataView(init.buffer, init.byteOffset, init.byteLength);
  const walk = (from: number, to: number) => {
    let at = from;
    while (at + 8 <= to) {
      const size = u32(view, at);
      if (size < 8 || at + size > to) return; // not a box we can read: leave the rest as it is
      const name = type(init, at);
      const fields = DURATION_AT[name];
      if (CONTAINERS.has(name)) walk(at + 8, at + size);
      else if (fields) {
        const version = init[at + 8];
        const offset = at + 12 + fields[version === 1 ? 1 : 0];
        const width = version === 1 ? 8 : 4;
        if (offset + width <= at + size) init.fill(0xff, offset, offset + width);
      }
      at += size;
    }
  };
  walk(0, init.byteLength);
}
