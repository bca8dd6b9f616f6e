/**
 * How a component tells the page what happened. As a custom element, `define-widget` provides an emitter that
 * dispatches bubbling, composed `primedia-*` CustomEvents from the element (docs/design.md, "Names partners depend on"); in the host app
 * the default does nothing.
 */
import { createContext, useContext } from 'react';

type PrimediaEventName =
  | 'primedia-play'
  | 'primedia-pause'
  | 'primedia-stop'
  | 'primedia-error'
  | 'primedia-signin-request'
  | 'primedia-open'
  | 'primedia-close';

/** Returns false when the page cancelled a `cancelable` event (`preventDefault()`). */
export type Emit = (
  name: PrimediaEventName,
  detail: Record<string, unknown>,
  cancelable?: boolean,
) => boolean;

export const HostEvents = createContext<Emit>(() => true);

export function useEmit(): Emit {
  return useContext(HostEvents);
}
