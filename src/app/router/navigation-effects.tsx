/**
 * What happens around each navigation (docs/product.md, "Analytics"; accessibility): a screen_view event, the document
 * title, focus moved to the new page's main heading (or main) with the title announced, and scroll: top for a
 * new page, the saved position on back/forward. Only locations the guard allowed ever reach $location.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { logEvent } from '../../core/analytics';
import { screenViewParams } from '../../core/analytics/screen-view';
import { ROUTES } from '../routes';
import { $location, $navigation } from './location';
import { matchRoute } from './match';
import { $pageTitle, fullTitle, routeTitle } from './page-title';

const WAIT_MS = 3000;

/** Calls `found` with the element once it exists (lazy pages render a moment later), giving up after WAIT_MS. */
function whenPresent<T>(find: () => T | null, found: (value: T) => void): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    const value = find();
    if (value !== null) found(value);
    else if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

export function NavigationEffects() {
  const loc = useStore($location);
  const nav = useStore($navigation);
  const pageTitle = useStore($pageTitle);
  const [announcement, setAnnouncement] = useState('');

  const match = matchRoute(ROUTES, loc.pathname);
  const pageName = match?.route.meta.pageName ?? 'detail_page';
  const params = match?.params ?? {};
  const title = pageTitle ?? routeTitle(pageName, params);

  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);

  // screen_view once per location; the query string is not a new screen (search typing updates ?q=).
  // The ref keeps StrictMode's repeated effect (development) from logging the same screen twice.
  const key = `${loc.pathname}`;
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current === key) return;
    logged.current = key;
    const m = matchRoute(ROUTES, key);
    if (m) logEvent('screen_view', screenViewParams(m.route.meta.pageName, m.params, key));
  }, [key]);

  useEffect(() => {
    if ($navigation.get().kind === 'initial') return; // the first load keeps the browser's focus and scroll
    const cancelFocus = whenPresent(
      () => document.querySelector<HTMLElement>('main h1') ?? null,
      (heading) => {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        setAnnouncement(document.title.replace(/ \| Primedia\+$/, ''));
      },
    );
    let cancelScroll = () => undefined as void;
    if (nav.kind === 'pop') {
      const y = nav.restoreScrollY ?? 0;
      cancelScroll = whenPresent(
        () => (document.documentElement.scrollHeight - innerHeight >= y - 1 ? true : null),
        () => scrollTo(0, y),
      );
    } else if (!loc.hash) {
      scrollTo(0, 0);
    }
    return () => {
      cancelFocus();
      cancelScroll();
    };
    // Runs per page (path) change: a new query string on the same page (search typing) keeps focus and scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loc.pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
