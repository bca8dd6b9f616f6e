/**
 * The host app's routes (docs/product.md, "Routes"): path, meta and the page's module (loaded by routes.ts). The router
 * (src/app/router) matches them in this order, so specific paths come before the catch-all detail page. Plain
 * data, so what runs outside the app's build (the browser tests) can read it too.
 *
 * Meta (docs/product.md, "Routes"): requiresAuth (the registration wall opens and the navigation is cancelled for anonymous
 * listeners), hideMobileNavigationBar (no top bar on narrow screens), pageName (screen_view's page_name).
 * hideMiniPlayer is ours: docs/product.md says the mini player shows on every route "except those whose meta hides it".
 */
interface RouteMeta {
  pageName: string;
  requiresAuth?: boolean;
  hideMobileNavigationBar?: boolean;
  hideMiniPlayer?: boolean;
  /**
   * An embed page (docs/widgets.md, "Iframe and oEmbed"): the page alone, without the app's menus, bars or mini
   * player, for a partner's iframe.
   */
  embed?: boolean;
  /**
   * Rendered only in the browser (src/app/ssr renders its loading shell): pages whose content depends on who is
   * signed in or on the sign-in in progress, which a shared server response must never contain.
   */
  clientOnly?: boolean;
}

/** Every page receives the route's params; `*` is the rest of the path for wildcard routes. */
export interface PageProps {
  params: Record<string, string>;
}

export interface RouteDefinition {
  path: string;
  meta: RouteMeta;
  /** The page's module, relative to src/app (a key of routes.ts's PAGE_MODULES). */
  module: string;
}

export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', meta: { pageName: 'explore' }, module: './pages/explore-page.tsx' },
  {
    path: '/auth/callback',
    meta: {
      clientOnly: true,
      pageName: 'auth_callback',
      hideMobileNavigationBar: true,
      hideMiniPlayer: true,
    },
    module: './pages/auth/callback-page.tsx',
  },
  {
    path: '/user/login',
    meta: { clientOnly: true, pageName: 'login', hideMobileNavigationBar: true, hideMiniPlayer: true },
    module: './pages/auth/login-page.tsx',
  },
  {
    path: '/partner-action',
    meta: {
      clientOnly: true,
      pageName: 'partner_action',
      hideMobileNavigationBar: true,
      hideMiniPlayer: true,
    },
    module: './pages/auth/partner-action-page.tsx',
  },
  {
    path: '/user/logout',
    meta: { clientOnly: true, pageName: 'logout', hideMobileNavigationBar: true, hideMiniPlayer: true },
    module: './pages/auth/logout-page.tsx',
  },
  {
    path: '/competitions/:name',
    meta: { pageName: 'microsite' },
    module: './pages/microsite-page.tsx',
  },
  { path: '/sites/:name', meta: { pageName: 'microsite' }, module: './pages/microsite-page.tsx' },
  {
    path: '/error/connection-error',
    meta: { pageName: 'connection_error' },
    module: './pages/error-page.tsx',
  },
  { path: '/error/empty-error', meta: { pageName: 'empty_error' }, module: './pages/error-page.tsx' },
  {
    path: '/error/something-went-wrong',
    meta: { pageName: 'something_went_wrong' },
    module: './pages/error-page.tsx',
  },
  {
    path: '/my-content',
    meta: { pageName: 'my_content', requiresAuth: true },
    module: './pages/my-content-page.tsx',
  },
  {
    path: '/my-content/downloads',
    meta: { pageName: 'my_content_downloads', requiresAuth: true, hideMobileNavigationBar: true },
    module: './pages/downloads-page.tsx',
  },
  {
    path: '/my-content/:type',
    meta: { pageName: 'my_content_bookmarks', requiresAuth: true, hideMobileNavigationBar: true },
    module: './pages/my-content-type-page.tsx',
  },
  {
    path: '/preview/*',
    meta: { pageName: 'preview', clientOnly: true },
    module: './pages/preview-page.tsx',
  },
  {
    path: '/search',
    meta: { pageName: 'search', hideMobileNavigationBar: true },
    module: './pages/search-page.tsx',
  },
  {
    path: '/settings',
    meta: { pageName: 'settings', hideMobileNavigationBar: true },
    module: './pages/settings-page.tsx',
  },
  { path: '/stations', meta: { pageName: 'stations' }, module: './pages/stations-page.tsx' },
  {
    path: '/station/:station/guide',
    meta: { pageName: 'epg' },
    module: './pages/guide-page.tsx',
  },
  {
    path: '/station/:id',
    meta: { pageName: 'station_selection' },
    module: './pages/station/station-page.tsx',
  },
  {
    path: '/embed/station/:id',
    meta: { pageName: 'embed_station', embed: true, hideMobileNavigationBar: true, hideMiniPlayer: true },
    module: './pages/embed/station-embed-page.tsx',
  },
  {
    path: '/embed/podcast/:id',
    meta: { pageName: 'embed_podcast', embed: true, hideMobileNavigationBar: true, hideMiniPlayer: true },
    module: './pages/embed/podcast-embed-page.tsx',
  },
  { path: '/widgets', meta: { pageName: 'widget_builder' }, module: './pages/widgets-builder-page.tsx' },
  { path: '/ui', meta: { pageName: 'ui' }, module: './pages/ui-showcase-page.tsx' },
  { path: '/*', meta: { pageName: 'detail_page' }, module: './pages/detail-page.tsx' },
];

/** The embed pages' paths, the only pages any origin may frame (scripts/app-security-headers.ts). */
export const isEmbedPath = (pathname: string) => pathname === '/embed' || pathname.startsWith('/embed/');
