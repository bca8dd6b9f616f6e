/**
 * The download button with its download manager (IndexedDB, storage checks: about 4 kB gz) in a chunk of its
 * own, loaded only by pages that show one: content pages share one module of views, and most of them (news,
 * podcasts) have nothing to download. The styles stay here, so a server-rendered page inlines them. Hydrating,
 * React keeps the server's button until the chunk has arrived (and replays a press on it); rendered in the
 * browser, a disabled button of the same size holds the place.
 */
import { lazy, Suspense } from 'react';
import type { DownloadButtonProps } from './download-button';
import './download-button.css';

const DownloadButtonNow = lazy(() =>
  import('./download-button').then((module) => ({ default: module.DownloadButton })),
);

export function DownloadButton(props: DownloadButtonProps) {
  return (
    <Suspense
      fallback={
        <div className="download-start">
          <button
            type="button"
            className="download-button"
            aria-label={`Download ${props.item.title}`}
            disabled
          >
            <span aria-hidden="true" className="download-icon" />
            Download
          </button>
        </div>
      }
    >
      <DownloadButtonNow {...props} />
    </Suspense>
  );
}
