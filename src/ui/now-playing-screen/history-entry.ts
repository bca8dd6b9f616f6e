/**
 * A history entry for an open overlay, so a phone's Back closes it instead of leaving the page. The entry
 * keeps the page's own state (the router's index) and the same URL. However else the overlay closes (Escape,
 * a button, playback ending), the entry is taken back off, so Back afterwards goes where the listener expects.
 */
import { useEffect, useRef } from 'react';

const MARK = 'primediaOverlay';

const isOurs = (state: unknown) => (state as Record<string, unknown> | null)?.[MARK] === true;

export function useHistoryEntry(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    if (!open) return;
    history.pushState({ ...(history.state as object | null), [MARK]: true }, '');
    const onPop = () => {
      if (!isOurs(history.state)) closeRef.current();
    };
    addEventListener('popstate', onPop);
    return () => {
      removeEventListener('popstate', onPop);
      if (isOurs(history.state)) history.back();
    };
  }, [open]);
}
