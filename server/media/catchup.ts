/**
 * Catch-up (docs/time-shift.md): a station's recent past as an on-demand playlist, for "start from the beginning" and
 * past shows of the guide.
 *
 *   /media/catchup/{station}/index.m3u8?from={unix s}&to={unix s}   the multivariant playlist (the live ladder)
 *   /media/catchup/{station}/{rung}.m3u8?from=&to=                   one rung's media playlist
 *
 * The segments are the live timeline's own (segment n covers [epoch + n*L, epoch + (n+1)*L) and plays pool
 * segment n mod P, playlists.ts), so catch-up plays what aired, and every segment carries its program date
 * time. The playlist is a snapshot: it ends with the last segment that had aired when it was asked for (a show
 * still on air ends at the live edge), so it is a plain VOD playlist both engines seek in; the player goes
 * live when it reaches the end.
 *
 * Bounds: `from` inside the window (config.catchupWindowSeconds back from now) and already aired, `to` after
 * `from` and at most a day after it; both whole unix seconds. Every refusal says what to send instead.
 */
import { HttpError } from '../http/respond';
import { LIVE_EPOCH_MS } from './playlists';

/** A catch-up range spans at most a day (a programme guide day). */
const MAX_CATCHUP_SPAN_SECONDS = 24 * 3600;

export interface CatchupRange {
  /** Unix seconds as asked (the first segment is the one airing at `from`). */
  from: number;
  to: number;
  /** Segment numbers of the live timeline: the first listed and one past the last. */
  firstSegment: number;
  endSegment: number;
}

function unixSeconds(raw: string | null, name: string): number {
  if (raw === null || raw === '') {
    throw new HttpError(400, `Catch-up needs "${name}" as unix seconds, e.g. ?from=1767225600&to=1767232800`);
  }
  if (!/^\d{1,11}$/.test(raw))
    throw new HttpError(400, `"${name}" must be whole unix seconds, got "${raw.slice(0, 20)}"`);
  return Number(raw);
}

/**
 * Reads and checks ?from=&to= against the window at `nowMs`; throws a 400 that says why. `segmentSeconds` is
 * the rung's segment length (2 s audio).
 */
export function parseCatchupRange(
  params: URLSearchParams,
  nowMs: number,
  windowSeconds: number,
  segmentSeconds: number,
): CatchupRange {
  const from = unixSeconds(params.get('from'), 'from');
  const to = unixSeconds(params.get('to'), 'to');
  const now = Math.floor(nowMs / 1000);
  if (to <= from) throw new HttpError(400, '"to" must be after "from"');
  if (to - from > MAX_CATCHUP_SPAN_SECONDS) {
    throw new HttpError(400, `A catch-up range spans at most ${MAX_CATCHUP_SPAN_SECONDS / 3600} hours`);
  }
  const windowStart = now - windowSeconds;
  if (from < windowStart) {
    throw new HttpError(
      400,
      `"from" is before the catch-up window: catch-up keeps the last ${windowSeconds / 3600} hours (from ${windowStart} on)`,
    );
  }
  const segmentMs = segmentSeconds * 1000;
  const firstSegment = Math.floor((from * 1000 - LIVE_EPOCH_MS) / segmentMs);
  // The live window's newest segment: the last that has fully aired (playlists.ts liveWindow).
  const aired = Math.floor((nowMs - LIVE_EPOCH_MS) / segmentMs);
  if (firstSegment >= aired) throw new HttpError(400, '"from" has not aired yet: play the station live');
  const endSegment = Math.min(aired, Math.ceil((to * 1000 - LIVE_EPOCH_MS) / segmentMs));
  return { from, to, firstSegment, endSegment };
}
