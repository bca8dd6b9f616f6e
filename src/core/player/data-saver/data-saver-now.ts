/**
 * Whether a stream should start on its lightest rung (docs/data-saver.md), read without loading the data saver's stores,
 * so the partner page's first play does not pay for them (docs/design.md, "Budgets"): the setting if the page has one (the
 * host app, a control or a widget attribute made it in the store registry), else Auto, read from the browser.
 * Changes while media plays are followed by ./data-saver-switch.ts, loaded at the first `playing`.
 */
import { browserAsksToSaveData, dataSaverActive, type DataSaverSetting } from '../../data-saver/auto-rule';
import { peekShared } from '../../store-registry';

/** The registry name of the setting's store (src/core/data-saver/setting.ts). */
const DATA_SAVER_SETTING_STORE = 'data-saver-setting';

export function dataSaverNow(): boolean {
  const stored = peekShared<{ get(): unknown }>(DATA_SAVER_SETTING_STORE)?.get();
  const setting: DataSaverSetting = stored === 'on' || stored === 'off' ? stored : 'auto';
  return dataSaverActive(setting, browserAsksToSaveData());
}
