/**
 * How a component tells the page what happened. As a custom element, `define-widget` provides an emitter that
 * dispatches bubbling, composed `primedia-*` CustomEvents from the element (docs/design.md, "Names partners depend on"); in the host app
 * the default does nothing.
 */
import { createContext, useContext } from 'react';

type PrimediaEventName =
  'primedia-play' | 'primedia-pause' | 'primedia-stop' | 'primedia-error' | 'primedia-signin-request';

export type Emit = (name: PrimediaEventName, detail: Record<string, unknown>) => void;

export const HostEvents = createContext<Emit>(() => undefined);

export function useEmit(): Emit {
  return useContext(HostEvents);
}
