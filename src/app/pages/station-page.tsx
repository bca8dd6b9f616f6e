/**
 * The station page `/station/{id}` (spec §2, page name station_selection): logo and colour, the live player
 * (play live), the show on air (getCurrentShows), what is playing now ($nowPlaying), and a link to the
 * station's programme guide. An unknown station id shows the not-found state.
 */
import '../../ui/live-player/live-player.css';
import '../../ui/shared/control-icons.css';
import './detail/detail.css';
import './detail/detail-blocks.css';
import './detail/detail-collections.css';
import { useStore } from '@nanostores/react';
import { useEffect, type CSSProperties } from 'react';
import { GetCurrentShowsDocument } from '../../core/api/generated/graphql';
import { getApiClient } from '../../core/api/client';
import { startNowPlaying } from '../../core/now-playing';
import { onAirAt } from '../../core/now-playing/message';
import { $nowPlaying } from '../../core/player/store';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { loadStations, parseStationId } from '../../core/stations/stations';
import { LivePlayer } from '../../ui/live-player/live-player';
import { ShowTimeRange } from '../../ui/programme-guide/show-time-range';
import type { PageProps } from '../routes';
import { Link } from '../router/link';
import { FailedState, LoadingState, NotFoundState } from './detail/page-states';
import { useApi } from './detail/use-api';
import { usePageTitle } from '../router/page-title';

async function loadStation(id: string) {
  const [stations, shows] = await Promise.all([
    loadStations(),
    getApiClient().query({ query: GetCurrentShowsDocument, fetchPolicy: 'network-only' }),
  ]);
  const details = stations.find((s) => s.id === id);
  if (!details) return null;
  const show = shows.data?.getCurrentShows.find((s) => s.station === details.station) ?? null;
  return { details, show };
}

export default function StationPage({ params }: PageProps) {
  const id = parseStationId(params.id);
  const loaded = useApi(`station:${id ?? 'unknown'}`, () => (id ? loadStation(id) : Promise.resolve(null)));
  const nowPlaying = useStore($nowPlaying);
  useEffect(() => {
    startNowPlaying();
  }, []);
  const stationName = loaded.status === 'ready' ? loaded.data.details.stationName : null;
  usePageTitle(stationName);
  if (!id || loaded.status === 'empty') return <NotFoundState what="station" />;
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'failed') return <FailedState kind={loaded.kind} retry={loaded.retry} />;
  const { details, show } = loaded.data;
  const info = onAirAt(nowPlaying, id);
  const style = { '--primedia-station': details.themeColor ?? STATION_BRAND[id].color } as CSSProperties;
  const onAir = info?.show.headline ?? show?.headline ?? '';
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
      <LivePlayer station={id} />
      <section className="station-page__on-air" aria-labelledby="on-air-title">
        <h2 id="on-air-title" className="content-section-title">
          On air now
        </h2>
        {show ? (
          <div className="station-show">
            <img
              className="station-show__image"
              src={show.teaserDetail.images.ratio1x1.sm}
              alt=""
              width={96}
              height={96}
            />
            <div>
              <p className="station-show__title">{show.url ? <Link href={show.url}>{onAir}</Link> : onAir}</p>
              <p className="station-show__time">
                <ShowTimeRange start={show.startTimeUnixSeconds} end={show.endTimeUnixSeconds} />
                {show.presenters.length > 0 ? ` · With ${show.presenters.join(', ')}` : ''}
              </p>
            </div>
          </div>
        ) : (
          <p>{onAir || 'The show on air is not known right now.'}</p>
        )}
        <p className="station-now" aria-live="polite">
          {info ? (
            <>
              <span className="station-now__label">
                {info.item.kind === 'song' ? 'Now playing' : 'Now on air'}:{' '}
              </span>
              {info.item.title}
              {info.item.artist ? ` · ${info.item.artist}` : ''}
            </>
          ) : (
            '\u00a0'
          )}
        </p>
      </section>
      <p>
        <Link className="content-button" href={`/station/${id}/guide`}>
          {details.stationName} programme guide
        </Link>
      </p>
    </main>
  );
}
