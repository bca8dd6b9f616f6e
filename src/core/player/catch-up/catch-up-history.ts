/**
 * Loads what aired in a catch-up range into the store of ./catch-up.ts: the now-playing history (content API
 * getNowPlayingHistory) and the guide's shows of the days the range covers (getEpgData). Fetched as a chunk of
 * its own when catch-up starts (../controller.ts), through the Apollo-free query of the widgets, since the live player
 * on a partner page starts catch-up too (docs/design.md, "Budgets").
 */
import type {
  GetCatchUpShowsQuery,
  GetCatchUpShowsQueryVariables,
  GetNowPlayingHistoryQuery,
  GetNowPlayingHistoryQueryVariables,
} from '../../api/generated/strings/graphql';
import { liteQuery } from '../../api/lite';
import historyQuery from '../../api/operations/getNowPlayingHistory.graphql?raw';
import showsQuery from '../../api/operations/getCatchUpShows.graphql?raw';
import { recordProblem } from '../../monitoring/problems';
import type { NowPlayingItem } from '../../now-playing/message';
import { sastDay } from '../../sast-day';
import {
  type CatchUpInfo,
  type CatchUpShow,
  $catchUpHistory,
  catchUpKey,
  setCatchUpHistory,
} from './catch-up';

/** The platform answers at most this many items per history request; a longer range is read in pages. */
const HISTORY_PAGE = 300;
/** A day at three minutes an item is under 500 items: two pages, and a bound on a reply that never ends. */
const MAX_HISTORY_PAGES = 4;

/** The content API's enum spelling of a station id (GraphQL names cannot start with a digit). */
const stationEnum = (station: string) =>
  (/^\d/.test(station) ? `_${station}` : station) as GetNowPlayingHistoryQueryVariables['station'];

async function loadItems(info: CatchUpInfo, to: number): Promise<NowPlayingItem[]> {
  const items: NowPlayingItem[] = [];
  let from = info.fromUnixSeconds;
  for (let page = 0; page < MAX_HISTORY_PAGES && from < to; page++) {
    const data = await liteQuery<GetNowPlayingHistoryQuery, GetNowPlayingHistoryQueryVariables>(
      historyQuery,
      {
        station: stationEnum(info.station),
        from,
        to,
      },
    );
    const replied = data.getNowPlayingHistory;
    for (const item of replied) {
      if (items.some((known) => known.startTimeUnixSeconds === item.startTimeUnixSeconds)) continue;
      items.push({ ...item, kind: item.kind === 'song' ? 'song' : 'segment' });
    }
    const last = replied.at(-1);
    if (replied.length < HISTORY_PAGE || !last || last.endTimeUnixSeconds <= from) break;
    from = last.endTimeUnixSeconds;
  }
  return items;
}

/** The guide's shows of each SAST day from the range's start to its end. */
async function loadShows(info: CatchUpInfo, to: number): Promise<CatchUpShow[]> {
  // A range spans at most 8 hours (CATCH_UP_RANGE_SECONDS): the day it starts on, and perhaps the next.
  const first = sastDay(info.fromUnixSeconds * 1000);
  const last = sastDay(to * 1000);
  const days = first === last ? [first] : [first, last];
  const replies = await Promise.all(
    days.map((date) =>
      liteQuery<GetCatchUpShowsQuery, GetCatchUpShowsQueryVariables>(showsQuery, {
        station: stationEnum(info.station),
        date,
      }),
    ),
  );
  return replies
    .flatMap((reply) => reply.getEpgData)
    .filter((show) => show.endTimeUnixSeconds > info.fromUnixSeconds && show.startTimeUnixSeconds < to)
    .sort((a, b) => a.startTimeUnixSeconds - b.startTimeUnixSeconds);
}

export async function loadCatchUpHistory(info: CatchUpInfo): Promise<void> {
  const key = catchUpKey(info);
  if ($catchUpHistory.get()?.key === key) return;
  setCatchUpHistory({ key, items: [], shows: [] });
  // Nothing later has aired: the platform would end the range at its now anyway.
  const to = Math.min(info.toUnixSeconds, Math.floor(Date.now() / 1000));
  const [items, shows] = await Promise.allSettled([loadItems(info, to), loadShows(info, to)]);
  if ($catchUpHistory.get()?.key !== key) return;
  // Each half is useful alone: the title and marks without the songs, or the songs without the guide.
  for (const [what, result] of [
    ['history', items],
    ['shows', shows],
  ] as const) {
    if (result.status === 'rejected')
      recordProblem({ area: 'player', message: `catch-up ${what} failed: ${String(result.reason)}` });
  }
  setCatchUpHistory({
    key,
    items: items.status === 'fulfilled' ? items.value : [],
    shows: shows.status === 'fulfilled' ? shows.value : [],
  });
}
