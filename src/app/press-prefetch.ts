/**
 * The first media of a press on a server-rendered live player, asked for before the press entry has arrived
 * (docs/ssr.md, "Early presses"). On a phone over mobile data the press entry (./press-play.ts, about 12 kB) is still on its way when
 * a tap lands as the page appears; the start's rung playlist and two segments then waited for it, and for the
 * player to start, one round trip after another. This entry, about 4 kB that the head of a page with a live
 * control runs as soon as they are here (app-server/page-html.ts), asks for them at the pointer-down (or the
 * press, from a keyboard), as the partner's light shell does (widgets/runtime/live-shell.ts). Nothing here
 * plays: the media element finds the segments in the browser's cache, or on their way, when the press entry
 * has started it.
 *
 * The stream is the one the station's live player names (`data-intent`), its ladder where the media origin's
 * naming puts it and the page's head preloaded it: asking the catalog first would cost a round trip, and the
 * press entry asks it once (so the page never asks twice). Should the catalog name another source, what plays
 * is still its answer; this head start is then lost, no more.
 *
 * An entry with no exports: it acts when it runs. Once the app has hydrated, the live player prefetches its own
 * presses (src/ui/live-player).
 */
import { pendingIntentKeys } from '../core/intents';
import { LIVE_PLAYER_INTENT, liveIntentStation } from '../core/live-intent';
import { chooseEngineKind } from '../core/player/engines/engine-kind';
import { loadEarlyStart } from '../core/player/early-start/load-early-start';
import { nextWindowSegments, prefetchLiveStart, readSegment } from '../core/player/live/prefetch-live-start';
import { warmLiveStream } from '../core/player/live/warm-live-stream';
import { expectedLadderUrl, LIVE_MEDIA_ID } from '../core/stations/live-streams';
import { parseStationId, type StationId } from '../core/stations/station-ids';

/** The engine that will play on this page: a detached element only to ask what it can play. */
const engine = chooseEngineKind(document.createElement('video'));

function prefetchStation(station: StationId | null): void {
  if (!station || document.getElementById('root')?.hasAttribute('data-hydrated')) return;
  const mediaId = LIVE_MEDIA_ID[station];
  // The ladder where the head preloaded it, not the catalog's word first (warm-live-stream.ts keeps it for the
  // page); then the start's media, once per stream for a while (a pointer-down and its click ask once), and
  // then, since the press entry's element reads the playlist well after this, what it needs should the window
  // have moved on by then (nextWindowSegments).
  warmLiveStream(mediaId, Promise.resolve(expectedLadderUrl(mediaId)));
  void prefetchLiveStart(mediaId, { engine: () => engine })
    .then(async (window) => {
      if (window) await Promise.all(nextWindowSegments(window, engine).map(readSegment));
    })
    .catch(() => undefined); // only a head start is lost
}

function prefetchFor(event: Event): void {
  const control = event.target instanceof Element ? event.target.closest('[data-intent]') : null;
  prefetchStation(liveIntentStation(control?.getAttribute('data-intent')));
}

// Each live control's ladder, which the head preloaded (app-server/page-html.ts), read now rather than at the
// press: a press then asks for its playlist at once, not after the preload's answer is read (tens of
// milliseconds on a slow phone). Only those the head named, so nothing more goes over the network.
const preloaded = new Set(
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href),
);
for (const mediaId of Object.values(LIVE_MEDIA_ID)) {
  const ladder = expectedLadderUrl(mediaId);
  if (ladder && preloaded.has(ladder)) warmLiveStream(mediaId, Promise.resolve(ladder));
}

// Where the browser needs hls.js, a press plays its first segments through the early start: its chunk now.
if (engine === 'hlsjs') void loadEarlyStart().catch(() => undefined);

// A press that landed while this entry was on its way: the start script kept it as an intent (src/core/intents.ts),
// which stays for the press entry to take.
for (const key of pendingIntentKeys(LIVE_PLAYER_INTENT)) prefetchStation(parseStationId(key));

document.addEventListener('pointerdown', prefetchFor, { capture: true, passive: true });
// A press from the keyboard has no pointer-down. The start script stops the click at the document, but listeners
// on the document itself all run.
document.addEventListener('click', prefetchFor, { capture: true, passive: true });
