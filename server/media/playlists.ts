/**
 * Builds HLS media playlists on the fly from the generated pool. Pure functions of (pool, asset, clock), so the
 * numbering rules (looping, discontinuities, the live window) are unit-tested without ffmpeg or HTTP.
 *
 * Every segment is declared with its nominal length (2 s audio, 4 s video, 1 s tails); the generator checked that
 * the real files are within a tenth of a second of it (AAC frames do not divide 2 s exactly).
 */

export interface PlaylistPool {
  /** URL path of the pool folder, e.g. /media/pool/0a1b2c3d4e5f/a0 */
  basePath: string;
  segmentSeconds: number;
  segments: readonly string[];
  tailSeconds: number;
  tails: readonly string[];
}

/** Fixed origin of every live timeline: 2024-01-01T00:00:00Z. */
export const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);
/** Segments in a live playlist (12 s of audio with 2 s segments). */
export const LIVE_WINDOW = 6;

const header = (targetSeconds: number) => [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  `#EXT-X-TARGETDURATION:${targetSeconds}`,
];
const extinf = (seconds: number) => `#EXTINF:${seconds.toFixed(3)},`;

/**
 * A VOD playlist lasting exactly `durationSeconds` (rounded to whole seconds, at least 1): the pool loops with
 * a discontinuity at each wrap, and the remainder is made of one-second tail segments after a discontinuity.
 * `segmentUri` turns each segment's path into the URI written (premium media sign it there); the playlists
 * have no key or init-section URIs (plain MPEG-TS), so the segments are the only URIs in them.
 */
export function buildVodPlaylist(
  pool: PlaylistPool,
  durationSeconds: number,
  segmentUri: (path: string) => string = (path) => path,
): string {
  const total = Math.max(1, Math.round(durationSeconds));
  const full = Math.floor(total / pool.segmentSeconds);
  const remainder = total - full * pool.segmentSeconds;
  const tailCount = Math.round(remainder / pool.tailSeconds);
  if (pool.segments.length === 0 || tailCount > pool.tails.length) {
    throw new Error(`[primedia] pool ${pool.basePath} cannot cover ${total} s`);
  }
  const lines = [...header(pool.segmentSeconds), '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  for (let i = 0; i < full; i++) {
    const index = i % pool.segments.length;
    if (i > 0 && index === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(extinf(pool.segmentSeconds), segmentUri(`${pool.basePath}/${pool.segments[index]}`));
  }
  for (let j = 0; j < tailCount; j++) {
    if (j === 0 && full > 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(extinf(pool.tailSeconds), segmentUri(`${pool.basePath}/${pool.tails[j]}`));
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  segments: { sequence: number; uri: string; programDateTime: string; discontinuity: boolean }[];
}

/**
 * The live window at `nowMs`. Segment n covers [epoch + n*L, epoch + (n+1)*L) and plays pool segment n mod P.
 * The window ends with the last segment that has fully "aired", so the newest listed segment is never in the
 * future: mediaSequence = floor((now - epoch) / L) - LIVE_WINDOW, advancing by one every L seconds.
 * A discontinuity precedes every wrap of the pool; discontinuitySequence counts the wraps that slid out.
 */
export function liveWindow(pool: PlaylistPool, nowMs: number, epochMs = LIVE_EPOCH_MS): LiveWindow {
  const segmentMs = pool.segmentSeconds * 1000;
  const count = pool.segments.length;
  const current = Math.floor((nowMs - epochMs) / segmentMs);
  const first = Math.max(0, current - LIVE_WINDOW);
  const segments = [];
  for (let n = first; n < first + LIVE_WINDOW; n++) {
    segments.push({
      sequence: n,
      uri: `${pool.basePath}/${pool.segments[n % count]}`,
      programDateTime: new Date(epochMs + n * segmentMs).toISOString(),
      discontinuity: n > first && n % count === 0,
    });
  }
  return { mediaSequence: first, discontinuitySequence: Math.floor(first / count), segments };
}

export function buildLivePlaylist(pool: PlaylistPool, nowMs: number, epochMs = LIVE_EPOCH_MS): string {
  const window = liveWindow(pool, nowMs, epochMs);
  const lines = [
    ...header(pool.segmentSeconds),
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  for (const segment of window.segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${segment.programDateTime}`,
      extinf(pool.segmentSeconds),
      segment.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** One variant of a multivariant playlist: where its media playlist is and what it costs. */
export interface VariantEntry {
  uri: string;
  /** Bits per second: the heaviest segment (BANDWIDTH) and the whole loop (AVERAGE-BANDWIDTH), measured. */
  peakBps: number;
  averageBps: number;
  codecs: string;
  resolution: { width: number; height: number } | null;
}

/**
 * A multivariant playlist: one EXT-X-STREAM-INF per rung, lightest first (smallest picture, then lowest rate),
 * so a player that simply takes the first variant (the HLS authoring guide's start variant) starts on the
 * cheapest and climbs from there. Pictures are ordered by size, not rate: a still test pattern can cost less
 * at 720p than at 360p, and the rates are measured, not promised.
 * Audio-only rungs of a video go last: the guide asks for them to follow the video variants, and hls.js drops
 * them anyway when video variants exist.
 */
export function buildMultivariantPlaylist(variants: readonly VariantEntry[]): string {
  const ordered = [...variants].sort(
    (a, b) =>
      Number(a.resolution === null) - Number(b.resolution === null) ||
      (a.resolution?.height ?? 0) - (b.resolution?.height ?? 0) ||
      a.peakBps - b.peakBps,
  );
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of ordered) {
    const attributes = [
      `BANDWIDTH=${variant.peakBps}`,
      `AVERAGE-BANDWIDTH=${variant.averageBps}`,
      `CODECS="${variant.codecs}"`,
      ...(variant.resolution ? [`RESOLUTION=${variant.resolution.width}x${variant.resolution.height}`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, variant.uri);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A catch-up playlist (catchup.ts): live timeline segments [first, end) as VOD, each with its program date time
 * and the same discontinuities a live listener crossed (at every wrap of the pool).
 */
export function buildCatchupPlaylist(pool: PlaylistPool, first: number, end: number): string {
  const segmentMs = pool.segmentSeconds * 1000;
  const count = pool.segments.length;
  const lines = [
    ...header(pool.segmentSeconds),
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ];
  const duration = extinf(pool.segmentSeconds);
  for (let n = first; n < end; n++) {
    // A player counts each segment's date on from the last one stated, so a day's range states it only where the
    // timeline starts again: half the bytes, a fifth of the time to make and gzip them.
    const restart = n > first && n % count === 0;
    if (restart) lines.push('#EXT-X-DISCONTINUITY');
    if (restart || n === first) {
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(LIVE_EPOCH_MS + n * segmentMs).toISOString()}`);
    }
    lines.push(duration, `${pool.basePath}/${pool.segments[n % count]}`);
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
