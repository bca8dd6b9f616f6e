/**
 * What the browser says about the connection (the Network Information API): `saveData` is true when the
 * listener turned on the browser's or the phone's data saver (the same switch makes the browser send
 * `Save-Data: on`), and `type` is 'cellular' on mobile data. Either means Auto turns the data saver on.
 * Browsers without the API (Safari, Firefox) report nothing, and Auto then stays off.
 *
 * Read when the store is first created and kept current through the connection's `change` event; on a server
 * there is no navigator, and the hint stays false.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';
import { browserAsksToSaveData, connection } from './auto-rule';

export { browserAsksToSaveData } from './auto-rule';

const hint = shared('data-saver-browser-hint', () => {
  const store = atom(false);
  const info = connection(); // null on a server and in browsers without the API
  if (info) {
    const update = () => store.set(browserAsksToSaveData(info));
    update();
    info.addEventListener?.('change', update);
  }
  return store;
});

export const $browserAsksToSaveData: ReadableAtom<boolean> = hint;
