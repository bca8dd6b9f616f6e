/**
 * The programme guide page `/station/{station}/guide` (spec §2, page name epg): the ProgrammeGuide component
 * for the station, starting at `?date=YYYY-MM-DD` when given. A bad station or date shows the component's own
 * message.
 */
import '../../ui/programme-guide/programme-guide.css';
import '../../ui/shared/control-icons.css';
import './detail/detail.css';
import './detail/detail-blocks.css';
import './detail/detail-collections.css';
import { useStore } from '@nanostores/react';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { parseStationId } from '../../core/stations/stations';
import { ProgrammeGuide } from '../../ui/programme-guide/programme-guide';
import type { PageProps } from '../routes';
import { Link } from '../router/link';
import { $location, navigate } from '../router/location';
import { usePageTitle } from '../router/page-title';

export default function GuidePage({ params }: PageProps) {
  const { search } = useStore($location);
  const date = new URLSearchParams(search).get('date') ?? undefined;
  const id = parseStationId(params.station);
  const name = id ? STATION_BRAND[id].name : null;
  usePageTitle(name ? `${name} programme guide` : 'Programme guide');
  return (
    <main className="content-page guide-page">
      <h1 className="content-header__headline">{name ? `${name} programme guide` : 'Programme guide'}</h1>
      {id ? (
        <p>
          <Link href={`/station/${id}`}>Back to {name}</Link>
        </p>
      ) : null}
      <ProgrammeGuide
        station={params.station}
        date={date}
        onNavigate={(path) => navigate(path)}
        headingLevel={2}
      />
    </main>
  );
}
