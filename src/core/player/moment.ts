/**
 * A shared moment (docs/product.md, "Share a moment"): a link to an item's page with `?t=` seconds into it,
 * made by "Share at 12:34" and read by the page it opens. A value that is not a whole number of seconds
 * inside the item is refused with a message that says so; the page then opens as it would without it.
 */
import { formatClock } from '../time';

const MOMENT_PARAM = 't';

/** Longer than any item we carry: a bigger value is a mistyped link, not a moment. */
const LONGEST_SECONDS = 24 * 60 * 60;

export type Moment = { ok: true; seconds: number } | { ok: false; message: string };

/** The page link at `seconds` (whole seconds), on `origin` unless the page URL is absolute already. */
export function momentUrl(pageUrl: string, seconds: number, origin: string): string {
  const url = new URL(pageUrl, origin);
  url.searchParams.set(MOMENT_PARAM, String(Math.max(0, Math.floor(seconds))));
  return url.href;
}

/** "12:34" (or "1:02:03") for a moment's label. */
export function momentLabel(seconds: number): string {
  return formatClock(seconds).replace(/^0(?=\d:)/, '');
}

/**
 * The moment a page's query asks for: null without one; refused when it is not whole seconds or lies past
 * the end of the item (`durationSeconds`, when known).
 */
export function momentFromQuery(search: string, durationSeconds: number | null): Moment | null {
  const raw = new URLSearchParams(search).get(MOMENT_PARAM);
  if (raw === null) return null;
  const shown = raw.length > 12 ? `${raw.slice(0, 12)}…` : raw;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > LONGEST_SECONDS) {
    return {
      ok: false,
      message: `The link's time "${shown}" is not a time in seconds, so it opens at the start.`,
    };
  }
  const seconds = Number(raw);
  if (durationSeconds !== null && durationSeconds > 0 && seconds >= durationSeconds) {
    return {
      ok: false,
      message: `The link's time ${momentLabel(seconds)} is past the end (${momentLabel(durationSeconds)}), so it opens at the start.`,
    };
  }
  return { ok: true, seconds };
}
