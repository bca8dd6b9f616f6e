/**
 * The CMS HTML sanitiser (./sanitize.ts, DOMPurify: about 11 kB gz) loaded when it is first needed, so a
 * server-rendered article does not wait for it to become interactive: its text arrives sanitised in the HTML
 * (the server loads this before it renders, src/app/ssr), and the browser needs DOMPurify only for CMS HTML it
 * renders itself (a page opened by navigation, a retry).
 */
type Sanitize = (dirty: string) => string;

let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then((module) => (loaded = module.sanitizeHtml));
  return loading;
}

/** The sanitiser once loaded; null before. */
export function loadedSanitizer(): Sanitize | null {
  return loaded;
}
