/**
 * Listening sessions: which control started what plays, so that control hears the end of it exactly once,
 * whatever ended it (docs/widgets.md, "Events"). One per page, shared by every bundle copy, so a start by one
 * element ends another's as `replaced`.
 */
import { shared } from '../store-registry';

/** Why listening ended: the closed set documented for `primedia-stop`. */
export type StopReason =
  /** A stop or close control (the element's own, the mini player's, the lock screen's). */
  | 'stopped'
  /** Paused: on-demand paused, or the media paused by anything else (a page script, the headset). */
  | 'paused'
  /** On-demand media played to its end. */
  | 'ended'
  /** Something else started playing: another station, an episode, a video. */
  | 'replaced'
  /** Playback failed or the network gave up (a `primedia-error` says which). */
  | 'failed';

export interface ListeningOwner {
  /** Called once, when this session ends. */
  ended(reason: StopReason): void;
}

interface Session {
  owner: ListeningOwner;
  mediaId: string;
}

const sessions = shared('listening-session', () => ({ current: null as Session | null }));

/** Ends the current session, if any, telling its owner why. */
export function endListening(reason: StopReason): void {
  const session = sessions.current;
  if (!session) return;
  sessions.current = null;
  // Owners dispatch a DOM event: a page listener that throws is reported by the browser, never thrown here.
  session.owner.ended(reason);
}

/** A control starts listening to `mediaId`; whatever was being listened to before is `replaced`. */
export function beginListening(owner: ListeningOwner, mediaId: string): void {
  endListening('replaced');
  sessions.current = { owner, mediaId };
}

/** Playback of `mediaId` is starting, asked by whoever: a session for other media is `replaced`. */
export function playbackStarting(mediaId: string): void {
  if (sessions.current && sessions.current.mediaId !== mediaId) endListening('replaced');
}
