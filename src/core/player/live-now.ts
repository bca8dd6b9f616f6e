/**
 * What the live mini player says under the title: the song or segment on air and how long the show has run,
 * from the now-playing stream. Apart from ./live-title.ts, which every live control needs before it plays.
 */
import type { NowPlayingInfo } from '../now-playing/message';

/** The line under the title: what plays now, labelled by kind ("Now playing" a song, "Now on air" a segment). */
export function liveNowLine(onAir: NowPlayingInfo | null): string | null {
  if (!onAir || !onAir.item.title) return null;
  const label = onAir.item.kind === 'song' ? 'Now playing' : 'Now on air';
  return `${label}: ${onAir.item.title}${onAir.item.artist ? ` · ${onAir.item.artist}` : ''}`;
}

/** Seconds the show on air has run at `nowMs`; null when unknown or not yet started. */
export function showElapsedSeconds(onAir: NowPlayingInfo | null, nowMs: number): number | null {
  if (!onAir) return null;
  const elapsed = nowMs / 1000 - onAir.show.startTimeUnixSeconds;
  return Number.isFinite(elapsed) && elapsed >= 0 ? elapsed : null;
}
