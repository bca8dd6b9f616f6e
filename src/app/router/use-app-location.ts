/**
 * The location a component renders for. In the browser it is the router's store; while the server renders a
 * request (src/app/ssr) it is that request's location, given by context, because requests render concurrently
 * and a module-level store would mix them up. While the browser hydrates a server-rendered page it is the
 * location the page was loaded at (the store's initial value), even if the router has already moved on (an
 * anonymous visitor sent from My Content to Explore): hydration must match the server's HTML, and the move
 * renders right after it.
 */
import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import { $location, type AppLocation } from './location';

export const RequestLocationContext = createContext<AppLocation | null>(null);

export function useAppLocation(): AppLocation {
  const requested = useContext(RequestLocationContext);
  const current = useStore($location, { ssr: 'initial' });
  return requested ?? current;
}
