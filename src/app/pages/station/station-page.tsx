/**
 * The station page `/station/{id}` (docs/product.md, "Routes", page name station_selection): a page a listener stays on. Logo and
 * colour, the live player, what is on air now (the show, the song or segment in it, the show up next), the rest
 * of today's schedule with a link to the full guide, and the station's newest podcasts, news and clips. One
 * request (getStationPage) brings all but the station list; an unknown station id shows the not-found state.
 *
 * The page keeps the guide widget's clock (useGuideTicks): the show on air, the next one and today's list move by
 * themselves when a show ends, and a page left open past midnight loads the new day.
 */
import '../../../ui/live-player/live-player.css';
import '../../../ui/played-list/played-list.css';
import '../../../ui/common/control-icons.css';
import '../detail/detail.css';
import '../detail/detail-blocks.css';
import './station-page.css';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { ApolloClient } from '@apollo/client';
import { loadApiDocuments } from '../../../core/api/connection';
import { startNowPlaying } from '../../../core/now-playing';
import { onAirAt } from '../../../core/now-playing/message';
import { $nowPlaying } from '../../../core/player/store';
import { addDays, sastDay } from '../../../core/sast-day';
import { STATION_BRAND } from '../../../core/stations/station-brand';
import { loadStations, parseStationId, type StationId } from '../../../core/stations/stations';
import { stationEnumOf } from '../../../ui/content/format';
import { LivePlayer } from '../../../ui/live-player/live-player';
import { currentShowIndex } from '../../../ui/programme-guide/guide-time';
import { useGuideTicks } from '../../../ui/programme-guide/use-guide-ticks';
import { CardReel } from '../../../ui/reels/card-reel';
import type { PageProps } from '../../routes';
import { usePageTitle } from '../../router/page-title';
import { FailedState, LoadingState, NotFoundState } from '../detail/page-states';
import { useApi } from '../detail/use-api';
import { OnAirNow } from './on-air-now';
import { PlayedList } from '../../../ui/played-list/played-list';
import { momentFromSearch } from '../../../core/moments';
import { useAppLocation } from '../../router/use-app-location';
import { CatchUpShelf } from './catch-up-shelf';
import { SharedMoment } from './shared-moment';
import { TodaySchedule } from './today-schedule';

async function loadStation(id: StationId, today: string, client: ApolloClient) {
  const { GetStationPageDocument } = await loadApiDocuments();
  const [stations, page] = await Promise.all([
    loadStations(),
    client.query({
      query: GetStationPageDocument,
      variables: {
        station: stationEnumOf(id),
        yesterday: addDays(today, -1),
        today,
        tomorrow: addDays(today, 1),
      },
      fetchPolicy: 'network-only',
    }),
  ]);
  const details = stations.find((s) => s.id === id);
  if (!details) return null;
  if (!page.data) throw page.error ?? new Error('The station page answered no data');
  return { details, ...page.data };
}

export default function StationPage({ params }: PageProps) {
  const id = parseStationId(params.id);
  const [now, setNow] = useState(() => Date.now());
  const today = sastDay(now);
  const loaded = useApi(`station:${id ?? 'unknown'}:${today}`, (client) =>
    id ? loadStation(id, today, client) : Promise.resolve(null),
  );
  const nowPlaying = useStore($nowPlaying, { ssr: 'initial' });
  const moment = momentFromSearch(useAppLocation().search);
  useEffect(() => {
    startNowPlaying();
  }, []);
  // Keyed on the answer, not on `loaded` (a new object each render), so the clock's timer is set once per answer.
  const data = loaded.status === 'ready' ? loaded.data : null;
  const shows = useMemo(() => (data ? [...data.today, ...data.tomorrow] : []), [data]);
  useGuideTicks(shows, now, setNow);
  const stationName = loaded.status === 'ready' ? loaded.data.details.stationName : null;
  usePageTitle(stationName);
  if (!id || loaded.status === 'empty') return <NotFoundState what="station" />;
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'failed') return <FailedState kind={loaded.kind} retry={loaded.retry} />;

  const {
    details,
    yesterday: yesterdayShows,
    today: todayShows,
    tomorrow: tomorrowShows,
    getStationHighlights: shelves,
  } = loaded.data;
  const current = currentShowIndex(shows, now);
  const onAir = current >= 0 ? (shows[current] ?? null) : null;
  const next = shows.find((show) => show.startTimeUnixSeconds * 1000 > now) ?? null;
  const style = { '--primedia-station': details.themeColor ?? STATION_BRAND[id].color } as CSSProperties;
  return (
    <main className="content-page station-page" style={style} data-station={id}>
      <header className="station-page__header">
        <img className="station-page__logo" src={details.logoUrl} alt="" width={96} height={96} />
        <div>
          <h1 className="content-header__headline">{details.stationName}</h1>
          <p className="content-header__subline">
            {details.frequency} · {details.city} · {details.format}
          </p>
        </div>
      </header>
      <div className="station-page__top">
        <div className="station-page__live">
          {moment === null ? null : <SharedMoment station={id} details={details} at={moment} nowMs={now} />}
          <LivePlayer station={id} />
          <OnAirNow onAir={onAir} next={next} info={onAirAt(nowPlaying, id)} />
        </div>
        <TodaySchedule
          stationId={id}
          stationName={details.stationName}
          today={todayShows}
          tomorrow={tomorrowShows}
          nowMs={now}
        />
      </div>
      <CatchUpShelf station={id} details={details} shows={[...yesterdayShows, ...todayShows]} nowMs={now} />
      <PlayedList station={id} details={details} nowMs={now} />
      <div className="station-page__shelves">
        <CardReel id={`${id}-podcasts`} title={`${details.stationName} podcasts`} items={shelves.podcasts} />
        <CardReel id={`${id}-news`} title={`Latest news from ${details.stationName}`} items={shelves.news} />
        <CardReel id={`${id}-clips`} title={`${details.stationName} clips`} items={shelves.clips} />
      </div>
    </main>
  );
}
