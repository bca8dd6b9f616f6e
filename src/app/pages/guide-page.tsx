/**
 * The programme guide page `/station/{station}/guide` (docs/product.md, "Routes", page name epg): the ProgrammeGuide component
 * for the station, on the day in `?date=YYYY-MM-DD` (./guide-url.ts: the chosen day is written back there; a bad
 * value shows today). An unknown station shows the listener's not-found page, as `/station/{unknown}` does.
 */
import '../../ui/programme-guide/programme-guide.css';
import '../../ui/played-list/played-list.css';
import '../../ui/common/control-icons.css';
import './detail/detail.css';
import './detail/detail-blocks.css';
import './detail/detail-collections.css';
import { useEffect, useState } from 'react';
import { sastDay } from '../../core/sast-day';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { parseStationId } from '../../core/stations/stations';
import { PlayedList } from '../../ui/played-list/played-list';
import { ProgrammeGuide } from '../../ui/programme-guide/programme-guide';
import { useStation } from '../../ui/common/use-station-list';
import type { PageProps } from '../routes';
import { Link } from '../router/link';
import { navigate } from '../router/location';
import { usePageTitle } from '../router/page-title';
import { NotFoundState } from './detail/page-states';
import { guideDateFromSearch, guidePath } from './guide-url';
import { useAppLocation } from '../router/use-app-location';

export default function GuidePage({ params }: PageProps) {
  const { search } = useAppLocation();
  // Only checks the address; the guide itself follows the clock (and midnight) for "today".
  const [openedAt] = useState(() => Date.now());
  const today = sastDay(openedAt);
  const date = guideDateFromSearch(search, today);
  const id = parseStationId(params.station);
  const name = id ? STATION_BRAND[id].name : null;
  usePageTitle(name ? `${name} programme guide` : null);
  const details = useStation(id, 'guide-page');
  const badDate = new URLSearchParams(search).has('date') && date === undefined;
  // A day the guide cannot show leaves the address: what the listener sees (today) is what the link says.
  useEffect(() => {
    if (id && badDate) navigate(guidePath(id, null), { replace: true });
  }, [id, badDate]);
  if (!id) return <NotFoundState what="station" />;
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
        onDayChange={(day) => navigate(guidePath(id, day), { replace: true })}
        headingLevel={2}
      />
      {details && id ? <PlayedList station={id} details={details} nowMs={openedAt} /> : null}
    </main>
  );
}
