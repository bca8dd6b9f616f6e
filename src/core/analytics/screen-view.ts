/**
 * The screen_view parameters of a route (docs/product.md, "Analytics"): page_name is the route meta's pageName; the page
 * identifier is the full path for detail_page, the route param `name` for microsite and the route param `id` for
 * station_selection (as station_name). The programme guide (epg) names its station the same way, and a
 * microsite's type says which kind it is ('competitions' or 'sites'), so the two kinds can be told apart.
 */
import type { AnalyticsParams } from './index';

export function screenViewParams(
  pageName: string,
  params: Record<string, string>,
  pathname: string,
): AnalyticsParams {
  switch (pageName) {
    case 'detail_page':
      return { page_name: pageName, slug: pathname };
    case 'microsite':
      return { page_name: pageName, slug: params.name ?? null, type: pathname.split('/')[1] ?? null };
    case 'station_selection':
      return { page_name: pageName, station_name: params.id ?? null };
    case 'epg':
      return { page_name: pageName, station_name: params.station ?? null };
    default:
      return { page_name: pageName };
  }
}
