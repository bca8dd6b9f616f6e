/**
 * Whether the data saver is on now: On, or Auto while the browser asks to save data or is on mobile data. The
 * player caps streams by it (src/core/player) and images pick smaller crops by it.
 */
import { computed, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';
import { $browserAsksToSaveData } from './browser-hint';
import { $dataSaverSetting, type DataSaverSetting } from './setting';

export function dataSaverActive(setting: DataSaverSetting, browserAsks: boolean): boolean {
  return setting === 'on' || (setting === 'auto' && browserAsks);
}

export const $dataSaverActive: ReadableAtom<boolean> = shared('data-saver-active', () =>
  computed([$dataSaverSetting, $browserAsksToSaveData], dataSaverActive),
);
