/**
 * The player's working state: the media element, its engine, what is loaded and the recovery timers. Kept
 * through `shared(...)` (src/core/store-registry.ts) under one name, so two copies of the bundle on one page
 * drive one player instead of two. Only src/core/player reads and changes it; components read the stores in
 * ./store.ts.
 */
import { shared } from '../store-registry';
import type { ResolvedMedia } from './catalog';
import type { StreamEngine } from './engines';
import type { createOneAtATime } from './one-at-a-time';
// Types only (erased from the build): the request is defined beside the verbs that take it.
import type { PlayRequest } from './player';
import { createProgressThrottle } from './progress-throttle';

/** The media loaded now: the request, the stream the catalog resolved it to, and whether data arrived. */
export interface Current {
  request: PlayRequest;
  resolved: ResolvedMedia;
  dataLoaded: boolean;
}

export const ctl = shared('player-controller', () => ({
  media: null as HTMLVideoElement | null,
  engine: null as StreamEngine | null,
  current: null as Current | null,
  generation: 0,
  pendingSeek: null as number | null,
  reconnectSince: null as number | null,
  reconnectTimer: null as ReturnType<typeof setTimeout> | null,
  stallTimer: null as ReturnType<typeof setTimeout> | null,
  /** The element time when the stall watch started; only moving past it ends a stall. */
  stalledAt: null as number | null,
  reconnectResumeAt: null as number | null,
  /** The second read of a stalled live playlist (docs/design.md, "Stream failures"). */
  freezeTimer: null as ReturnType<typeof setTimeout> | null,
  /** The media sequence a frozen live playlist stuck at; reconnect attempts wait until it advances. */
  frozenSequence: null as number | null,
  /** True while loaded live media is paused (not stopped): playing again must go back to the live edge. */
  livePaused: false,
  coordination: null as ReturnType<typeof createOneAtATime> | null,
  /** Where the element waits, hidden, while no video slot shows it: inside <primedia-media>'s shadow root. */
  holder: null as HTMLElement | null,
  /** Engines created and not yet destroyed; read by `npm run bench` (must stay at most 1). */
  liveEngines: 0,
  progress: createProgressThrottle(),
}));
