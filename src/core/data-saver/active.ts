/**
 * Whether the data saver is on now: On, or Auto while the browser asks to save data or is on mobile data. The
 * player caps streams by it (src/core/player) and images pick smaller crops by it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';
import { dataSaverActive } from './auto-rule';
import { $browserAsksToSaveData } from './browser-hint';
import { $dataSaverSetting } from './setting';

export { dataSaverActive } from './auto-rule';

/** Kept by listening to both stores rather than with `computed`, which the partner's first chunk can do without. */
export const $dataSaverActive: ReadableAtom<boolean> = shared('data-saver-active', () => {
  const store = atom(dataSaverActive($dataSaverSetting.get(), $browserAsksToSaveData.get()));
  const update = () => store.set(dataSaverActive($dataSaverSetting.get(), $browserAsksToSaveData.get()));
  $dataSaverSetting.listen(update);
  $browserAsksToSaveData.listen(update);
  return store;
});
