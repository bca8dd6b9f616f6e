/**
 * What a live stream is called, one rule for every control that starts live radio and for every place that
 * shows it (mini player, Media Session). Before, the guide said "947 live" and Explore the show's name, so the
 * same stream had two names depending on where the listener pressed play.
 *
 * The rule: the show on air from the now-playing stream (it follows the schedule as it changes); when the stream
 * has said nothing yet, the show the caller's schedule says is on air; when neither is known, "{station} live".
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
