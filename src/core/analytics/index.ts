/**
 * Analytics events (docs/product.md, "Analytics"): `screen_view` on each navigation and
 * `share_content` when content is shared, with the parameters page_name, slug, station_name and type.
 *
 * Events go to `window.dataLayer` in the Google Tag Manager convention (`{ event: name, ...params }`), so a tag
 * manager container added later picks them up without code changes; with no container the array is only a
 * record (tests read it). Parameters that are null or empty are left out.
 */
export type AnalyticsEventName = 'screen_view' | 'share_content';

export interface AnalyticsParams {
  page_name?: string;
  slug?: string | null;
  station_name?: string | null;
  type?: string | null;
}

export type DataLayerEntry = { event: AnalyticsEventName } & AnalyticsParams;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function logEvent(name: AnalyticsEventName, params: AnalyticsParams = {}): DataLayerEntry {
  const entry: DataLayerEntry = { event: name };
  for (const [key, value] of Object.entries(params) as [keyof AnalyticsParams, string | null][]) {
    if (value !== null && value !== undefined && value !== '') entry[key] = value;
  }
  if (typeof window !== 'undefined') {
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
  }
  return entry;
}
