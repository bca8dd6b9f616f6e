/**
 * The client build's entry that plays a press on a live player before the app has hydrated
 * (src/app/press-play.ts): vite.config.ts builds it, and the production server finds its files in the build's
 * manifest under this key (page-html.ts).
 */
export const PRESS_ENTRY = 'src/app/press-play.ts';

/**
 * Its companion, fetched at once on a page with a live control: it asks for a press's first media before the
 * press entry has arrived (src/app/press-prefetch.ts).
 */
export const PRESS_PREFETCH_ENTRY = 'src/app/press-prefetch.ts';
