/**
 * What the live mini player and the station page say about a live station: the song or segment on air and how
 * long the show has run, from the now-playing stream. Apart from ./live-title.ts, which every live control needs before it plays.
 */
import type { NowPlayingInfo } from '../../now-playing/message';

/** What plays now, labelled by kind ("Now playing" a song, "Now on air" a segment), for pages that style the two. */
export function liveNowParts(onAir: NowPlayingInfo | null): { label: string; text: string } | null {
  if (!onAir || !onAir.item.title) return null;
  return {
    label: onAir.item.kind === 'song' ? 'Now playing' : 'Now on air',
    text: `${onAir.item.title}${onAir.item.artist ? ` · ${onAir.item.artist}` : ''}`,
  };
}

/** The line under the title: "Now playing: Song · Artist". */
export function liveNowLine(onAir: NowPlayingInfo | null): string | null {
  const parts = liveNowParts(onAir);
  return parts ? `${parts.label}: ${parts.text}` : null;
}

/** Seconds the show on air has run at `nowMs`; null when unknown or not yet started. */
export function showElapsedSeconds(onAir: NowPlayingInfo | null, nowMs: number): number | null {
  if (!onAir) return null;
  const elapsed = nowMs / 1000 - onAir.show.startTimeUnixSeconds;
  return Number.isFinite(elapsed) && elapsed >= 0 ? elapsed : null;
}
