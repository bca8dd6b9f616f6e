/**
 * Renders CMS HTML after sanitising it (./sanitize.ts). Links inside stay ordinary anchors; the page can take
 * same-origin clicks for in-app navigation through `onInternalLink` (ui never imports the app's router).
 */
import { useMemo, type MouseEvent } from 'react';
import { sanitizeHtml } from './sanitize';

export interface RichTextProps {
  html: string;
  className?: string;
  /** Called for a plain left click on a same-origin link; the click's default is prevented. */
  onInternalLink?: (path: string) => void;
}

export function RichText({ html, className = 'rich-text', onInternalLink }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
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
  // The HTML was sanitised under an allow-list just above (DESIGN.md §5).
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
