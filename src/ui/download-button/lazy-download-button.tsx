/**
 * The download button with its download manager (IndexedDB, storage checks: about 4 kB gz) in a chunk of its
 * own, loaded only by pages that show one: content pages share one module of views, and most of them (news,
 * podcasts) have nothing to download. The styles stay here, so a server-rendered page inlines them.
 *
 * Until the chunk has arrived a placeholder of the same look holds the place, and the server renders it too:
 * what the button will show depends on the downloads in this browser, which the server cannot know, and a
 * server-rendered real button would sit in a Suspense boundary that React leaves unhydrated until the chunk
 * arrives, where a press is dropped (React hydrates a boundary on a press only when it can do so at once). The
 * placeholder hydrates with the page, so a press or the keyboard's focus on it is never lost: the button carries
 * the press out, and takes the focus, once its code has arrived. After hydration the real button is asked for
 * in a transition, which keeps the placeholder on screen and pressable while the chunk loads.
 */
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { DownloadButtonProps, EarlyUse } from './download-button';
import { downloadWording } from './wording';
import './download-button.css';

const DownloadButtonNow = lazy(() =>
  import('./download-button').then((module) => ({ default: module.DownloadButton })),
);

export function DownloadButton(props: DownloadButtonProps) {
  const earlyRef = useRef<EarlyUse>({ pressed: false, focused: false });
  const [waiting, setWaiting] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const words = downloadWording(props.item.type, props.item.title, 0);
  const placeholder = (
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
  );
  return (
    <Suspense fallback={placeholder}>
      {hydrated ? <DownloadButtonNow {...props} earlyRef={earlyRef} /> : placeholder}
    </Suspense>
  );
}
