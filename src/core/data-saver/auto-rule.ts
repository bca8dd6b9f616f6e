/**
 * The data saver's rule, alone (docs/data-saver.md), so the player's first chunk can apply it without the stores: Auto is
 * on when the browser asks to save data (`navigator.connection.saveData`, the switch that also sends
 * `Save-Data: on`) or reports a cellular connection; On and Off win over the browser.
 */
export type DataSaverSetting = 'auto' | 'on' | 'off';

export interface ConnectionInfo extends EventTarget {
  saveData?: boolean;
  type?: string;
}

/** The browser's connection, or null (a server, or a browser without the Network Information API). */
export function connection(): ConnectionInfo | null {
  const nav = globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined;
  return nav?.connection ?? null;
}

/** True when the browser asks to save data or the connection is cellular. */
export function browserAsksToSaveData(info: ConnectionInfo | null = connection()): boolean {
  return info?.saveData === true || info?.type === 'cellular';
}

export function dataSaverActive(setting: DataSaverSetting, browserAsks: boolean): boolean {
  return setting === 'on' || (setting === 'auto' && browserAsks);
}
