/**
 * The page frame (docs/product.md, "Layout"): a side menu above 1200 px (at most 300 px wide), a top bar on narrow
 * screens (menu toggle, logo home, search) that route meta `hideMobileNavigationBar` or the `hideMobileNavBar`
 * query flag hides, the overlay menu (closed on any route change), the mini player fixed at the bottom on every
 * route whose meta does not hide it (its height is reserved so it covers nothing), the error toast, and the
 * player's keyboard shortcuts with their "?" dialog.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { MiniPlayer } from '../../ui/mini-player/mini-player';
import { PlayerShortcuts } from '../../ui/player-shortcuts/player-shortcuts';
import { Toast } from '../../ui/toast/toast';
import { ROUTES } from '../routes';
import { Link } from '../router/link';
import { type AppLocation } from '../router/location';
import { matchRoute } from '../router/match';
import { MenuIcon, MenuLinks } from './menu-links';
import { useAppLocation } from '../router/use-app-location';

const loadOverlayMenu = () => import('./overlay-menu');
const OverlayMenu = lazy(loadOverlayMenu);

/** docs/product.md, "Layout": the query flag hideMobileNavBar (present means true) hides the top bar and skips the extra parts. */
export function hasHideMobileNavBarFlag(search: string): boolean {
  return new URLSearchParams(search).has('hideMobileNavBar');
}

/**
 * The two extra script parts of docs/product.md, "Layout": the overlay menu and the ad service, fetched when the page is idle.
 * Resolves once both are in and the ad service has decided whether to start.
 */
export async function preloadExtraParts(): Promise<void> {
  await Promise.all([
    loadOverlayMenu(),
    import('../../core/ads/service').then((ads) => ads.startAdService()),
  ]);
}

function useReservedHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const location = useAppLocation();
  // docs/product.md, "Layout": the overlay closes on any route change; it is open only for the location it was opened at.
  const [openAt, setOpenAt] = useState<AppLocation | null>(null);
  const menuOpen = openAt === location;
  const [playerRef, playerHeight] = useReservedHeight();
  const meta = matchRoute(ROUTES, location.pathname)?.route.meta;
  const hideTopBar = meta?.hideMobileNavigationBar === true || hasHideMobileNavBarFlag(location.search);
  const showMiniPlayer = meta?.hideMiniPlayer !== true;
  // An embed page is framed on a partner's page: the player alone, no way into the rest of the site's chrome.
  if (meta?.embed) return <div className="app-embed">{children}</div>;

  return (
    <div
      className="app-shell"
      data-top-bar={hideTopBar ? 'hidden' : 'shown'}
      style={{ paddingBottom: showMiniPlayer ? playerHeight : 0 }}
    >
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="side-menu">
        <Link href="/" className="brand-link side-menu__brand" aria-label="Primedia+ home">
          Primedia<span aria-hidden="true">+</span>
        </Link>
        <nav aria-label="Main menu">
          <MenuLinks />
        </nav>
      </header>
      {hideTopBar ? null : (
        <header className="top-bar">
          <button
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="overlay-menu"
            onClick={() => setOpenAt(location)}
            onPointerEnter={() => void loadOverlayMenu()}
          >
            <MenuIcon name="menu" />
          </button>
          <Link href="/" className="brand-link" aria-label="Primedia+ home">
            Primedia<span aria-hidden="true">+</span>
          </Link>
          <Link href="/search" className="icon-button" aria-label="Search">
            <MenuIcon name="search" />
          </Link>
        </header>
      )}
      {menuOpen ? (
        <Suspense fallback={null}>
          <OverlayMenu onClose={() => setOpenAt(null)} />
        </Suspense>
      ) : null}
      <div className="app-content" id="main-content" tabIndex={-1}>
        {children}
      </div>
      <div className="app-mini-player" ref={playerRef}>
        {showMiniPlayer ? <MiniPlayer /> : <Toast />}
      </div>
      <PlayerShortcuts />
    </div>
  );
}
