/**
 * Redirects (docs/product.md, "Rules": router redirects abort after more than 10 chained redirects). `redirect()` replaces the
 * current entry; the chain counter in location.ts grows with each redirect and resets with any navigation the
 * listener starts. The 11th chained redirect is refused and the something-went-wrong screen shows instead.
 */
import { useEffect, useRef } from 'react';
import { recordProblem } from '../../core/monitoring/problems';
import { showErrorPage } from './error-pages';
import { navigate, redirectCount } from './location';

export const MAX_CHAINED_REDIRECTS = 10;

export function redirect(to: string): void {
  if (redirectCount() >= MAX_CHAINED_REDIRECTS) {
    recordProblem({
      area: 'router',
      message: 'redirect loop aborted',
      detail: { to: to.split('?')[0] ?? '' },
    });
    showErrorPage('something-went-wrong', { replace: true, from: '/' });
    return;
  }
  navigate(to, { replace: true, redirect: true });
}

/** Renders nothing and redirects once mounted. */
export function Redirect({ to }: { to: string }) {
  // Once per target, also under StrictMode's double effects (refs survive its simulated remount).
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === to) return;
    done.current = to;
    redirect(to);
  }, [to]);
  return null;
}
