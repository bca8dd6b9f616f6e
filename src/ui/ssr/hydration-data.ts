/**
 * The data a server-rendered page carries for hydration: the Apollo cache and useApi's answers, in a
 * `<script type="application/json">` (data, never run, so the Content-Security-Policy needs no inline script).
 * Read once. useApi starts from an answer here and forgets it once mounted, so a later visit to the same page
 * loads fresh data (a render React throws away and repeats still finds it).
 */
import type { NormalizedCacheObject } from '@apollo/client';
import type { SettledAnswer } from './server-request';

const HYDRATION_DATA_ID = 'primedia-ssr-data';

export interface HydrationData {
  apollo: NormalizedCacheObject;
  answers: Record<string, SettledAnswer>;
  /** The page was rendered for `Save-Data: on` (the data saver's image crops). */
  saveData?: boolean;
}

let data: HydrationData | null | undefined;

export function readHydrationData(): HydrationData | null {
  if (data !== undefined) return data;
  data = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return data;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<HydrationData>;
    if (parsed && typeof parsed === 'object' && parsed.apollo && parsed.answers)
      data = parsed as HydrationData;
  } catch {
    // A damaged block is no worse than none: the page loads its data itself.
  }
  return data;
}

/** The server's answer for a useApi key, if the page came with one. */
export function peekHydratedAnswer(key: string): SettledAnswer | undefined {
  return readHydrationData()?.answers[key];
}

export function forgetHydratedAnswer(key: string): void {
  const answers = readHydrationData()?.answers;
  if (answers) delete answers[key];
}

/** Serialises for a `<script type="application/json">`: nothing in it can close the element. */
export function serialiseHydrationData(value: HydrationData): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
