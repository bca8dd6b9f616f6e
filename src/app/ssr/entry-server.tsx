/**
 * Server rendering of one request (docs/ssr.md), built by `vite build --ssr` and called
 * by the production server (app-server/). The page renders with react-dom/static's prerender (which waits for
 * the lazy page and for the loads of useApi and useFirstAnswer) until Apollo's queries have answered (Apollo's
 * prerenderStatic re-renders while new queries start), bounded by `dataTimeoutMs`: past it, the parts still
 * waiting render their loading state and the browser loads them itself. The last render is the page: it is what
 * the data said, errors included, so the status (404 when content does not exist, 503 when the API failed) and
 * the markup always agree.
 *
 * Each request has its own Apollo Client and location; nothing of one request, and nothing of any signed-in
 * listener (the server has no session: it renders as the browser does before its session is known), can reach
 * another's HTML.
 */
import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createApiClient } from '../../core/api/client';
import { serviceConfig } from '../../core/config';
import { catalogUrl } from '../../core/player/catalog/catalog-source';
import { expectedLadderUrl } from '../../core/stations/live-streams';
import { createServerRequest, ServerRequestContext, type PreloadImage } from '../../ui/ssr/server-request';
import { RequestApiClientContext } from '../api/request-client';
import { App } from '../app';
import { routeTitle, fullTitle } from '../router/page-title';
import { RequestLocationContext } from '../router/use-app-location';
import { matchRoute } from '../router/match';
import { loadPage, ROUTES } from '../routes';
import { serialiseHydrationData } from '../../ui/ssr/hydration-data';
import { setSanitizerWindow } from '../../ui/rich-text/sanitize';
import { loadSanitizer } from '../../ui/rich-text/sanitizer';

// Articles and static pages are CMS HTML: sanitised here as in the browser (src/ui/rich-text), with jsdom's
// parser, so their text is in the page's HTML. One window for every request: DOMPurify only parses with it.
setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);

export interface RenderOptions {
  /** Path and query of the request, e.g. `/station/702?x=1`. */
  url: string;
  /** How long the page may wait for its data before it renders loading states instead. */
  dataTimeoutMs: number;
  /** The content API's fetch (tests and the production server may bound or observe it). */
  fetch?: typeof fetch;
  /**
   * The browser sent `Save-Data: on` (docs/data-saver.md): images render as the data saver's smaller crops, so the
   * hero the page preloads is the small one, not a full-size picture fetched before the app could switch.
   */
  saveData?: boolean;
}

export interface RenderedPage {
  status: number;
  /** The document title. */
  title: string;
  preloadImage: PreloadImage | null;
  /** API answers a press may need before the app's code has run: the catalog of each live stream shown. */
  preloadFetches: string[];
  /** The route's page module (a key of the client build's manifest, relative to the project root). */
  pageModule: string;
  /** `<script type="application/json">` content for src/ui/ssr/hydration-data.ts. */
  hydrationData: string;
  /** Whether the data step ran out of time (some parts render their loading state). */
  timedOut: boolean;
  /** The app's markup: the content of #root. */
  html: string;
}

export async function renderPage(options: RenderOptions): Promise<RenderedPage> {
  const url = new URL(options.url, 'http://ssr.invalid');
  const location = { pathname: url.pathname, search: url.search, hash: '' };
  const match = matchRoute(ROUTES, url.pathname);
  if (!match) throw new Error(`[primedia] no route for ${url.pathname}`); // the catch-all matches every path
  await loadPage(match.route); // the page's module, before the first render needs it
  await loadSanitizer(); // CMS HTML is rendered sanitised, never left for the browser

  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), options.dataTimeoutMs);
  const deadline = new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve()));
  const request = createServerRequest(deadline, options.saveData === true);
  // The request's queries end with it: one still waiting when the page is sent is cancelled.
  const baseFetch = options.fetch ?? fetch;
  const client = createApiClient({
    ssrMode: true,
    fetch: (input, init) =>
      baseFetch(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, stop.signal]) : stop.signal,
      }),
  });
  const tree = (
    <StrictMode>
      <ServerRequestContext value={request}>
        <RequestLocationContext value={location}>
          <RequestApiClientContext value={client}>
            <App />
          </RequestApiClientContext>
        </RequestLocationContext>
      </ServerRequestContext>
    </StrictMode>
  );

  let html: string;
  try {
    const rendered = await prerenderStatic({
      tree,
      renderFunction: (element) => {
        // What the page says of itself comes from the last render, the one with all the data.
        Object.assign(request, { status: 200, title: null, preloadImage: null, liveStreams: new Set() });
        return prerenderToNodeStream(element, {
          // Every part is written in place, however large (never as a hidden part moved in by an inline
          // script, which the Content-Security-Policy forbids and a browser without JavaScript would not run).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            // A part that fails renders its error state in the browser; the page itself still goes out.
            console.error('[primedia] server rendering:', error instanceof Error ? error.message : error);
          },
        });
      },
      signal: stop.signal,
    });
    html = rendered.result;
  } finally {
    clearTimeout(timer);
  }
  const timedOut = stop.signal.aborted;
  stop.abort(); // settles useApi's loads still racing the deadline

  const answers = Object.fromEntries(
    [...request.answers].filter(([, answer]) => answer.status !== 'timed-out'),
  );
  const title = fullTitle(request.title ?? routeTitle(match.route.meta.pageName, match.params));
  return {
    status: request.status,
    title,
    preloadImage: request.preloadImage,
    // Each live control's catalog answer and, where the media origin's naming says, its ladder: the press
    // entry reads both as soon as it runs (prepareLive), and a press needs them before any media request.
    preloadFetches: [...request.liveStreams].flatMap((mediaId) => {
      const ladder = expectedLadderUrl(mediaId);
      return [catalogUrl(mediaId, serviceConfig), ...(ladder ? [ladder] : [])];
    }),
    pageModule: `src/app/${match.route.module.replace(/^\.\//, '')}`,
    hydrationData: serialiseHydrationData({
      apollo: client.extract() as NormalizedCacheObject,
      answers,
      saveData: request.saveData,
    }),
    timedOut,
    html,
  };
}
