/**
 * What aired on the station being caught up on (./catch-up-history.ts fills it): the songs and segments for the
 * now-playing line at the playhead, and the guide's shows for the title and the seek bar's show marks. A store
 * of its own, so the components that read it do not load the loader.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { NowPlayingItem } from '../../now-playing/message';
import type { CatchUpShow } from './catch-up';
import { shared } from '../../store-registry';

export interface CatchUpHistory {
  /** "{station}:{from}:{to}", so a reply for an older catch-up is never shown for a newer one. */
  key: string;
  items: NowPlayingItem[];
  /** The guide's shows that overlap the range, oldest first. */
  shows: CatchUpShow[];
}

const historyAtom = shared('catch-up-history', () => atom<CatchUpHistory | null>(null));

export const $catchUpHistory: ReadableAtom<CatchUpHistory | null> = historyAtom;

export function setCatchUpHistory(history: CatchUpHistory | null): void {
  historyAtom.set(history);
}

export const catchUpKey = (info: { station: string; fromUnixSeconds: number; toUnixSeconds: number }) =>
  `${info.station}:${info.fromUnixSeconds}:${info.toUnixSeconds}`;
