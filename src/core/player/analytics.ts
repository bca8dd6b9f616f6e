/**
 * Player analytics (docs/product.md, "Analytics"): `player_start`, `player_progress` and `player_stop`, with the
 * signed-in listener's `sub` as user_id. They go to `window.dataLayer` only when it already exists: a widget
 * never creates globals on a partner's page (docs/design.md, "Reliability rules"). A page may set its own sink.
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
