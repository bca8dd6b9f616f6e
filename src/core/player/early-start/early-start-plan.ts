/**
 * What an early start of an hls.js play (./mse-early-start.ts) would play: the two segments hls.js starts a
 * live stream with, in the window of the rung playlist the press's prefetch read (../live/prefetch-live-start.ts),
 * placed on the timeline hls.js counts on its first live load (the window's first segment at 0). Only from a
 * fresh copy of the stream's first rung, the rung both engines start on.
 *
 * Part of the player's chunk, which imports the embed loader's modules; the early start's own chunk does not,
 * so it leaves the embed loader's chunks as they are.
 */
import type { TakePlaylist } from '../engines/playlist-hand-over';
import { LIVE_START_FROM_END, playlistUris, readSegment } from '../live/prefetch-live-start';
import { keptPlaylists } from '../live/prefetched-playlists';
import { takePrefetchedPlaylist } from '../live/take-prefetched-playlist';
import { liveLadders, type LiveLadder } from '../live/warm-live-stream';

export interface PlannedSegment {
  uri: string;
  /** Seconds from the window's first segment. */
  start: number;
  /** Preceded by a discontinuity: its clock starts afresh. */
  discontinuity: boolean;
}

export interface EarlyStartPlan {
  /** The rung playlist the start is placed by, with its age: hls.js's first read of that rung too. */
  playlist: { url: string; text: string; ageSeconds: number };
  first: PlannedSegment & { bytes: Promise<ArrayBuffer> };
  second: (PlannedSegment & { bytes: Promise<ArrayBuffer> }) | null;
}

/** The segments of a media playlist with their start times; [] when it lists none or cannot be read. */
export function timedSegments(text: string, base: string): PlannedSegment[] {
  const uris = playlistUris(text, base);
  const segments: PlannedSegment[] = [];
  let start = 0;
  let duration = 0;
  let discontinuity = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8)) || 0;
    else if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line !== '' && !line.startsWith('#')) {
      const uri = uris[segments.length];
      if (uri === undefined) return [];
      segments.push({ uri, start, discontinuity });
      start += duration;
      discontinuity = false;
    }
  }
  return segments.length === uris.length ? segments : [];
}

/** The page's read of the ladder at `src`, if it made one. */
async function ladderRead(src: string): Promise<LiveLadder | null> {
  for (const read of liveLadders.values()) {
    const ladder = await read.catch(() => null);
    if (ladder?.src === src) return ladder;
  }
  return null;
}

/**
 * The plan for `ladderSrc` (a live stream's multivariant playlist), or null when the press left no fresh read
 * of its first rung. The kept read is taken: whoever plays next starts from `playlist`.
 */
export async function planEarlyStart(ladderSrc: string): Promise<EarlyStartPlan | null> {
  // No press read anything (an episode, a video): nothing to ask the cache for.
  if (keptPlaylists().size === 0) return null;
  // The press's warm-up read the ladder (liveLadder): its first rung, not a second read of it.
  const ladder = await ladderRead(ladderSrc);
  const rung = ladder ? playlistUris(ladder.text, ladder.src)[0] : undefined;
  const kept = rung ? await takePrefetchedPlaylist(rung) : null;
  if (!rung || !kept) return null;
  const segments = timedSegments(kept.text, rung);
  const index = Math.max(0, segments.length - LIVE_START_FROM_END);
  const [first, second] = segments.slice(index, index + 2);
  if (!first) return null;
  // The prefetch asked for both already: these reads find them in the cache, or on their way.
  const withBytes = (segment: PlannedSegment) => {
    const bytes = readSegment(segment.uri);
    bytes.catch(() => undefined); // the early start gives up on that segment
    return { ...segment, bytes };
  };
  return {
    playlist: { url: rung, text: kept.text, ageSeconds: kept.ageSeconds },
    first: withBytes(first),
    second: second ? withBytes(second) : null,
  };
}

/**
 * What hls.js takes its first playlists from after an early start: the plan's copy of the rung, once, so that
 * hls.js places its first segments where the early start's end; every later read of that rung (a reload, or a
 * return to the rung after climbing the ladder, as the data saver does) goes to `others` and so to the network.
 * Given again, the same copy would stand the live stream still: hls.js would count each reload as missed and
 * stop fetching once its buffer ran out.
 */
export function takePlanOnce(plan: EarlyStartPlan, others: TakePlaylist): TakePlaylist {
  let kept: EarlyStartPlan['playlist'] | null = plan.playlist;
  return (url) => {
    if (!kept || url !== kept.url) return others(url);
    const copy = kept;
    kept = null;
    return Promise.resolve(copy);
  };
}
