/**
 * A shared moment of radio (docs/time-shift.md, "Share a moment"): a station page link naming a time,
 * `/station/{station}?at={unix seconds}`, which offers to play the station's catch-up from there.
 */

/** The station page's link to `unixSeconds` on `station`. */
export function momentPath(station: string, unixSeconds: number): string {
  return `/station/${encodeURIComponent(station)}?at=${Math.floor(unixSeconds)}`;
}

/** The moment a station page's query names, or null when it names none or no whole unix seconds. */
export function momentFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('at');
  return raw && /^\d{1,11}$/.test(raw) ? Number(raw) : null;
}

const format = new Intl.DateTimeFormat('en-ZA', {
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'long',
  hour12: false,
  timeZone: 'Africa/Johannesburg',
});

/** "07:42, Saturday", South African time. */
export function momentLabel(unixSeconds: number): string {
  const parts = Object.fromEntries(format.formatToParts(unixSeconds * 1000).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}, ${parts.weekday}`;
}
