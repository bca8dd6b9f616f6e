/**
 * Follows the data saver while media plays (issue 17): a change reaches the engine at once. hls.js moves to
 * the new rung at the next segment by itself; native HLS plays the one playlist it was handed, so the stream
 * is loaded again at the same spot (on-demand) or at the live edge (live), which costs about the time to fetch
 * one segment. Watching also keeps the browser's hint (navigator.connection) current for Auto, and the first
 * play starts the data meter.
 */
import { $dataSaverActive } from '../data-saver/active';
import { shared } from '../store-registry';
import { ctl } from './controller';
import { disposeEngine, loadAndPlay } from './recovery';

const watch = shared('player-data-saver-watch', () => ({ started: false }));

function onDataSaverChange(on: boolean) {
  const { engine, current, media } = ctl;
  if (!engine || !current || !media) return;
  if (engine.setDataSaver(on) !== 'reload') return;
  // A running reconnect loads a new engine, which reads the setting; paused live restarts at the edge anyway.
  if (ctl.reconnectSince !== null || (current.resolved.isLive && media.paused)) return;
  const paused = media.paused;
  ctl.pendingSeek = current.resolved.isLive ? null : media.currentTime;
  disposeEngine();
  void loadAndPlay(media, ctl.generation, current, { play: !paused });
}

/**
 * Starts following the setting, called before the first load so that load already reads Auto's hint, and the
 * data meter (./media-bytes.ts, a chunk of its own: the first play does not wait for it, and it reads the
 * requests made before it ran).
 */
export function followDataSaver(): void {
  if (watch.started) return;
  watch.started = true;
  $dataSaverActive.listen(onDataSaverChange);
  void import('./media-bytes').then(
    (module) => module.startMediaBytes(),
    () => undefined, // not fetched (offline at the first play): the meter starts with the next page
  );
}
