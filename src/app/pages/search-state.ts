/**
 * Search state in the URL (docs/product.md, "Routes" /search, docs/product.md, "Calls to the platform" getSearchContent): `?q=` the words, `media` ALL/AUDIO/VIDEO,
 * `station` one of the filter stations, `page` the skip offset. Parsed defensively: anything unknown falls back
 * to the default. The last search is remembered for the session, so coming back to /search shows it again
 * (the "saved result" view state; see docs/product.md, "Routes").
 */
import type { FilterMediaType, FilterStation } from '../../core/api/generated/graphql';

export const SEARCH_PAGE_SIZE = 10;
const MAX_SKIP = 10_000;
const LAST_SEARCH_KEY = 'primedia.last-search';

export const FILTER_STATIONS: ReadonlyArray<{ value: FilterStation; label: string }> = [
  { value: 'STATION_702', label: '702' },
  { value: 'STATION_947', label: '947' },
  { value: 'KFM', label: 'KFM' },
  { value: 'CAPE_TALK', label: 'CapeTalk' },
];

export interface SearchParams {
  q: string;
  mediaType: FilterMediaType;
  station: FilterStation | null;
  skip: number;
}

export type SearchViewState = 'initial' | 'saved-result' | 'live-result';

const MEDIA = new Set<string>(['ALL', 'AUDIO', 'VIDEO']);
const STATIONS = new Set<string>(FILTER_STATIONS.map((s) => s.value));

export function parseSearch(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const media = (params.get('media') ?? 'ALL').toUpperCase();
  const station = params.get('station');
  const skip = Number(params.get('page') ?? 0);
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    mediaType: (MEDIA.has(media) ? media : 'ALL') as FilterMediaType,
    station: station && STATIONS.has(station) ? (station as FilterStation) : null,
    skip:
      Number.isInteger(skip) && skip >= 0
        ? Math.min(skip - (skip % SEARCH_PAGE_SIZE), MAX_SKIP - SEARCH_PAGE_SIZE)
        : 0,
  };
}

export function searchUrl(params: SearchParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.mediaType !== 'ALL') query.set('media', params.mediaType);
  if (params.station) query.set('station', params.station);
  if (params.skip > 0) query.set('page', String(params.skip));
  const text = query.toString();
  return `/search${text ? `?${text}` : ''}`;
}

export function rememberSearch(params: SearchParams): void {
  try {
    sessionStorage.setItem(LAST_SEARCH_KEY, searchUrl(params).replace(/^\/search/, ''));
  } catch {
    // Storage blocked: the saved result is simply not offered.
  }
}

export function lastSearch(): SearchParams | null {
  try {
    const stored = sessionStorage.getItem(LAST_SEARCH_KEY);
    const parsed = stored ? parseSearch(stored) : null;
    return parsed && parsed.q.trim() ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetSearch(): void {
  try {
    sessionStorage.removeItem(LAST_SEARCH_KEY);
  } catch {
    // nothing stored
  }
}
