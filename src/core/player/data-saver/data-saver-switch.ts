/**
 * Follows the data saver while media plays (docs/player.md, "Data saver hook"). Native HLS plays the one
 * playlist it was handed, so it is loaded again, at about the cost of one segment. Watching also keeps the
 * browser's hint (navigator.connection) current for Auto.
 */
import { $dataSaverActive } from '../../data-saver/active';
import { shared } from '../../store-registry';
import { player } from '../controller';

const watch = shared('player-data-saver-watch', () => ({ started: false, meter: false }));

function onDataSaverChange(on: boolean) {
  const { engine, current, media } = player;
  if (!engine || !current || !media) return;
  if (engine.setDataSaver(on) !== 'reload') return;
  // A running reconnect loads a new engine, which reads the setting; paused live restarts at the edge anyway.
  if (player.recovery.reconnecting || (current.resolved.isLive && media.paused)) return;
  const paused = media.paused;
  const seekTo = current.resolved.isLive ? null : media.currentTime;
  player.disposeEngine();
  void player.load(current, player.generation, { play: !paused, seekTo });
}

/**
 * Starts following the setting (once) and the data meter (./media-bytes.ts, a chunk of its own, which reads
 * the requests made before it ran). The setting may have changed since the stream was loaded (./data-saver-now.ts
 * read it then), so the engine is brought in line at once.
 */
export function followDataSaver(): void {
  if (!watch.started) {
    watch.started = true;
    onDataSaverChange($dataSaverActive.get());
    $dataSaverActive.listen(onDataSaverChange);
  }
  if (watch.meter) return;
  watch.meter = true;
  void import('./media-bytes').then(
    (module) => module.startMediaBytes(),
    () => {
      watch.meter = false; // not fetched (the network went): the next `playing` tries again
    },
  );
}
