/**
 * Renders the page of the current location: matches the route table, loads the page lazily (docs/product.md,
 * "Routes") and passes it the route params. A page that throws while rendering becomes the
 * something-went-wrong screen instead of a blank page; a protected route renders nothing until the listener is
 * known to be signed in (guard.ts sends anonymous listeners elsewhere).
 */
import { useStore } from '@nanostores/react';
import {
  Component,
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { $session } from '../../core/auth/session';
import { useHydrated } from '../../ui/ssr/use-hydrated';
import { recordProblem } from '../../core/monitoring/problems';
import { loadedPage, loadPage, ROUTES, type PageProps, type RouteDefinition } from '../routes';
import { showErrorPage } from './error-pages';
import { matchRoute } from './match';
import { useAppLocation } from './use-app-location';

/**
 * One component per route, chosen once, so a page keeps its state while its route stays: the page itself when
 * its module has loaded already (a server-rendered page loads it before hydrating, so the page hydrates in the
 * first pass: a lazy page would still be waiting when the first store updates arrive, and React would then
 * render it anew in the browser instead of hydrating it), else a lazy one.
 */
const PAGES = new Map<RouteDefinition, ComponentType<PageProps>>();
function pageOf(route: RouteDefinition): ComponentType<PageProps> {
  let page = PAGES.get(route);
  if (!page) {
    page = loadedPage(route)?.default ?? lazy(() => loadPage(route));
    PAGES.set(route, page);
  }
  return page;
}

class PageErrorBoundary extends Component<{ children: ReactNode; path: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    recordProblem({ area: 'page', message: `render failed: ${message}`, detail: { path: this.props.path } });
    // A lazy chunk that fails to load is a connection problem; anything else went wrong in the page.
    const kind = /dynamically imported module|Failed to fetch/i.test(message)
      ? 'connection-error'
      : 'something-went-wrong';
    showErrorPage(kind, { replace: true, from: this.props.path });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

let pageReady = false;
const onPageReady: (() => void)[] = [];

/**
 * Runs `run` once the first page's boundary has committed. In a server-rendered page that boundary hydrates in
 * a commit of its own, after the rest of the app's: until then its fields and buttons are the server's markup,
 * and React would put back anything done to them.
 */
export function whenPageReady(run: () => void): void {
  if (pageReady) run();
  else onPageReady.push(run);
}

/**
 * Marks #root with the path of the page on screen once its boundary has committed (in a server-rendered page:
 * hydrated), for the bench and the browser tests, which measure and check "the page is interactive".
 */
function PageMounted({ path }: { path: string }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-page-ready', path);
    pageReady = true;
    for (const run of onPageReady.splice(0)) run();
  }, [path]);
  return null;
}

function PageLoading() {
  return (
    <main className="page page-loading" aria-busy="true">
      <p className="visually-hidden">Loading…</p>
    </main>
  );
}

/** A protected route's page, once the listener is known to be signed in. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useStore($session, { ssr: 'initial' });
  return session.status === 'signed-in' ? children : <PageLoading />;
}

/** A page only the browser can render (docs/ssr.md), from the render after hydration. */
function BrowserOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageLoading />;
}

/*
 * The session and the end of hydration are read by the wrappers above, on the routes that need them, not here:
 * both change right after hydration (the session is read from storage; hydration ends), and a change here
 * rendered the whole page again in one task of 150-220 ms on a phone's CPU (docs/performance.md, "Main thread").
 */
export function RouterView() {
  const location = useAppLocation();
  const match = matchRoute(ROUTES, location.pathname);
  if (!match) return null; // the catch-all route matches every path
  const page = pageOf(match.route);
  let content: ReactNode = (
    <PageErrorBoundary key={location.pathname} path={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        {createElement(page, { params: match.params })}
        <PageMounted path={location.pathname} />
      </Suspense>
    </PageErrorBoundary>
  );
  if (match.route.meta.clientOnly) content = <BrowserOnly>{content}</BrowserOnly>;
  if (match.route.meta.requiresAuth) content = <SignedInOnly>{content}</SignedInOnly>;
  return content;
}
