/**
 * Casting (docs/product.md, "Casting"): the Remote Playback API of the page's one media element, which is
 * also how Safari offers AirPlay. The control shows only while the browser reports a device to play on; its
 * press opens the browser's own device picker, which also ends casting. The same element plays on the device
 * and comes back from it: there is never a second one.
 */
import { useEffect, useState } from 'react';
import { player } from '../../core/player/controller';

type CastState = 'disconnected' | 'connecting' | 'connected';

const LABEL: Record<CastState, string> = {
  disconnected: 'Cast to a device',
  connecting: 'Connecting to a device',
  connected: 'Casting: choose a device or stop',
};

export function CastButton({ className }: { className: string }) {
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<CastState>('disconnected');
  useEffect(() => {
    const remote = player.media?.remote;
    if (!remote) return;
    let watch: number | null = null;
    let gone = false;
    remote
      .watchAvailability((found) => setAvailable(found))
      .then(
        (id) => {
          if (gone) void remote.cancelWatchAvailability(id).catch(() => undefined);
          else watch = id;
        },
        () => undefined, // not offered for this media or browser: no control
      );
    const update = () => setState(remote.state);
    for (const type of ['connecting', 'connect', 'disconnect']) remote.addEventListener(type, update);
    return () => {
      gone = true;
      if (watch !== null) void remote.cancelWatchAvailability(watch).catch(() => undefined);
      for (const type of ['connecting', 'connect', 'disconnect']) remote.removeEventListener(type, update);
    };
  }, []);
  if (!available && state === 'disconnected') return null;
  return (
    <button
      type="button"
      className={className}
      aria-label={LABEL[state]}
      aria-pressed={state !== 'disconnected'}
      // Refused or dismissed: playback stays where it was, which the listener sees and hears.
      onClick={() => void player.media?.remote.prompt().catch(() => undefined)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M2 16a5 5 0 0 1 5 5H5a3 3 0 0 0-3-3v-2Zm0-4a9 9 0 0 1 9 9H9a7 7 0 0 0-7-7v-2Zm0 6a3 3 0 0 1 3 3H2v-3ZM3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-8v-2h7V6H4v4H2V5a1 1 0 0 1 1-1Z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
