/**
 * "Share at 12:34" and "Copy link at 12:34" (docs/product.md, "Share a moment"): a link to the moment the
 * listener is at: an item's page with its time, or, catching up on a station, the station page with the time
 * that aired (docs/time-shift.md, "Share a moment"). Share goes through the device's share sheet (Web Share
 * API) and is offered only where the browser has one; copying the link works everywhere a clipboard does, and
 * says if it failed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { logEvent } from '../../core/analytics';
import { momentLabel, momentPath, momentUrl, stationMomentLabel } from '../../core/moments';
import { $player } from '../../core/player/store';
import './share-buttons.css';

/** A moment to share: what the buttons say after "at", and its link on a given origin. */
export interface MomentLink {
  at: string;
  link: (origin: string) => string;
}

/** `seconds` into the item whose page is `pageUrl`: "12:34". */
export function itemMoment(pageUrl: string, seconds: number): MomentLink {
  return { at: momentLabel(seconds), link: (origin) => momentUrl(pageUrl, seconds, origin) };
}

/** What aired on `station` at `unixSeconds`: "07:42, Saturday", on the station page that plays it again. */
export function stationMoment(station: string, unixSeconds: number): MomentLink {
  return {
    at: stationMomentLabel(unixSeconds),
    link: (origin) => new URL(momentPath(station, unixSeconds), origin).href,
  };
}

export interface ShareMomentProps {
  moment: MomentLink;
  title: string;
  className?: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

const FEEDBACK: Record<Outcome, string> = {
  idle: '',
  copied: 'Link copied',
  failed: 'Could not copy the link',
};

function logShare(url: string) {
  logEvent('share_content', {
    page_name: 'player',
    slug: new URL(url).pathname,
    type: 'moment',
    station_name: null,
  });
}

export function ShareMoment({ moment, title, className }: ShareMomentProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const { at } = moment;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), 3000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const linkNow = () => moment.link(location.origin);

  const share = async () => {
    const url = linkNow();
    try {
      await navigator.share({ title, text: `${title} at ${at}`, url });
      logShare(url);
    } catch {
      // Dismissed by the listener, or refused: nothing was shared and nothing needs saying.
    }
  };
  const copy = async () => {
    const url = linkNow();
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
      logShare(url);
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div
      className={['share-moment', className].filter(Boolean).join(' ')}
      role="group"
      aria-label="Share this moment"
    >
      {canShare ? (
        <button type="button" className="share-moment__button" onClick={() => void share()}>
          Share at {at}
        </button>
      ) : null}
      <button type="button" className="share-moment__button" onClick={() => void copy()}>
        Copy link at {at}
      </button>
      <span className="share-moment__feedback" role="status">
        {FEEDBACK[outcome]}
      </span>
    </div>
  );
}

/** The share of `mediaId` at the player's time, shown only while that item is loaded on demand. */
export function LoadedMomentShare({
  mediaId,
  pageUrl,
  title,
}: {
  mediaId: string;
  pageUrl: string;
  title: string;
}) {
  const player = useStore($player, { ssr: 'initial' });
  if (player.media.id !== mediaId || player.isLive) return null;
  return <ShareMoment moment={itemMoment(pageUrl, player.media.currentTime)} title={title} />;
}
