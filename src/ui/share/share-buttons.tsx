/**
 * Share a piece of content (docs/product.md, "Content": facebook, twitter, whatsapp; docs/product.md, "Player": a share_content event is
 * logged when content is shared): links to each network's share page (new window, no opener) and a copy-link
 * button with spoken feedback. No network scripts are loaded: share pages take plain URLs.
 */
import { useEffect, useState } from 'react';
import { logEvent } from '../../core/analytics';
import './share-buttons.css';

export interface ShareButtonsProps {
  /** Absolute or app-relative URL of the content. */
  url: string;
  title: string;
  /** For share_content analytics (docs/product.md, "Content"). */
  type?: string;
  station?: string | null;
  /** The page_name of the page sharing; defaults to detail_page. */
  pageName?: string;
}

export type ShareTarget = 'facebook' | 'twitter' | 'whatsapp' | 'copy';

function shareUrls(url: string, title: string): Record<Exclude<ShareTarget, 'copy'>, string> {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}

const LABELS = { facebook: 'Facebook', twitter: 'X (Twitter)', whatsapp: 'WhatsApp' } as const;

const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v7h4v-7h3l1-4h-4V8.7c0-.5.3-.7 1-.7Z',
  twitter: 'M4 4h4.5l4 5.5L17 4h3l-6 7 7 9h-4.5l-4.3-5.8L7 20H4l6.6-7.6L4 4Z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm4.6 12.3c-.2.6-1.1 1.1-1.6 1.1-.4.1-1 .1-3.2-.8-2.7-1.1-4.4-3.9-4.5-4-.1-.2-1.1-1.4-1.1-2.7S7 7 7.3 6.7c.2-.3.5-.4.7-.4h.5c.2 0 .4 0 .6.4l.8 2c.1.2.1.3 0 .5l-.4.6c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.4.2.5.3 0 .2 0 .7-.2 1.3Z',
  copy: 'M8 3h10a2 2 0 0 1 2 2v12h-2V5H8V3Zm-3 4h10a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v11h10V9H5Z',
} as const;

function Icon({ name }: { name: ShareTarget }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

function absolute(url: string): string {
  try {
    return new URL(url, globalThis.location?.origin ?? 'http://localhost').href;
  } catch {
    return url;
  }
}

export function ShareButtons({ url, title, type, station, pageName = 'detail_page' }: ShareButtonsProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const full = absolute(url);
  const links = shareUrls(full, title);
  const slug = URL.canParse(full) ? new URL(full).pathname : url;

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => setCopyState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [copyState]);

  const logShare = () =>
    logEvent('share_content', {
      page_name: pageName,
      slug,
      type: type ?? null,
      station_name: station ?? null,
    });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      setCopyState('copied');
      logShare();
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="share-buttons" role="group" aria-label={`Share ${title}`}>
      {(Object.keys(links) as Array<keyof typeof links>).map((target) => (
        <a
          key={target}
          className="share-buttons__button"
          href={links[target]}
          target="_blank"
          rel="noopener noreferrer"
          data-share-target={target}
          onClick={logShare}
        >
          <Icon name={target} />
          <span className="visually-hidden">Share on {LABELS[target]} (opens in a new window)</span>
        </a>
      ))}
      <button
        type="button"
        className="share-buttons__button"
        data-share-target="copy"
        onClick={() => void copy()}
      >
        <Icon name="copy" />
        <span className="visually-hidden">Copy link</span>
      </button>
      <span className="share-buttons__feedback" role="status">
        {copyState === 'copied' ? 'Link copied' : copyState === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </div>
  );
}
