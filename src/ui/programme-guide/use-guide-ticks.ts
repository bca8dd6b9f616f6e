/** The programme guide's clock, shared by the guide widget and the station page's now/next and schedule. */
import { useEffect } from 'react';
import { msUntilGuideTick, type TimedShow } from './guide-time';

/** setTimeout holds at most 2^31-1 ms; a guide day is far shorter, the cap only guards bad data. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The guide's clock: re-read at each show change of `shows` and at each South African midnight, so the
 * highlight moves by itself and a guide left open overnight moves to the new today. A clock reading older
 * than the shows (the listener switched day hours after the last tick) is refreshed at once; so is one taken
 * before the tab was hidden, since a hidden tab's timers are throttled.
 */
export function useGuideTicks(shows: readonly TimedShow[], now: number, setNow: (now: number) => void): void {
  useEffect(() => {
    const read = () => setNow(Date.now());
    const stale = Date.now() - now > 1_000;
    const timer = setTimeout(read, stale ? 0 : Math.min(msUntilGuideTick(shows, now), MAX_TIMER_MS));
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [shows, now, setNow]);
}
