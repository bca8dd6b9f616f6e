/**
 * The data saver setting (docs/data-saver.md): Auto, On or Off. Shared by every player control on the page (host app,
 * widgets), kept per device by the host app (`rememberDataSaver`); widgets set it from their `data-saver`
 * attribute for the page only, since they do not write to a partner's storage. A stored value that is not one
 * of the three is ignored (Auto), so a bad or foreign value can never lock a listener into a setting.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { rememberInStorage, restoreFromStorage, safeStorage } from '../safe-storage';
import { shared } from '../store-registry';

import type { DataSaverSetting } from './auto-rule';

export type { DataSaverSetting } from './auto-rule';

const DATA_SAVER_SETTINGS: readonly DataSaverSetting[] = ['auto', 'on', 'off'];
export const DATA_SAVER_STORAGE_KEY = 'primedia.data-saver';

/** The setting `value` names (case and spaces aside), or null for anything else. */
export function parseDataSaverSetting(value: unknown): DataSaverSetting | null {
  if (typeof value !== 'string') return null;
  const normalised = value.trim().toLowerCase();
  return (DATA_SAVER_SETTINGS as readonly string[]).includes(normalised)
    ? (normalised as DataSaverSetting)
    : null;
}

// The name is read by src/core/player/data-saver/data-saver-now.ts, which must not load this module.
const setting = shared('data-saver-setting', () => atom<DataSaverSetting>('auto'));

export const $dataSaverSetting: ReadableAtom<DataSaverSetting> = setting;

/** The listener's choice, and the host app's copy on this device once `rememberDataSaver` ran. */
export function setDataSaverSetting(next: DataSaverSetting): void {
  setting.set(next);
}

const remembered = {
  key: DATA_SAVER_STORAGE_KEY,
  parse: parseDataSaverSetting,
  serialise: (value: DataSaverSetting) => value,
  restore: (value: DataSaverSetting) => setting.set(value),
};

/** Restores the stored setting and saves every change from now on (host app only, in the browser). */
export function rememberDataSaver(storage: Storage | null = safeStorage()): void {
  rememberInStorage(setting, storage, remembered);
}

/**
 * Restores the stored setting for the page without saving changes: a press before the host app has started
 * (src/app/press-play.ts) plays by it, and the app's `rememberDataSaver` takes over when it starts.
 */
export function restoreDataSaver(storage: Storage | null = safeStorage()): void {
  restoreFromStorage(storage, remembered);
}
