/**
 * The embed loader's way with a live player (docs/widgets-loader.md, "Instant play"): its light shell plays by itself when pressed
 * (shell-play.ts), so a listener on mobile data hears the station without waiting for React.
 *
 * - Near the viewport: the stream is asked for at once (warm-live-stream.ts: catalog answer and ladder, two
 *   round trips that overlap the code's download), then the play path's chunk and the player's, side by side.
 *   Where the browser needs hls.js, the player fetches it when idle (src/core/player/live/prepare-live.ts): a press
 *   plays its first segments without it, through the early start, whose small chunk is fetched here
 *   (src/core/player/early-start/mse-early-start.ts).
 * - Pointer down or focus: a press is coming, so the play path is prepared at once, and on pointer down on a
 *   live play control the start's media is fetched too (prefetch-live-start.ts).
 * - Pressed: the shell plays; the element's React code is fetched once the first sound is heard (at once if
 *   the play fails, so the element shows and reports it; at the latest after PRESS_WAIT_MS), not during the
 *   press, when its 70 kB would compete with the audio for a slow connection.
 *   Should the shell not manage (an unknown station), the press is kept for the element to carry out.
 * - Not pressed: the React code waits until the page is on screen and quiet (src/core/after-first-load.ts: the
 *   load event, then a first interaction or 3 s, then an idle moment), as hls.js and error reporting do. The
 *   shell can play by itself, so the seconds in which a listener is most likely to press are left to the
 *   stream; a tap that lands while 70 kB of React is still arriving waits for it on a slow connection.
 */
import { recordIntent } from '../../src/core/intents';
import { LIVE_MEDIA_ID } from '../../src/core/stations/live-streams';
import { parseStationId } from '../../src/core/stations/station-ids';
import { chooseEngineKind } from '../../src/core/player/engines/engine-kind';
import { loadEarlyStart } from '../../src/core/player/early-start/load-early-start';
import { prefetchLiveStart } from '../../src/core/player/live/prefetch-live-start';
import { warmLiveStream } from '../../src/core/player/live/warm-live-stream';

const TAG = 'primedia-live-player';
/** The longest a press holds back the element's code: a failed or slow start still gets its React UI. */
const PRESS_WAIT_MS = 4_000;

/** The play path, a chunk of its own; fetched once, whoever asks first. */
const shellPlay = () => import('./shell-play');

/**
 * The page's first sound, the end of the listening the press started (a failure the element must show and
 * report), or PRESS_WAIT_MS, whichever comes first.
 */
function firstSoundOrTimeout(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('playing', done, true);
      document.removeEventListener('primedia-stop', done, true);
      resolve();
    };
    const timer = setTimeout(done, PRESS_WAIT_MS);
    // The player repeats `playing` on its holder (media events stay inside its shadow root); capture sees it.
    document.addEventListener('playing', done, true);
    document.addEventListener('primedia-stop', done, true);
  });
}

/** Set while a press on some live shell is starting: the React code of every live player waits for it. */
let pressing: Promise<void> | null = null;

const afterPress = (then: () => unknown) => void (pressing ?? Promise.resolve()).then(then);

export function watchLiveShell(element: Element, loadElement: () => unknown): void {
  const prefetchStart = () => {
    const station = parseStationId(element.getAttribute('station'));
    if (station) prefetchLiveStart(LIVE_MEDIA_ID[station]);
  };
  const prepareNow = () =>
    void shellPlay()
      .then((m) => m.prepareShellPlay(element))
      .catch(() => undefined);
  // Only a live play control (the shell's, or the element's while idle, both marked with the live player's
  // intent): "From the start" plays catch-up, whose segments are not the live window's.
  element.addEventListener('pointerdown', (event) => {
    const onLivePlay = event
      .composedPath()
      .some((node) => node instanceof Element && node.getAttribute('data-intent')?.startsWith(`${TAG}|`));
    if (onLivePlay) {
      prefetchStart();
      // A press is coming: the element's code, which a first interaction lets go (liveNearViewport), waits for
      // its first sound rather than starting between this pointer down and the click.
      pressing ??= firstSoundOrTimeout();
    }
  });
  element.addEventListener('pointerdown', prepareNow, { once: true });
  element.addEventListener('focusin', prepareNow, { once: true });
  element.addEventListener('primedia-shell-play', () => {
    pressing ??= firstSoundOrTimeout();
    prefetchStart(); // a press by keyboard has had no pointer down
    void shellPlay()
      .then((m) => m.playFromShell(element))
      .catch(() => false)
      .then((played) => {
        if (played) {
          afterPress(loadElement);
          return;
        }
        const key = (element.getAttribute('station') ?? '').trim().toLowerCase();
        recordIntent({ tag: TAG, key, action: 'play' }); // the element carries the press out when it mounts
        void loadElement();
      });
  });
}

/**
 * The live player nears the viewport: the stream, the play path and the player first; the element once the page
 * is on screen and quiet, or after a press's first sound.
 */
export function liveNearViewport(element: Element, loadElement: () => unknown): void {
  const station = parseStationId(element.getAttribute('station'));
  if (station) warmLiveStream(LIVE_MEDIA_ID[station]);
  if (chooseEngineKind(document.createElement('video')) === 'hlsjs')
    void loadEarlyStart().catch(() => undefined);
  const ready = Promise.all([
    // The player's chunk beside the play path's, not after it: each link of an import chain is a round trip.
    import('../../src/core/player/live/prepare-live').then((m) => station && m.prepareLive(station)),
    shellPlay().then((m) => m.prepareShellPlay(element)),
  ]);
  void ready
    .catch(() => undefined)
    // Already part of the player's chunk, which imports it too: no request of its own.
    .then(() => import('../../src/core/after-first-load'))
    .then(
      ({ afterFirstLoad, whenIdle }) => afterFirstLoad(() => whenIdle(() => afterPress(loadElement))),
      () => afterPress(loadElement),
    );
}
