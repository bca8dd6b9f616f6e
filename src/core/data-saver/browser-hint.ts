/**
 * What the browser says about the connection (the Network Information API): `saveData` is true when the
 * listener turned on the browser's or the phone's data saver (the same switch makes the browser send
 * `Save-Data: on`), and `type` is 'cellular' on mobile data. Either means Auto turns the data saver on.
 * Browsers without the API (Safari, Firefox) report nothing, and Auto then stays off.
 *
 * Read lazily and kept current through the connection's `change` event while someone listens, never at module
 * load: this code may run on a server, where there is no navigator.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';

interface ConnectionInfo extends EventTarget {
  saveData?: boolean;
  type?: string;
}

function connection(): ConnectionInfo | null {
  const nav = globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined;
  return nav?.connection ?? null;
}

/** True when the browser asks to save data or the connection is cellular. */
export function browserAsksToSaveData(info: ConnectionInfo | null = connection()): boolean {
  return info?.saveData === true || info?.type === 'cellular';
}

const hint = shared('data-saver-browser-hint', () => {
  const store = atom(false);
  onMount(store, () => {
    const info = connection();
    const update = () => store.set(browserAsksToSaveData(info));
    update();
    info?.addEventListener?.('change', update);
    return () => info?.removeEventListener?.('change', update);
  });
  return store;
});

export const $browserAsksToSaveData: ReadableAtom<boolean> = hint;
