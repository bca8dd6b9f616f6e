/**
 * Renders the page of the current location: matches the route table, loads the page lazily (spec §2 "Pages
 * load lazily") and passes it the route params.
 */
import { useStore } from '@nanostores/react';
import { createElement, lazy, Suspense } from 'react';
import { ROUTES } from '../routes';
import { $location } from './location';
import { matchRoute } from './match';

/** One lazy component per route, made once, so a page keeps its state while its route stays. */
const PAGES = new Map(ROUTES.map((route) => [route, lazy(route.page)]));

export function RouterView() {
  const location = useStore($location);
  const match = matchRoute(ROUTES, location.pathname);
  const page = match && PAGES.get(match.route);
  if (!match || !page) return null; // the catch-all route matches every path
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      {createElement(page, { params: match.params })}
    </Suspense>
  );
}
