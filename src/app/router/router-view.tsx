/**
 * Renders the page of the current location: matches the route table, loads the page lazily (spec §2 "Pages
 * load lazily") and passes it the route params. A page that throws while rendering becomes the
 * something-went-wrong screen instead of a blank page; a protected route renders nothing until the listener is
 * known to be signed in (guard.ts sends anonymous listeners elsewhere).
 */
import { useStore } from '@nanostores/react';
import { Component, createElement, lazy, Suspense, type ReactNode } from 'react';
import { $session } from '../../core/auth/session';
import { useHydrated } from '../../ui/ssr/use-hydrated';
import { recordProblem } from '../../core/monitoring/problems';
import { loadPage, ROUTES } from '../routes';
import { showErrorPage } from './error-pages';
import { matchRoute } from './match';
import { useAppLocation } from './use-app-location';

/** One lazy component per route, made once, so a page keeps its state while its route stays. */
const PAGES = new Map(ROUTES.map((route) => [route, lazy(() => loadPage(route))]));

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

export function PageLoading() {
  return (
    <main className="page page-loading" aria-busy="true">
      <p className="visually-hidden">Loading…</p>
    </main>
  );
}

export function RouterView() {
  const location = useAppLocation();
  const session = useStore($session, { ssr: 'initial' });
  const hydrated = useHydrated();
  const match = matchRoute(ROUTES, location.pathname);
  const page = match && PAGES.get(match.route);
  if (!match || !page) return null; // the catch-all route matches every path
  if (match.route.meta.requiresAuth && session.status !== 'signed-in') return <PageLoading />;
  if (match.route.meta.clientOnly && !hydrated) return <PageLoading />;
  return (
    <PageErrorBoundary key={location.pathname} path={location.pathname}>
      <Suspense fallback={<PageLoading />}>{createElement(page, { params: match.params })}</Suspense>
    </PageErrorBoundary>
  );
}
