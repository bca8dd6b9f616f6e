/**
 * Text for content metadata (docs/product.md, "Content" common fields): publish dates in South African English, durations such as
 * "1 hr 5 min", and the API's station enum as the documented station ids. Pure, so it is unit-tested without a DOM.
 */
import type { Station } from '../../core/api/generated/graphql';
import { formatSastDate } from '../../core/sast-format';
import { STATION_BRAND } from '../../core/stations/station-brand';
import type { StationId } from '../../core/stations/station-ids';

/** "23 November 2026" in South African time, or '' for a date that cannot be read. */
export function formatPublishDate(iso8601: string): string {
  const ms = new Date(iso8601).getTime();
  return Number.isNaN(ms) ? '' : formatSastDate(ms);
}

/** "1 hr 5 min", "12 min", "45 sec"; '' when unknown, zero or not a number. */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} hr ${minutes} min` : `${hours} hr`;
  if (minutes > 0) return `${minutes} min`;
  return `${whole} sec`;
}

/** The GraphQL Station enum (`_702`, `capetalk`, ...) as the documented id, or null for `none`. */
export function stationIdOf(station: Station | null | undefined): StationId | null {
  switch (station) {
    case '_702':
      return '702';
    case '_947':
      return '947';
    case 'kfm':
    case 'capetalk':
      return station;
    default:
      return null;
  }
}

/** The documented station id as the GraphQL enum value. */
export function stationEnumOf(id: StationId): Station {
  return id === '702' ? '_702' : id === '947' ? '_947' : id;
}

/** Display name of a station enum value, '' for none. */
export function stationLabel(station: Station | null | undefined): string {
  const id = stationIdOf(station);
  return id ? STATION_BRAND[id].name : '';
}

/** Accent colour of a station enum value; the default red for none. */
export function stationColor(station: Station | null | undefined): string {
  const id = stationIdOf(station);
  return id ? STATION_BRAND[id].color : '#e30613';
}
