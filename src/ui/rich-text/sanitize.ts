/**
 * CMS HTML sanitiser (docs/design.md, "Security rules", "Content and API failures"): news rich text (`markupInput`) and static pages are
 * untrusted. DOMPurify's defaults allow `<style>`, `<form>`, `id` and `name`, so this uses an ALLOW-LIST of
 * text-formatting tags and a few attributes; everything else (script, style, form, iframe, svg, math, event
 * handlers, `id`/`name` clobbering, data-* attributes) is dropped. Links may only be http(s), mailto, tel or
 * relative; a link that opens a new window gets rel="noopener noreferrer", any other target is removed.
 *
 * One private DOMPurify instance, so our hook never touches another module's use of DOMPurify. DOMPurify relies
 * on a standards parser: in the browser the real one (tested in Chromium, tests/content, never under
 * happy-dom); on the server, where pages are rendered with their text, jsdom's (`setSanitizerWindow`, given by
 * src/app/ssr), the DOM implementation DOMPurify itself supports on Node.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

const ALLOWED_ATTR = [
  'alt',
  'colspan',
  'dir',
  'height',
  'href',
  'lang',
  'rel',
  'rowspan',
  'src',
  'target',
  'title',
  'width',
] as const;

/** http(s), mailto, tel, or a relative URL (no scheme before the first `/`, `?` or `#`). */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};

let purifier: DOMPurify | null = null;
let serverWindow: WindowLike | null = null;

/** The window DOMPurify parses with where there is no browser (the server renderer). */
export function setSanitizerWindow(window: WindowLike): void {
  serverWindow = window;
  purifier = null;
}

function instance(): DOMPurify {
  if (purifier) return purifier;
  const made = createDOMPurify(serverWindow ?? window);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const target = node.getAttribute('target');
    if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  purifier = made;
  return made;
}

/** Whether this browser (or server) can sanitise (DOMPurify needs a DOM); when not, callers show text only. */
function canSanitize(): boolean {
  return (serverWindow !== null || typeof window !== 'undefined') && instance().isSupported;
}

/** Sanitised HTML, safe for innerHTML. Returns '' when the browser cannot sanitise. */
export function sanitizeHtml(dirty: string): string {
  if (!canSanitize()) return '';
  return instance().sanitize(dirty, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
