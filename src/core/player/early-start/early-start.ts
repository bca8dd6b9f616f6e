/**
 * The early start of a live play through hls.js (docs/player.md, "Early start"), behind this one module: the
 * hls.js engine calls `startEarly` when a press lands before hls.js's chunk has arrived, and gets back standard
 * Media Source objects and a playlist source, nothing of hls.js. Inside: the plan (./early-start-plan.ts: the two
 * segments the press prefetched and where they sit on the live timeline), and the player of them
 * (./mse-early-start.ts, a chunk of its own: their AAC frames moved from MPEG-TS into fragmented MP4).
 */
import { planEarlyStart, takePlanOnce } from './early-start-plan';
import { loadEarlyStart } from './load-early-start';
import type { TakePlaylist } from '../engines/playlist-hand-over';
import { takePrefetchedPlaylist } from '../live/take-prefetched-playlist';

export interface EarlyStart {
  /** Where hls.js reads its playlists: the plan's copy of the start's rung once, then as without a plan. */
  takePlaylist: TakePlaylist;
  /**
   * What plays, for hls.js to go on with: the MediaSource, its audio SourceBuffer and codec, a promise settled
   * once the second segment is appended (hls.js takes over after it), and `release` for a stop before then.
   * Null when the plan could not be played: the element is empty and hls.js starts from the same playlist copy.
   */
  playing: {
    mediaSource: MediaSource;
    buffer: SourceBuffer;
    codec: string;
    appended: Promise<void>;
    release(): void;
  } | null;
}

/**
 * Plays the start the press prefetched for `ladderSrc` (a live stream's multivariant playlist) on `media`;
 * null when the press left nothing to play from. Never rejects: anything unexpected leaves the start to hls.js.
 * `wanted` is asked once the plan is made: an engine destroyed meanwhile must not touch the element.
 */
export async function startEarly(
  media: HTMLMediaElement,
  ladderSrc: string,
  wanted: () => boolean,
): Promise<EarlyStart | null> {
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
