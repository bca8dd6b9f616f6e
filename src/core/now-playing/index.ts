/**
 * Starts the page's single now-playing connection and feeds `$nowPlaying` (src/core/player/store.ts). Every widget and the
 * host app call `startNowPlaying()`; only the first call on a page opens a connection (docs/design.md, "Layers", "Reliability rules").
 */
import { serviceConfig } from '../config';
import { recordProblem } from '../monitoring/problems';
import { setNowPlayingInfos } from '../player/store';
import { shared } from '../store-registry';
import { createNowPlayingClient, type NowPlayingClient } from './connection';

const connection = shared('now-playing-connection', () => ({ client: null as NowPlayingClient | null }));

export function startNowPlaying(url: string = serviceConfig.nowPlayingUrl): NowPlayingClient {
  if (!connection.client) {
    connection.client = createNowPlayingClient({
      url,
      onInfos: setNowPlayingInfos,
      onProblem: (message) => recordProblem({ area: 'now-playing', message }),
    });
  }
  return connection.client;
}

/**
 * The platform answers again (the player's stream came back after a reconnect): the stream reconnects now
 * instead of at the end of its backoff, so the song line and the player agree again within seconds.
 */
export function reconnectNowPlayingNow(): void {
  connection.client?.reconnectNow();
}
