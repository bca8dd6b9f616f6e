/**
 * What a player shows while catching up (src/core/player/catch-up/catch-up.ts): how far behind live the playhead is
 * ("-12:34", ticking each second), the song or segment that aired at the playhead (the station's now-playing
 * history), the guide's show at the playhead and where the shows begin on the seek bar. Null when not
 * catching up.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  behindLiveSeconds,
  formatBehindLive,
  itemAt,
  playheadUnixSeconds,
  showAt,
  showMarks,
  type CatchUpInfo,
  type CatchUpShow,
  type ShowMark,
  $catchUpHistory,
  catchUpKey,
} from '../../core/player/catch-up/catch-up';
import type { NowPlayingItem } from '../../core/now-playing/message';

export interface CatchUpNow {
  behind: string;
  behindSeconds: number;
  item: NowPlayingItem | null;
  /** The guide's show at the playhead (null until the guide answers, or between shows). */
  show: CatchUpShow | null;
  /** Where the later shows begin on the seek bar, for a media of `duration` seconds. */
  marks: ShowMark[];
}

export function useCatchUpNow(
  catchUp: CatchUpInfo | null,
  currentTime: number,
  duration?: number | null,
): CatchUpNow | null {
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
  const known = history?.key === catchUpKey(catchUp) ? history : null;
  const playhead = playheadUnixSeconds(catchUp, currentTime);
  return {
    behind: formatBehindLive(behindSeconds),
    behindSeconds,
    item: itemAt(known?.items ?? [], playhead),
    show: showAt(known?.shows ?? [], playhead),
    marks: showMarks(known?.shows ?? [], catchUp.fromUnixSeconds, duration),
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
