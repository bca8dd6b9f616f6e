/**
 * One audio at a time across tabs (docs/player.md, "One at a time"): the tab that starts playing tells the
 * others over a BroadcastChannel, which every browser the player supports has (it needs constructable style
 * sheets, which came later).
 */
export function createOneAtATime(onOtherStarted: () => void) {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const channel = new BroadcastChannel('primedia-player');
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string' && event.data !== id) onOtherStarted();
  };
  return {
    /** Announce that this page started playing. */
    announce: () => channel.postMessage(id),
    close: () => channel.close(),
  };
}
