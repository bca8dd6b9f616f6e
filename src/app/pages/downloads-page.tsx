/**
 * /my-content/downloads (docs/offline.md; requiresAuth): what the signed-in listener saved on this device, each with its
 * size, the total space used, delete one or all, and Play through the page's normal player from the device, so it
 * works offline. Only the signed-in account's downloads are ever listed (src/core/downloads/manager.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $downloads,
  removeAllDownloads,
  removeDownload,
  resumeDownload,
  watchDownloads,
  type DownloadView,
} from '../../core/downloads/manager';
import { formatBytes } from '../../core/downloads/plan';
import { playDownload } from '../../core/downloads/play-download';
import { pausePlayback } from '../../core/player/controller';
import { $player } from '../../core/player/store';
import { formatRemaining } from '../../core/time';
import { BackLink } from '../layout/back-link';
import { Link } from '../router/link';
import type { PageProps } from '../routes';
import { EmptyState, SignedOutNotice, useListener } from './my-content-list';
import './personal-pages.css';
import './downloads-page.css';

function statusText(view: DownloadView): string {
  if (view.complete) return formatBytes(view.size);
  const percent = Math.floor((view.received / view.size) * 100);
  const state =
    view.status === 'downloading' ? 'Downloading' : view.status === 'failed' ? 'Stopped' : 'Paused';
  return `${state}: ${percent} % of ${formatBytes(view.size)}`;
}

function DownloadRow({ view }: { view: DownloadView }) {
  const player = useStore($player);
  const playing = player.media.id === view.mediaId && player.isPlaying;
  return (
    <li className="downloads-item">
      <div className="downloads-item__body">
        <Link href={view.path} className="downloads-item__title">
          {view.title}
        </Link>
        <span className="personal-muted downloads-item__meta">
          {view.stationName ? <span>{view.stationName}</span> : null}
          {view.type === 'video' ? <span>Video, audio only</span> : null}
          {view.durationSeconds ? <span>{formatRemaining(view.durationSeconds)}</span> : null}
          <span>{statusText(view)}</span>
          {view.premium ? <span>Audiostar+</span> : null}
        </span>
      </div>
      <div className="downloads-item__actions">
        {view.complete ? (
          <button
            type="button"
            className="personal-button personal-button--primary"
            aria-label={`${playing ? 'Pause' : 'Play'} ${view.title}`}
            onClick={() => (playing ? pausePlayback() : void playDownload(view))}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
        ) : view.status !== 'downloading' ? (
          <button type="button" className="personal-button" onClick={() => void resumeDownload(view.mediaId)}>
            Resume
          </button>
        ) : null}
        <button
          type="button"
          className="personal-button"
          aria-label={`Delete ${view.title}`}
          onClick={() => void removeDownload(view.mediaId)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

function DownloadList() {
  const { items } = useStore($downloads);
  const [confirming, setConfirming] = useState(false);
  if (items === null) return <p className="personal-muted">Loading…</p>;
  const list = Object.values(items).sort((a, b) => b.addedAt - a.addedAt);
  if (list.length === 0) {
    return (
      <EmptyState>
        No downloads yet. Download episodes with Audiostar+ to listen without a connection.
      </EmptyState>
    );
  }
  const used = list.reduce((sum, view) => sum + view.received, 0);
  return (
    <section className="personal-section" aria-labelledby="downloads-saved">
      <h2 id="downloads-saved" className="downloads-total">
        {list.length === 1 ? '1 download' : `${list.length} downloads`}, {formatBytes(used)} used on this
        device
      </h2>
      <ul className="downloads-list" aria-label="Downloads">
        {list.map((view) => (
          <DownloadRow key={view.mediaId} view={view} />
        ))}
      </ul>
      <div className="personal-actions">
        {confirming ? (
          <>
            <span>Delete all {list.length} downloads from this device?</span>
            <button
              type="button"
              className="personal-button personal-button--danger"
              onClick={() => {
                setConfirming(false);
                void removeAllDownloads();
              }}
            >
              Delete all
            </button>
            <button type="button" className="personal-button" onClick={() => setConfirming(false)}>
              Keep them
            </button>
          </>
        ) : (
          <button type="button" className="personal-button" onClick={() => setConfirming(true)}>
            Delete all downloads
          </button>
        )}
      </div>
    </section>
  );
}

export default function DownloadsPage(_props: PageProps) {
  const listener = useListener();
  useEffect(() => watchDownloads(), []);
  return (
    <main className="personal-page my-content-page">
      <BackLink fallback="/my-content" label="My Content" always />
      <h1>Downloads</h1>
      {listener === 'pending' ? <p className="personal-muted">Loading…</p> : null}
      {listener === null ? <SignedOutNotice /> : null}
      {typeof listener === 'string' && listener !== 'pending' ? <DownloadList /> : null}
    </main>
  );
}
