/**
 * The early start of a live play through hls.js (docs/player.md, "Early start"), behind this one module: the
 * hls.js engine calls `startEarly` when a press lands before hls.js's chunk has arrived, and gets back standard
 * Media Source objects and a playlist source, nothing of hls.js. Here: the plan, the two segments hls.js starts
 * a live stream with, from the press's fresh read of the first rung (the rung both engines start on), placed
 * on the timeline hls.js counts on its first live load (the window's first segment at 0). Their player
 * (./mse-early-start.ts) is a chunk of its own.
 */
import { loadEarlyStart } from './load-early-start';
import type { TakePlaylist } from '../engines/playlist-hand-over';
import { LIVE_START_FROM_END, playlistUris, readSegment } from '../live/prefetch-live-start';
import { keptPlaylists } from '../live/prefetched-playlists';
import { takePrefetchedPlaylist } from '../live/take-prefetched-playlist';
import { liveLadders } from '../live/warm-live-stream';

export interface EarlyStart {
  /** Where hls.js reads its playlists: the plan's copy of the start's rung once, then as without a plan. */
  takePlaylist: TakePlaylist;
  /**
   * What plays, for hls.js to go on with; `appended` settles once the second segment is in (hls.js takes over
   * after it), `release` is for a stop before then. Null when the plan could not be played: the element is
   * empty and hls.js starts from the same playlist copy.
   */
  playing: {
    mediaSource: MediaSource;
    buffer: SourceBuffer;
    codec: string;
    appended: Promise<void>;
    release(): void;
  } | null;
}

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

/**
 * The plan for `ladderSrc` (a live stream's multivariant playlist), or null when the press left no fresh read
 * of its first rung. The kept read is taken: whoever plays next starts from `playlist`.
 */
export async function planEarlyStart(ladderSrc: string): Promise<EarlyStartPlan | null> {
  // The press's warm-up read the ladder: its first rung, not a second read of it.
  let rung: string | undefined;
  for (const read of liveLadders.values()) {
    const ladder = await read.catch(() => null);
    if (ladder?.src !== ladderSrc) continue;
    rung = playlistUris(ladder.text, ladder.src)[0];
    break;
  }
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
 * hls.js places its first segments where the early start's end. Every later read goes to `others`: given again,
 * the same copy would stand the live stream still (hls.js would count each reload as missed and stop fetching).
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

/**
 * Plays the start the press prefetched for `ladderSrc` on `media`; null when the press left nothing to play
 * from. Never rejects: anything unexpected leaves the start to hls.js. `wanted` is asked once the plan is
 * made: an engine destroyed meanwhile must not touch the element.
 */
export async function startEarly(
  media: HTMLMediaElement,
  ladderSrc: string,
  wanted: () => boolean,
): Promise<EarlyStart | null> {
  // No press read anything (an episode, catch-up): its chunk would only hold up hls.js's.
  if (keptPlaylists().size === 0) return null;
  const player = loadEarlyStart();
  player.catch(() => undefined);
  const plan = await planEarlyStart(ladderSrc).catch(() => null);
  if (!plan) return null;
  // The plan took the press's read of the playlist: hls.js starts from the same one.
  const takePlaylist = takePlanOnce(plan, takePrefetchedPlaylist);
  if (!wanted()) return { takePlaylist, playing: null };
  const playing = await player.then((m) => m.playPlan(media, plan)).catch(() => null);
  return { takePlaylist, playing };
}
