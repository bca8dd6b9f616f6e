/**
 * What a live stream is called, one rule for every control that starts live radio and for every place that
 * shows it (mini player, Media Session). Before, the guide said "947 live" and Explore the show's name, so the
 * same stream had two names depending on where the listener pressed play.
 *
 * The rule: the show on air from the now-playing stream (it follows the schedule as it changes); when the stream
 * has said nothing yet, the show the caller's schedule says is on air; when neither is known, "{station} live".
 */
import type { NowPlayingInfo } from '../now-playing/message';

export function liveTitle(
  stationName: string,
  onAir: NowPlayingInfo | null,
  scheduledHeadline?: string | null,
): string {
  const fromStream = onAir?.show.headline.trim();
  if (fromStream) return fromStream;
  const fromSchedule = scheduledHeadline?.trim();
  if (fromSchedule) return fromSchedule;
  return `${stationName} live`;
}

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

/**
 * The playing live audio after a now-playing message: the title (and the show's image) follow the show on air,
 * so a show that changes while the listener listens is named the same way as one that was on air at the start.
 * Returns the same object when nothing changed, so nothing re-renders or resets the lock screen needlessly.
 */
export function followLiveShow<T extends { title: string; station: string; imageUrl: string }>(
  audio: T,
  onAir: NowPlayingInfo | null,
): T {
  const title = liveTitle(audio.station, onAir, audio.title);
  const imageUrl = onAir?.show.imageUrl || audio.imageUrl;
  return title === audio.title && imageUrl === audio.imageUrl ? audio : { ...audio, title, imageUrl };
}
