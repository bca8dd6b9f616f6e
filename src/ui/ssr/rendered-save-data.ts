/**
 * Whether the HTML this render must match was rendered for `Save-Data: on` (docs/data-saver.md): on the server, the
 * request's header; in the browser, what the page's hydration data says (false for a page rendered in the
 * browser alone, whose first render matches nothing). Images use it until the page has hydrated, then follow
 * the data saver setting itself.
 */
import { readHydrationData } from './hydration-data';
import { useServerRequest } from './server-request';

export function useRenderedSaveData(): boolean {
  const request = useServerRequest();
  if (request) return request.saveData;
  return readHydrationData()?.saveData === true;
}
