/**
 * The station selection list (docs/product.md, "Routes"): the four stations from getStationList with what is on air
 * now ($nowPlaying, inside the live player), each linking to its station page and guide and playing live.
 * Read through useApi, so the server's answer hydrates it without Apollo Client
 * (docs/adr/0060-hydrate-without-apollo.md).
 */
import type { ApolloClient } from '@apollo/client';
import { loadApiDocuments } from '../../core/api/connection';
import { parseStationId } from '../../core/stations/station-ids';
import { LivePlayer } from '../../ui/live-player/live-player';
import { selectStation } from '../layout/my-station';
import { QueryState } from '../layout/query-state';
import { Link } from '../router/link';
import type { PageProps } from '../routes';
import { useApi } from './detail/use-api';
import './stations-page.css';

async function loadStationList(client: ApolloClient) {
  const { GetStationListDocument } = await loadApiDocuments();
  const { data } = await client.query({ query: GetStationListDocument });
  // The list always exists: no answer is a failure, never "not found".
  if (!data) throw new Error('Server response was missing for query getStationList');
  return data.getStationList;
}

export default function StationsPage(_props: PageProps) {
  const loaded = useApi('stations', loadStationList);
  const stations = loaded.status === 'ready' ? loaded.data : [];
  return (
    <main className="page stations-page">
      <h1 className="page__title">Stations</h1>
      <p className="page__lead">Pick a station to listen live, see its shows and the programme guide.</p>
      <QueryState
        loading={loaded.status === 'loading'}
        error={loaded.status === 'failed' ? loaded : null}
        hasData={loaded.status === 'ready'}
        onRetry={loaded.retry}
        label="stations"
        skeleton={<div className="skeleton" style={{ height: 4 * 120 }} />}
      >
        <ul className="stations-page__list">
          {stations.map((station) => {
            const id = parseStationId(station.id);
            return (
              <li key={station.id} className="stations-page__item" data-station={station.id}>
                <LivePlayer station={station.id} />
                <p className="stations-page__facts">
                  {[station.frequency, station.city, station.format].filter(Boolean).join(' · ')}
                </p>
                <div className="stations-page__links">
                  <Link
                    href={`/station/${station.id}`}
                    className="button button--quiet"
                    onClick={() => id && selectStation(id)}
                  >
                    Go to {station.stationName}
                  </Link>
                  <Link href={`/station/${station.id}/guide`} className="button button--quiet">
                    Programme guide<span className="visually-hidden"> of {station.stationName}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </main>
  );
}
