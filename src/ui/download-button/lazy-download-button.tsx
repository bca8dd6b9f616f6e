/**
 * The download button with its download manager (IndexedDB, storage checks: about 4 kB gz) in a chunk of its
 * own, loaded only by pages that show one: content pages share one module of views, and most of them (news,
 * podcasts) have nothing to download. The styles stay here, so a server-rendered page inlines them. Until the
 * chunk has arrived a placeholder of the same look holds the place: rendered in the browser, and also after
 * hydration, where React drops the server's button if the page re-renders before the chunk is here. A press on
 * the placeholder is not lost: it is kept, and the button carries it out once its code has arrived.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { DownloadButtonProps } from './download-button';
import './download-button.css';

const DownloadButtonNow = lazy(() =>
  import('./download-button').then((module) => ({ default: module.DownloadButton })),
);

export function DownloadButton(props: DownloadButtonProps) {
  const pressedEarlyRef = useRef(false);
  const [waiting, setWaiting] = useState(false);
  return (
    <Suspense
      fallback={
        <div className="download-start">
          <button
            type="button"
            className="download-button"
            aria-label={`Download ${props.item.title}`}
            aria-busy={waiting || undefined}
            onClick={() => {
              pressedEarlyRef.current = true;
              setWaiting(true);
            }}
          >
            <span aria-hidden="true" className="download-icon" />
            Download
          </button>
        </div>
      }
    >
      <DownloadButtonNow {...props} pressedEarlyRef={pressedEarlyRef} />
    </Suspense>
  );
}
