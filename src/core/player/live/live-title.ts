/**
 * What a live stream is called, one rule for every control that starts it and every place that shows it, so
 * one stream never has two names: the show on air from the now-playing stream, else the show the caller's
 * schedule says is on air, else "{station} live".
 */
import type { NowPlayingInfo } from '../../now-playing/message';

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
