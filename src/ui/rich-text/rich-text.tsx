/**
 * Renders CMS HTML after sanitising it (./sanitize.ts, loaded on first need by ./sanitizer.ts). Links inside
 * stay ordinary anchors; the page can take same-origin clicks for in-app navigation through `onInternalLink`
 * (ui never imports the app's router).
 *
 * Hydrating a server-rendered page, the element already holds the server's sanitised HTML: React does not
 * compare `dangerouslySetInnerHTML` while hydrating and leaves the element's content alone for as long as the
 * prop keeps its value, so that render gives an empty string and keeps it, and the page becomes interactive
 * without DOMPurify. Rendered in the browser alone, the HTML shows once the sanitiser has loaded (at once when it
 * has been used already).
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { useHydrated } from '../ssr/use-hydrated';
import { loadedSanitizer, loadSanitizer } from './sanitizer';

export interface RichTextProps {
  html: string;
  className?: string;
  /** Called for a plain left click on a same-origin link; the click's default is prevented. */
  onInternalLink?: (path: string) => void;
}

/** The element's content stays what the server rendered (see above). */
const SERVER_MARKUP = '';

export function RichText({ html, ...props }: RichTextProps) {
  // One element per HTML: a new one never inherits the server's markup of another.
  return <SanitizedHtml key={html} html={html} {...props} />;
}

function SanitizedHtml({ html, className = 'rich-text', onInternalLink }: RichTextProps) {
  const hydrating = !useHydrated();
  const [clean, setClean] = useState<string | null>(() => {
    const sanitize = loadedSanitizer(); // always loaded on the server
    if (sanitize) return sanitize(html);
    return hydrating ? SERVER_MARKUP : null;
  });
  useEffect(() => {
    if (clean !== null) return;
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setClean(sanitize(html));
    });
    return () => {
      current = false;
    };
  }, [clean, html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onInternalLink || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    onInternalLink(`${url.pathname}${url.search}${url.hash}`);
  };
  // The HTML was sanitised under an allow-list (docs/design.md, "Security rules"), here or by the server for the markup it sent.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
