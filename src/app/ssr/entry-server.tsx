/**
 * Server rendering of one request (docs/decisions.md "Server rendering"), built by `vite build --ssr` and called
 * by the production server (app-server/). Two steps:
 *
 * 1. Data: the page renders (react-dom/static's prerender, which waits for the lazy page and for useApi's loads)
 *    until Apollo's queries have answered (Apollo's prerenderStatic), bounded by `dataTimeoutMs`: past it, the
 *    parts still waiting render their loading state and the browser loads them itself.
 * 2. HTML: with every answer in hand, React streams the page (renderToPipeableStream) into the response, after a
 *    head that already names the status, the title, the route's styles and chunk and the largest image.
 *
 * Each request has its own Apollo Client and location; nothing of one request, and nothing of any signed-in
 * listener (the server has no session: it renders as the browser does before its session is known), can reach
 * another's HTML.
 */
import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Writable } from 'node:stream';
import { createApiClient } from '../../core/api/client';
import { ServerRequestContext, type PreloadImage, type ServerRequest } from '../../ui/ssr/server-request';
import { App } from '../app';
import { routeTitle, fullTitle } from '../router/page-title';
import { RequestLocationContext } from '../router/use-app-location';
import { matchRoute } from '../router/match';
import { loadPage, ROUTES } from '../routes';
import { serialiseHydrationData } from './hydration-data';

export interface RenderOptions {
  /** Path and query of the request, e.g. `/station/702?x=1`. */
  url: string;
  /** How long the page may wait for its data before it renders loading states instead. */
  dataTimeoutMs: number;
  /** The content API's fetch (tests and the production server may bound or observe it). */
  fetch?: typeof fetch;
}

export interface RenderedPage {
  status: number;
  /** The document title. */
  title: string;
  preloadImage: PreloadImage | null;
  /** The route's page module (a key of the client build's manifest, relative to the project root). */
  pageModule: string;
  /** `<script type="application/json">` content for src/app/ssr/hydration-data.ts. */
  hydrationData: string;
  /** Whether the data step ran out of time (some parts render their loading state). */
  timedOut: boolean;
  /** Streams the app's markup (the content of #root) into `destination`; resolves when written. */
  pipe(destination: Writable): Promise<void>;
}

export async function renderPage(options: RenderOptions): Promise<RenderedPage> {
  const url = new URL(options.url, 'http://ssr.invalid');
  const location = { pathname: url.pathname, search: url.search, hash: '' };
  const match = matchRoute(ROUTES, url.pathname);
  if (!match) throw new Error(`[primedia] no route for ${url.pathname}`); // the catch-all matches every path
  await loadPage(match.route); // the page's module, before the first render needs it

  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), options.dataTimeoutMs);
  const deadline = new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve()));
  const request: ServerRequest = {
    status: 200,
    title: null,
    preloadImage: null,
    loads: new Map(),
    answers: new Map(),
    deadline,
  };
  const client = createApiClient({ ssrMode: true, fetch: options.fetch });
  const tree = (
    <StrictMode>
      <ServerRequestContext value={request}>
        <RequestLocationContext value={location}>
          <App client={client} />
        </RequestLocationContext>
      </ServerRequestContext>
    </StrictMode>
  );

  try {
    await prerenderStatic({
      tree,
      renderFunction: (element) => prerenderToNodeStream(element, { signal: stop.signal }),
      signal: stop.signal,
      ignoreResults: true,
    });
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
    pageModule: `src/app/${match.route.module.replace(/^\.\//, '')}`,
    hydrationData: serialiseHydrationData({ apollo: client.extract() as NormalizedCacheObject, answers }),
    timedOut,
    pipe: (destination) =>
      new Promise<void>((resolve, reject) => {
        const stream = renderToPipeableStream(tree, {
          // Everything is answered by now, so the whole page is ready at once; React writes it in place (never
          // as a hidden part moved in by an inline script, which the Content-Security-Policy forbids and a
          // browser without JavaScript would not run), however large the page.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => {
            stream.pipe(destination);
            destination.on('finish', resolve);
          },
          onShellError: reject,
          onError: (error) => {
            // A part that fails renders its error state in the browser; the page itself still goes out.
            console.error('[primedia] server rendering:', error instanceof Error ? error.message : error);
          },
        });
      }),
  };
}
