/**
 * A press on a server-rendered live player before the app has hydrated (docs/ssr.md, "Early presses"). The page's inline start
 * script (app-server/start-script.ts) keeps the press as an intent, imports this small entry at once and tells
 * it of each press (`PRESS_EVENT`); it plays the station through the page's one player without waiting for
 * React, the router or the page's data, which on a phone over mobile data arrive seconds later. The live
 * player that hydrates afterwards finds the station playing under its own request
 * (src/core/player/live/play-live.ts) and shows it. The intent is taken here, so nothing plays twice; should this
 * chunk not arrive, the intent stays for the live player to carry out when it mounts.
 *
 * An entry with no exports (the app build keeps no entry signatures): it acts when it runs. On a page with a
 * live control it runs before the app's code, and asks for what a press will need.
 */
import { restoreDataSaver } from '../core/data-saver/setting';
import { PRESS_EVENT, PRESS_SETTLED_EVENT, takeIntent } from '../core/intents';
import { LIVE_PLAYER_INTENT, liveIntentStation } from '../core/live-intent';
import { playLive } from '../core/player/live/play-live';
import { displayState } from '../core/player/state';
import { $player } from '../core/player/store';
import { prefetchLiveStart } from '../core/player/live/prefetch-live-start';
import { liveMediaIdOf, prepareLive } from '../core/player/live/prepare-live';
import { STATION_BRAND } from '../core/stations/station-brand';
import { STATION_IDS, type StationId } from '../core/stations/station-ids';

/**
 * The start script marked the pressed control busy (the spinner, `aria-busy`): it stays so while the station
 * starts and plays, until the app hydrates and the control shows the player's state itself, or until the play
 * fails (the player idle again), so the listener can press once more.
 */
function clearPressedWhenSettled(): void {
  const root = document.getElementById('root');
  const observer = new MutationObserver(() => {
    if (root?.hasAttribute('data-hydrated')) done();
  });
  const unlisten = $player.listen((state) => {
    if (displayState(state) === 'idle') done();
  });
  function done() {
    observer.disconnect();
    unlisten();
    // The start script holds the app's code back until the first sound; a failed play must not wait for it.
    document.dispatchEvent(new Event(PRESS_SETTLED_EVENT));
    for (const control of document.querySelectorAll('[data-pressed]')) {
      control.removeAttribute('data-pressed');
      control.removeAttribute('aria-busy');
    }
  }
  if (root) observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

function playPressed(station: StationId): void {
  if (document.getElementById('root')?.hasAttribute('data-hydrated')) return;
  // Taken already: by this entry when it ran (the press that imported it), or by the hydrated app.
  if (!takeIntent(LIVE_PLAYER_INTENT, station)) return;
  clearPressedWhenSettled();
  // The listener's data saver, kept on this device: without it the stream would start on the full ladder and
  // fetch the top rung until the app started and switched down (docs/data-saver.md).
  restoreDataSaver();
  prefetchLiveStart(liveMediaIdOf(station));
  void playLive({ id: station, mediaId: liveMediaIdOf(station), stationName: STATION_BRAND[station].name });
}

document.addEventListener(PRESS_EVENT, (event) => {
  const station = liveIntentStation(String((event as CustomEvent<unknown>).detail ?? ''));
  if (station) playPressed(station);
  // A press no station here answers to is the app's to show: its code need not wait for a sound.
  else document.dispatchEvent(new Event(PRESS_SETTLED_EVENT));
});
// Fetched before the app's code on a page with a live control: ask for what a press needs now (the stream's
// catalog answer and ladder, the station list), so the press costs media requests only. First, so a press
// recorded before this ran finds the catalog answer asked for, instead of asking for it a second time.
for (const control of document.querySelectorAll('[data-intent]')) {
  const station = liveIntentStation(control.getAttribute('data-intent'));
  if (station) prepareLive(station);
}
// The press that imported this entry was recorded before it ran.
for (const station of STATION_IDS) playPressed(station);
