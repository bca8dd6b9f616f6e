/**
 * What a player shows while catching up (src/core/player/catch-up.ts): how far behind live the playhead is
 * ("-12:34", ticking each second) and the song or segment that aired at the playhead, from the station's
 * now-playing history. Null when not catching up.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  behindLiveSeconds,
  formatBehindLive,
  itemAt,
  playheadUnixSeconds,
  type CatchUpInfo,
} from '../../core/player/catch-up';
import { $catchUpHistory, catchUpKey } from '../../core/player/catch-up-store';
import type { NowPlayingItem } from '../../core/now-playing/message';

export interface CatchUpNow {
  behind: string;
  behindSeconds: number;
  item: NowPlayingItem | null;
}

export function useCatchUpNow(catchUp: CatchUpInfo | null, currentTime: number): CatchUpNow | null {
  const history = useStore($catchUpHistory);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const active = catchUp !== null;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  if (!catchUp) return null;
  const behindSeconds = behindLiveSeconds(catchUp, currentTime, Math.max(nowMs, Date.now()));
  const items = history?.key === catchUpKey(catchUp) ? history.items : [];
  return {
    behind: formatBehindLive(behindSeconds),
    behindSeconds,
    item: itemAt(items, playheadUnixSeconds(catchUp, currentTime)),
  };
}

/** "Song · Artist" of the item at the playhead, or null. */
export function catchUpLine(now: CatchUpNow | null): string | null {
  const item = now?.item;
  if (!item?.title) return null;
  return `${item.title}${item.artist ? ` · ${item.artist}` : ''}`;
}

/** The badge's accessible words for "-12:34". */
export function behindLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.floor(seconds % 60)} s behind live`;
}

/** The time now, moving every 30 s: enough to tell whether a show's start is still inside the window. */
export function useCoarseClock(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}
