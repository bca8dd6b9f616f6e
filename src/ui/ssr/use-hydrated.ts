/**
 * False while the server renders and while the browser hydrates that HTML, true from the render after: what
 * only the browser can know (a signed-in editor's preview, the sign-in pages) renders its placeholder until
 * then, so the first browser render matches the server's HTML.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
