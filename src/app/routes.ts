/**
 * The host app's routes (spec §2): path, meta and the lazily loaded page. The router (src/app/router) matches
 * them in this order, so specific paths come before the catch-all detail page.
 *
 * Meta (spec §2): requiresAuth (the registration wall opens and the navigation is cancelled for anonymous
 * listeners), hideMobileNavigationBar (no top bar on narrow screens), pageName (screen_view's page_name).
 * hideMiniPlayer is ours: the spec says the mini player shows on every route "except those whose meta hides it".
 */
import type { ComponentType } from 'react';

export interface RouteMeta {
  pageName: string;
  requiresAuth?: boolean;
  hideMobileNavigationBar?: boolean;
  hideMiniPlayer?: boolean;
}

/** Every page receives the route's params; `*` is the rest of the path for wildcard routes. */
export interface PageProps {
  params: Record<string, string>;
}

export interface RouteDefinition {
  path: string;
  meta: RouteMeta;
  page: () => Promise<{ default: ComponentType<PageProps> }>;
}

export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', meta: { pageName: 'explore' }, page: () => import('./pages/explore-page') },
  {
    path: '/auth/callback',
    meta: { pageName: 'auth_callback', hideMobileNavigationBar: true, hideMiniPlayer: true },
    page: () => import('./pages/auth/callback-page'),
  },
  {
    path: '/user/login',
    meta: { pageName: 'login', hideMobileNavigationBar: true, hideMiniPlayer: true },
    page: () => import('./pages/auth/login-page'),
  },
  {
    path: '/user/logout',
    meta: { pageName: 'logout', hideMobileNavigationBar: true, hideMiniPlayer: true },
    page: () => import('./pages/auth/logout-page'),
  },
  {
    path: '/competitions/:name',
    meta: { pageName: 'microsite' },
    page: () => import('./pages/microsite-page'),
  },
  { path: '/sites/:name', meta: { pageName: 'microsite' }, page: () => import('./pages/microsite-page') },
  {
    path: '/error/connection-error',
    meta: { pageName: 'connection_error' },
    page: () => import('./pages/error-page'),
  },
  { path: '/error/empty-error', meta: { pageName: 'empty_error' }, page: () => import('./pages/error-page') },
  {
    path: '/error/something-went-wrong',
    meta: { pageName: 'something_went_wrong' },
    page: () => import('./pages/error-page'),
  },
  {
    path: '/my-content',
    meta: { pageName: 'my_content', requiresAuth: true },
    page: () => import('./pages/my-content-page'),
  },
  {
    path: '/my-content/:type',
    meta: { pageName: 'my_content_bookmarks', requiresAuth: true, hideMobileNavigationBar: true },
    page: () => import('./pages/my-content-type-page'),
  },
  { path: '/preview/*', meta: { pageName: 'preview' }, page: () => import('./pages/preview-page') },
  {
    path: '/search',
    meta: { pageName: 'search', hideMobileNavigationBar: true },
    page: () => import('./pages/search-page'),
  },
  {
    path: '/settings',
    meta: { pageName: 'settings', hideMobileNavigationBar: true },
    page: () => import('./pages/settings-page'),
  },
  { path: '/stations', meta: { pageName: 'stations' }, page: () => import('./pages/stations-page') },
  {
    path: '/station/:station/guide',
    meta: { pageName: 'epg' },
    page: () => import('./pages/guide-page'),
  },
  {
    path: '/station/:id',
    meta: { pageName: 'station_selection' },
    page: () => import('./pages/station/station-page'),
  },
  { path: '/ui', meta: { pageName: 'ui' }, page: () => import('./pages/ui-showcase-page') },
  { path: '/*', meta: { pageName: 'detail_page' }, page: () => import('./pages/detail-page') },
];
