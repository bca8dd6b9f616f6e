/**
 * The data meter's source: every media request Resource Timing reports (both engines alike), added to the data
 * used (src/core/data-saver/data-used.ts) under the media playing. `transferSize` is what crossed the network
 * (0 from the cache; 0 from an origin without `Timing-Allow-Origin`, never a guess).
 */
import { addDataUsed, usageKey, type MediaKind } from '../../data-saver/data-used';
import { shared } from '../../store-registry';
import { player, type Current } from '../controller';
import { mediaTimingsMetered } from './keep-media-timings';

/** Playlists and segments, whatever the path: what an HLS engine fetches. */
const MEDIA_FILE = /\.(m3u8|ts|aac|m4s|mp4|m4a)$/i;
const MEDIA_INITIATORS = new Set(['video', 'audio', 'xmlhttprequest', 'fetch', 'other']);

function kindOf(current: Current): MediaKind {
  if (current.resolved.isLive) return 'live';
  return current.request.type === 'video' ? 'video' : 'on-demand';
}

/** The usage key of `current`: the station as listeners see it, and the kind of listening. */
export function keyOf(current: Current): string {
  return usageKey(current.request.audio.station || 'Other', kindOf(current));
}

/** The bytes one resource entry cost on the network, if it is a media request of `origin`; else 0. */
export function mediaBytes(entry: PerformanceResourceTiming, origin: string | null): number {
  if (!origin || !MEDIA_INITIATORS.has(entry.initiatorType)) return 0;
  let url: URL;
  try {
    url = new URL(entry.name);
  } catch {
    return 0;
  }
  if (url.origin !== origin || !MEDIA_FILE.test(url.pathname)) return 0;
  return entry.transferSize > 0 ? entry.transferSize : 0;
}

const meter = shared('player-media-bytes', () => ({
  started: false,
  /** The last media played: requests that finish just after a stop still belong to it. */
  last: null as { key: string; origin: string | null } | null,
}));

function originOf(src: string): string | null {
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
}

export function startMediaBytes(): void {
  if (meter.started || typeof PerformanceObserver === 'undefined') return;
  meter.started = true;
  const observer = new PerformanceObserver((list) => {
    const current = player.current;
    if (current) meter.last = { key: keyOf(current), origin: originOf(current.resolved.src) };
    const last = meter.last;
    if (!last) return;
    let bytes = 0;
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      bytes += mediaBytes(entry, last.origin);
    addDataUsed(last.key, bytes);
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
    mediaTimingsMetered();
  } catch {
    meter.started = false; // a browser without Resource Timing: the meter stays at zero
  }
}
