/**
 * The download button with its download manager (IndexedDB, storage checks: about 4 kB gz) in a chunk of its
 * own, loaded only by pages that show one: content pages share one module of views, and most of them (news,
 * podcasts) have nothing to download. The styles stay here, so a server-rendered page inlines them. Until the
 * chunk has arrived a placeholder of the same look holds the place: rendered in the browser, and also after
 * hydration, where React drops the server's button if the page re-renders before the chunk is here. It says what
 * the button will say, and a press or the keyboard's focus on it is not lost: the button carries the press out,
 * and takes the focus, once its code has arrived.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { DownloadButtonProps, EarlyUse } from './download-button';
import { downloadWording } from './wording';
import './download-button.css';

const DownloadButtonNow = lazy(() =>
  import('./download-button').then((module) => ({ default: module.DownloadButton })),
);

export function DownloadButton(props: DownloadButtonProps) {
  const earlyRef = useRef<EarlyUse>({ pressed: false, focused: false });
  const [waiting, setWaiting] = useState(false);
  const words = downloadWording(props.item.type, props.item.title, 0);
  return (
    <Suspense
      fallback={
        <div className="download-start">
          <button
            type="button"
            className="download-button"
            aria-label={words.buttonLabel}
            aria-busy={waiting || undefined}
            onFocus={() => (earlyRef.current.focused = true)}
            onBlur={() => (earlyRef.current.focused = false)}
            onClick={() => {
              earlyRef.current.pressed = true;
              setWaiting(true);
            }}
          >
            <span aria-hidden="true" className="download-icon" />
            {words.button}
          </button>
        </div>
      }
    >
      <DownloadButtonNow {...props} earlyRef={earlyRef} />
    </Suspense>
  );
}
