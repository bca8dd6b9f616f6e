/**
 * Where on-demand media stands, and saving it: to a signed-in listener's play history (./history.ts) and to
 * analytics, as often as ./progress-throttle.ts allows. Used by the verbs (start, stop), the media element's
 * events (pause, time, end, page hide) and recovery (the position a reconnect resumes at).
 */
import { $session } from '../auth/session';
import { trackPlayer } from './analytics';
import { ctl } from './controller';

/** Play history requests, loaded only for signed-in listeners (partner pages are anonymous: docs/design.md, "Budgets" budget). */
export const signedIn = () => $session.get().status === 'signed-in';
export const history = () => import('./history');

/** Where on-demand media stands now, in seconds; null for live or nothing loaded. */
export function onDemandPosition(): number | null {
  const current = ctl.current;
  if (!current || current.resolved.isLive || !current.dataLoaded || !ctl.media) return null;
  return ctl.media.currentTime;
}

/** Saves the on-demand position for a signed-in listener (play history) and reports it to analytics. */
export function saveProgress(reason: 'periodic' | 'final', keepalive = false, at = onDemandPosition()) {
  const current = ctl.current;
  // Catch-up (./catch-up.ts) is a station's past, not an item with a place in the listener's history.
  if (!current || at === null || current.request.catchUp) return;
  const due = reason === 'periodic' ? at >= 1 && ctl.progress.due(at) : ctl.progress.final(at);
  if (!due) return;
  const mediaId = current.request.mediaId;
  if (signedIn()) void history().then((h) => h.savePosition(mediaId, at, keepalive));
  trackPlayer('player_progress', {
    mediaId: current.request.mediaId,
    type: current.request.type,
    live: false,
    position: at,
  });
}
