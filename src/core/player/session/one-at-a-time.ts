/**
 * One audio at a time across tabs (docs/player.md, "One at a time"): the tab that starts playing tells the
 * others, over BroadcastChannel, or the storage event where BroadcastChannel is missing.
 */
const CHANNEL = 'primedia-player';
const STORAGE_KEY = 'primedia-player-playing';

export function createOneAtATime(onOtherStarted: () => void) {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null;

  const receive = (from: unknown) => {
    if (typeof from === 'string' && from !== id) onOtherStarted();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue) receive(event.newValue.split('|')[0]);
  };
  if (channel) channel.onmessage = (event: MessageEvent<unknown>) => receive(event.data);
  else globalThis.addEventListener?.('storage', onStorage);

  return {
    /** Announce that this page started playing. */
    announce() {
      if (channel) {
        channel.postMessage(id);
        return;
      }
      try {
        localStorage.setItem(STORAGE_KEY, `${id}|${Date.now()}`);
      } catch {
        // Storage unavailable (private mode, partitioned): other tabs are not told.
      }
    },
    close() {
      channel?.close();
      globalThis.removeEventListener?.('storage', onStorage);
    },
  };
}
