/**
 * Session replay, added after Sentry started (its own chunk, fetched lazily). Sampling comes from the init
 * options in sentry.ts (5 % of sessions, 100 % of sessions with an error). Text and media are masked, and
 * network details are not recorded, so no listener data or token appears in a replay.
 */
import { addIntegration, replayIntegration } from '@sentry/browser';

export function addReplay(): void {
  addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true }));
}
