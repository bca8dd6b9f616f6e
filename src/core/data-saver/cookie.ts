/**
 * The data saver's word to the host app's server (docs/data-saver.md). The setting lives in this device's storage, which
 * a server never sees: a page rendered without knowing it offered the full-size crops, and the browser fetched
 * them while parsing, before the app had run and switched to the data saver's smaller crops. A listener with
 * the data saver on paid for both. While it is on, this cookie says so, and the server renders the data
 * saver's crops from the first byte, as it does for `Save-Data: on`.
 *
 * It mirrors whether the data saver is on now (On, or Auto on mobile data), not the setting, so Auto on a phone
 * is known too from the second visit on. Only the host app writes it: a partner page's widgets never set
 * cookies on a partner's site.
 */
import type { ReadableAtom } from 'nanostores';

export const DATA_SAVER_COOKIE = 'primedia-data-saver';

/** A year: the setting is kept as long as the device keeps it. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a request's `Cookie` header says the data saver is on; anything else (absent, garbled) says no. */
export function cookieSaysSaveData(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => pair.trim() === `${DATA_SAVER_COOKIE}=on`);
}

/** Keeps the cookie in step with `active` from now on (host app only, in the browser). */
export function mirrorDataSaverInCookie(active: ReadableAtom<boolean>, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  active.subscribe((on) => {
    if (cookieSaysSaveData(doc.cookie) === on) return;
    doc.cookie = on
      ? `${DATA_SAVER_COOKIE}=on; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
      : `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  });
}
