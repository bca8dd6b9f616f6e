/**
 * Page titles (document.title) per route, and `usePageTitle` for pages that know a better one (a headline).
 * The title is also what the navigation announcer reads out (navigation-effects.tsx).
 */
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { useServerRequest } from '../../ui/ssr/server-request';

const SITE_NAME = 'Primedia+';

const TITLES: Record<string, string> = {
  explore: 'Explore',
  stations: 'Stations',
  search: 'Search',
  settings: 'Settings',
  my_content: 'My Content',
  my_content_bookmarks: 'My Content',
  my_content_downloads: 'Downloads',
  epg: 'Programme guide',
  microsite: 'Primedia+',
  detail_page: 'Primedia+',
  preview: 'Preview',
  connection_error: 'Connection error',
  empty_error: 'Nothing to show',
  something_went_wrong: 'Something went wrong',
  ui: 'Component showcase',
  embed_station: 'Live radio',
  embed_podcast: 'Podcast episodes',
  widget_builder: 'Widget builder',
  login: 'Log in',
  logout: 'Log out',
  auth_callback: 'Signing in',
};

export function routeTitle(pageName: string, params: Record<string, string>): string {
  if (pageName === 'station_selection') return `Station ${params.id ?? ''}`.trim();
  return TITLES[pageName] ?? SITE_NAME;
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/** The title a page set for itself, or null for the route's own. */
export const $pageTitle = atom<string | null>(null);

export function usePageTitle(title: string | null | undefined): void {
  const request = useServerRequest();
  if (request && title) request.title = title; // the server writes it into the head
  useEffect(() => {
    if (!title) return;
    $pageTitle.set(title);
    document.title = fullTitle(title);
    return () => $pageTitle.set(null);
  }, [title]);
}
