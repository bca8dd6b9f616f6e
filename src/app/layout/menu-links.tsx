/**
 * The menu entries (docs/product.md, "Layout"): Explore, the four stations (logo, name and a selection dot), Search,
 * My Content, Settings. Shared by the side menu and the full-screen overlay.
 */
import { useStore } from '@nanostores/react';
import { serviceConfig } from '../../core/config';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { parseStationId, STATION_IDS } from '../../core/stations/station-ids';
import { Link } from '../router/link';
import { $myStation, selectStation } from './my-station';
import { useAppLocation } from '../router/use-app-location';

const stationInPath = (pathname: string) => parseStationId(/^\/station\/([^/]+)/.exec(pathname)?.[1]);

export function MenuLinks() {
  const { pathname } = useAppLocation();
  const stored = useStore($myStation, { ssr: () => null });
  const selected = stationInPath(pathname) ?? stored;
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  return (
    <ul className="menu-links">
      <li>
        <Link href="/" className="menu-link" aria-current={current('/')}>
          <MenuIcon name="explore" />
          Explore
        </Link>
      </li>
      <li className="menu-links__group">
        <span className="visually-hidden">Stations</span>
        <ul>
          {STATION_IDS.map((id) => (
            <li key={id}>
              <Link
                href={`/station/${id}`}
                className="menu-link menu-link--station"
                aria-current={current(`/station/${id}`)}
                onClick={() => selectStation(id)}
                data-station={id}
              >
                <img
                  src={`${serviceConfig.platformUrl}/images/logos/${id}.svg`}
                  alt=""
                  width={32}
                  height={32}
                  className="menu-link__logo"
                />
                <span className="menu-link__label">{STATION_BRAND[id].name}</span>
                {selected === id ? (
                  <span
                    className="menu-link__dot"
                    style={{ background: STATION_BRAND[id].color }}
                    data-testid="selection-dot"
                  >
                    <span className="visually-hidden">(selected station)</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </li>
      <li>
        <Link href="/search" className="menu-link" aria-current={current('/search')}>
          <MenuIcon name="search" />
          Search
        </Link>
      </li>
      <li>
        <Link href="/my-content" className="menu-link" aria-current={current('/my-content')}>
          <MenuIcon name="bookmark" />
          My Content
        </Link>
      </li>
      <li>
        <Link href="/settings" className="menu-link" aria-current={current('/settings')}>
          <MenuIcon name="settings" />
          Settings
        </Link>
      </li>
    </ul>
  );
}

const PATHS = {
  explore: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 6.5-2 5-5 2 2-5 5-2Z',
  search:
    'M10 3a7 7 0 1 0 4.2 12.6l4.6 4.6 1.4-1.4-4.6-4.6A7 7 0 0 0 10 3Zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  bookmark: 'M6 3h12v18l-6-4-6 4V3Z',
  settings:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm8.5 4-.1-1.3 2-1.6-2-3.4-2.4 1a8 8 0 0 0-2.2-1.3L15.5 3h-4l-.4 2.4a8 8 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a8 8 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a8 8 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a8 8 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6.1-1.3Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  back: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6 4.6-4.6Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4 6.4 5Z',
} as const;

export function MenuIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      className="menu-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
