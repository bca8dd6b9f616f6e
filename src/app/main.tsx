import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startApiCacheFrom } from '../core/api/connection';
import { recordProblem } from '../core/monitoring/problems';
import { App } from './app';
import { keepEarlyChanges } from './early-changes';
import { matchRoute } from './router/match';
import { loadPage, ROUTES } from './routes';
import { readHydrationData } from '../ui/ssr/hydration-data';
import { startApp } from './start';

/**
 * Marks the end of hydration for `npm run bench`'s main-thread breakdown (docs/performance.md, "Main thread"):
 * effects run once the whole tree has hydrated. Renders nothing, so the server's HTML still matches.
 */
function HydrationMeasure() {
  useEffect(() => {
    if (performance.getEntriesByName('primedia:hydration', 'measure').length === 0)
      performance.measure('primedia:hydration', 'primedia:hydration');
  }, []);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('[primedia] index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const hydration = container.hasAttribute('data-ssr') ? readHydrationData() : null;

if (hydration) {
  // A server-rendered page (src/app/ssr): the Apollo cache, whenever the client loads, starts with the server's
  // answers, and the page's module is loaded before hydration so the first render matches the HTML instead of
  // waiting on its chunk.
  startApiCacheFrom(hydration.apollo);
  keepEarlyChanges(container); // a choice made in a field before hydration is made again after it
  performance.mark('primedia:start');
  startApp({ serverRendered: true });
  performance.measure('primedia:start', 'primedia:start');
  const match = matchRoute(ROUTES, location.pathname);
  const ready = match ? loadPage(match.route).catch(() => undefined) : Promise.resolve();
  void ready.then(() => {
    performance.mark('primedia:hydration');
    hydrateRoot(
      container,
      <>
        {app}
        <HydrationMeasure />
      </>,
      {
        // A mismatch makes React render that part again in the browser: the listener sees it flash, so it is
        // reported (and tests fail on it).
        // The production build's message names no element; the component stack's first lines say where.
        onRecoverableError: (error, info) => {
          const message = error instanceof Error ? error.message : String(error);
          const where = (info.componentStack ?? '').trim().split('\n').slice(0, 6).join(' < ');
          console.error(`[primedia] hydration: ${message} (${location.pathname}: ${where})`);
          recordProblem({
            area: 'page',
            message: `hydration: ${message}`,
            detail: { path: location.pathname, where },
          });
        },
      },
    );
  });
} else {
  startApp({ serverRendered: false });
  createRoot(container).render(app);
}
