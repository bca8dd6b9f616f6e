/**
 * Session replay, added after Sentry started (its own chunk, loaded only when it will record; see sentry.ts).
 * The session sample was already taken in sentry.ts, so Replay is told the outcome instead of sampling again:
 * a sampled session records from now on; otherwise ('on-error') the first error of the session has just
 * happened, so recording starts now and keeps going as a session replay (flush() turns the fresh buffer into
 * one). Text and media are masked and network details are not recorded, so no listener data or token appears in
 * a replay.
 */
import { addIntegration, getClient, replayIntegration } from '@sentry/browser';
import type { ReplayStart } from './sentry';

interface ReplayRates {
  replaysSessionSampleRate?: number;
  replaysOnErrorSampleRate?: number;
}

export function addReplay(how: ReplayStart): void {
  const client = getClient();
  if (!client) return;
  // Replay reads its rates from the client's options when it is added (they are init options of the browser SDK).
  const options = client.getOptions() as ReplayRates & ReturnType<typeof client.getOptions>;
  options.replaysSessionSampleRate = how === 'session' ? 1 : 0;
  options.replaysOnErrorSampleRate = 1;
  const replay = replayIntegration({ maskAllText: true, blockAllMedia: true });
  addIntegration(replay);
  if (how === 'on-error') void replay.flush();
}
