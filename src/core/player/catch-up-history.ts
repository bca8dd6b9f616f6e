/**
 * Loads the now-playing history (content API getNowPlayingHistory) of a catch-up range into
 * ./catch-up-store.ts. Fetched as a chunk of its own when catch-up starts (./player.ts), through the Apollo-free
 * query of the widgets, since the live player on a partner page starts catch-up too (DESIGN.md §4).
 */
import type {
  GetNowPlayingHistoryQuery,
  GetNowPlayingHistoryQueryVariables,
} from '../api/generated/strings/graphql';
import { liteQuery } from '../api/lite';
import historyQuery from '../api/operations/getNowPlayingHistory.graphql?raw';
import { recordProblem } from '../monitoring/problems';
import type { NowPlayingItem } from '../now-playing/message';
import type { CatchUpInfo } from './catch-up';
import { $catchUpHistory, catchUpKey, setCatchUpHistory } from './catch-up-store';

/** The content API's enum spelling of a station id (GraphQL names cannot start with a digit). */
const stationEnum = (station: string) =>
  (/^\d/.test(station) ? `_${station}` : station) as GetNowPlayingHistoryQueryVariables['station'];

export async function loadCatchUpHistory(info: CatchUpInfo): Promise<void> {
  const key = catchUpKey(info);
  if ($catchUpHistory.get()?.key === key) return;
  setCatchUpHistory({ key, items: [] });
  try {
    const data = await liteQuery<GetNowPlayingHistoryQuery, GetNowPlayingHistoryQueryVariables>(
      historyQuery,
      {
        station: stationEnum(info.station),
        from: info.fromUnixSeconds,
        // Nothing later has aired: the platform would end the range at its now anyway.
        to: Math.min(info.toUnixSeconds, Math.floor(Date.now() / 1000)),
      },
    );
    if ($catchUpHistory.get()?.key !== key) return;
    const items: NowPlayingItem[] = data.getNowPlayingHistory.map((item) => ({
      ...item,
      kind: item.kind === 'song' ? 'song' : 'segment',
    }));
    setCatchUpHistory({ key, items });
  } catch (error) {
    recordProblem({ area: 'player', message: `catch-up history failed: ${String(error)}` });
  }
}
