/**
 * The `data-saver` attribute of the player widgets (docs/data-saver.md): auto, on or off, for every Primedia+ player on
 * the page, with the same Auto rule as the main site. A partner who mistypes it gets a console warning that
 * names the value and what counts instead, and the widget keeps working on Auto: a player that refused to show
 * over a setting would cost the listener more than the data.
 */
import { parseDataSaverSetting, setDataSaverSetting } from '../../src/core/data-saver/setting';

/** Applies the attribute's value (null: not set, nothing changes). */
export function applyDataSaverAttribute(
  tag: string,
  raw: string | null,
  warn: (message: string) => void = (message) => console.warn(message),
): void {
  if (raw === null) return;
  const setting = parseDataSaverSetting(raw);
  if (!setting) {
    warn(
      `[primedia] <${tag}> data-saver="${raw}" is not one of auto, on, off: the data saver stays on auto.`,
    );
  }
  setDataSaverSetting(setting ?? 'auto');
}
