/**
 * Player analytics (docs/product.md, "Analytics": "The player reports the user id to the player's analytics").
 *
 * Events: `player_start` (media started), `player_progress` (on-demand position saved) and `player_stop`,
 * each with media_id, live, media_type and user_id (the signed-in listener's `sub`, else null). They go to the
 * same `window.dataLayer` the host app's analytics uses, but only when that array already exists: a widget on a
 * partner page must never create globals or write into the partner's own analytics (docs/design.md, "Reliability rules").
 * A page may also set its own sink (tests, another analytics service) with `setPlayerAnalyticsSink`.
 */
import { $session } from '../auth/session';
import { shared } from '../store-registry';

export type PlayerAnalyticsEventName = 'player_start' | 'player_progress' | 'player_stop';

export interface PlayerAnalyticsEvent {
  event: PlayerAnalyticsEventName;
  media_id: string;
  media_type: 'audio' | 'video';
  live: boolean;
  /** Seconds into the media (on-demand), else null. */
  position: number | null;
  user_id: string | null;
}

export type PlayerAnalyticsSink = (event: PlayerAnalyticsEvent) => void;

const state = shared('player-analytics', () => ({ sink: null as PlayerAnalyticsSink | null }));

function dataLayerSink(event: PlayerAnalyticsEvent): void {
  const layer = (globalThis as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push(event);
}

export function setPlayerAnalyticsSink(sink: PlayerAnalyticsSink | null): void {
  state.sink = sink;
}

export function trackPlayer(
  event: PlayerAnalyticsEventName,
  detail: { mediaId: string; type: 'audio' | 'video'; live: boolean; position?: number | null },
): void {
  const payload: PlayerAnalyticsEvent = {
    event,
    media_id: detail.mediaId,
    media_type: detail.type,
    live: detail.live,
    position: detail.position ?? null,
    user_id: $session.get().user?.sub ?? null,
  };
  try {
    (state.sink ?? dataLayerSink)(payload);
  } catch {
    // Analytics must never break playback.
  }
}
