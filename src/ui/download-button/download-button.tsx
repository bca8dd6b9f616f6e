/**
 * Download for offline listening (docs/offline.md), on podcast episodes and on-demand audio, and on a long video as
 * "Save audio" (its audio only; which items offer it: src/core/downloads/offer.ts). An Audiostar+ benefit:
 * `runPremium` opens the registration wall for anonymous listeners and the paywall for free ones. Pressing it
 * first asks the size and checks the device's storage, then offers the download with its size; while it runs
 * it shows the progress with Pause and Cancel, and once saved, a link to the downloads list.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  $downloads,
  pauseDownload,
  prepareDownload,
  removeDownload,
  resumeDownload,
  startDownload,
  watchDownloads,
  type DownloadRequest,
  type DownloadView,
} from '../../core/downloads/manager';
import { formatBytes } from '../../core/downloads/plan';
import { openWallFor } from '../../core/player/catalog/resolve';
import { runPremium } from '../../core/protected';
import { InternalLink, type NavigateFn } from '../content/internal-link';
import { downloadWording } from './wording';
import './download-button.css';

const DOWNLOADS_PATH = '/my-content/downloads';

/** The placeholder's use: a press to carry out, and the keyboard's focus to take over. */
export interface EarlyUse {
  pressed: boolean;
  focused: boolean;
}

export interface DownloadButtonProps {
  item: DownloadRequest;
  onNavigate?: NavigateFn;
  /** What the listener did with the placeholder shown before this code arrived, carried on at mount. */
  earlyRef?: { current: EarlyUse };
}

const percentOf = (view: DownloadView) => Math.floor((view.received / view.size) * 100);

function Progress({ view }: { view: DownloadView }) {
  const percent = percentOf(view);
  const paused = view.status === 'paused';
  const words = downloadWording(view.type, view.title, view.size);
  return (
    <div className="download-panel" role="group" aria-label={words.group}>
      <div className="download-progress">
        <div
          className="download-progress__bar"
          role="progressbar"
          aria-label="Download progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className="download-progress__text">
          {paused ? 'Paused' : view.status === 'failed' ? 'Stopped' : words.running}: {percent} % of{' '}
          {formatBytes(view.size)}
        </span>
      </div>
      {view.message ? (
        <p className="download-message" role="status">
          {view.message}
        </p>
      ) : null}
      <div className="download-actions">
        {view.status === 'downloading' ? (
          <button type="button" className="download-button" onClick={() => pauseDownload(view.mediaId)}>
            Pause
          </button>
        ) : (
          <button type="button" className="download-button" onClick={() => void resumeDownload(view.mediaId)}>
            Resume
          </button>
        )}
        <button
          type="button"
          className="download-button download-button--quiet"
          onClick={() => void removeDownload(view.mediaId)}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

export function DownloadButton({ item, onNavigate, earlyRef }: DownloadButtonProps) {
  const downloads = useStore($downloads, { ssr: 'initial' });
  const [offer, setOffer] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => watchDownloads(), []);
  const view = downloads.items?.[item.mediaId];

  const ask = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const prepared = await prepareDownload(item.mediaId);
      if (prepared.ok) setOffer(prepared.size);
      else if (!(prepared.refusal && openWallFor(prepared.refusal))) setMessage(prepared.message);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const press = () => runPremium(() => void ask());
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const early = earlyRef?.current;
    if (early?.focused) buttonRef.current?.focus();
    if (!earlyRef || !early?.pressed) return;
    earlyRef.current = { ...early, pressed: false };
    press();
    // Once, when the code has arrived: the press was made on the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view?.complete) {
    return (
      <p className="download-saved">
        <span aria-hidden="true" className="download-saved__tick" />
        {downloadWording(view.type, view.title, view.size).saved}{' '}
        <InternalLink href={DOWNLOADS_PATH} onNavigate={onNavigate}>
          Your downloads
        </InternalLink>
      </p>
    );
  }
  if (view) return <Progress view={view} />;

  const words = downloadWording(item.type, item.title, offer ?? 0);
  if (offer !== null) {
    return (
      <div className="download-panel" role="group" aria-label={words.buttonLabel}>
        <p className="download-offer">{words.offer}</p>
        <div className="download-actions">
          <button
            type="button"
            className="download-button download-button--primary"
            onClick={() => {
              setOffer(null);
              void startDownload(item, offer).catch((error: unknown) =>
                setMessage(error instanceof Error ? error.message : String(error)),
              );
            }}
          >
            {words.start}
          </button>
          <button
            type="button"
            className="download-button download-button--quiet"
            onClick={() => setOffer(null)}
          >
            Not now
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="download-start">
      <button
        type="button"
        ref={buttonRef}
        className="download-button"
        aria-label={words.buttonLabel}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={press}
      >
        <span aria-hidden="true" className="download-icon" />
        {busy ? 'Checking…' : words.button}
      </button>
      {message ? (
        <p className="download-message" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
