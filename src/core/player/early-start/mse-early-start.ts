/**
 * The early start's player (./early-start.ts), a chunk of its own: the two prefetched segments' AAC frames,
 * moved from MPEG-TS into fragmented MP4 (./ts-aac.ts, ./fmp4-aac.ts), appended through Media Source Extensions
 * where hls.js puts them on its first live load. Anything unexpected empties the element again for hls.js.
 */
import { aacCodec, initSegment, mediaSegment } from './fmp4-aac';
import type { EarlyStart, EarlyStartPlan } from './early-start';
import { aacFromTs, type AacAudio } from './ts-aac';

/** The longest an early start waits for its MediaSource to open before leaving the start to hls.js. */
const OPEN_LIMIT_MS = 2_000;
/**
 * The longest it waits for its first segment: a read that hangs would otherwise hold the start for good, since
 * nothing plays yet for the player's stall watch to see. hls.js then fetches it, with its own retries.
 */
const SEGMENT_LIMIT_MS = 4_000;

/** `promise`, or a rejection after `ms`; the timer goes either way. */
function withinLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * Resolves at `ok`'s event, rejects at `fail`'s; leaves no listener behind (on a SourceBuffer that hls.js goes
 * on using), nor once `stop` is aborted.
 */
function nextEvent(
  ok: [EventTarget, string],
  fail: [EventTarget, string, string],
  stop: AbortSignal = new AbortController().signal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = new AbortController();
    const { signal } = done;
    stop.addEventListener('abort', () => done.abort(), { signal });
    ok[0].addEventListener(ok[1], () => (done.abort(), resolve()), { signal });
    fail[0].addEventListener(fail[1], () => (done.abort(), reject(new Error(fail[2]))), { signal });
  });
}

async function append(buffer: SourceBuffer, bytes: Uint8Array): Promise<void> {
  const done = nextEvent([buffer, 'updateend'], [buffer, 'error', 'the SourceBuffer refused a segment']);
  buffer.appendBuffer(bytes as Uint8Array<ArrayBuffer>);
  await done;
}

/**
 * Plays `plan` on `media` (./early-start.ts); null when the browser cannot take it or the first segment
 * cannot be read, and then the element is left empty for hls.js. The MediaSource opens while the segment is
 * still on its way: on a slow phone that is a few tasks, each tens of milliseconds.
 */
export async function playPlan(
  media: HTMLMediaElement,
  plan: EarlyStartPlan,
): Promise<EarlyStart['playing']> {
  if (typeof MediaSource === 'undefined') return null;
  const { first, second } = plan;
  const mediaSource = new MediaSource();
  const url = URL.createObjectURL(mediaSource);
  // A page whose policy forbids blob: media (a strict partner CSP) fails the element at once: hls.js then meets
  // the same refusal and reports it as it always has. The limit is for anything else that never opens; the
  // listeners go with it.
  const gaveUp = new AbortController();
  const opened = withinLimit(
    nextEvent(
      [mediaSource, 'sourceopen'],
      [media, 'error', 'the element refused the MediaSource'],
      gaveUp.signal,
    ),
    OPEN_LIMIT_MS,
    'opening the MediaSource',
  );
  media.src = url;
  let buffer: SourceBuffer;
  let audio: AacAudio;
  let codec: string;
  try {
    const bytes = withinLimit(first.bytes, SEGMENT_LIMIT_MS, 'the first segment');
    [audio] = await Promise.all([bytes.then((read) => aacFromTs(new Uint8Array(read))), opened]);
    codec = aacCodec(audio);
    buffer = mediaSource.addSourceBuffer(`audio/mp4; codecs="${codec}"`);
    await append(buffer, initSegment(audio));
    await append(buffer, mediaSegment(1, Math.round(first.start * audio.sampleRate), audio.frames));
    media.currentTime = first.start;
  } catch {
    // The element goes back to empty, for hls.js to start afresh.
    gaveUp.abort();
    URL.revokeObjectURL(url);
    media.removeAttribute('src');
    media.load();
    return null;
  }

  const appendSecond = async () => {
    if (!second) return;
    const next = aacFromTs(new Uint8Array(await second.bytes));
    // Straight on from the first by the segments' own clock, unless a discontinuity restarts it.
    const offset = (next.firstPts - audio.firstPts) / 90_000;
    const contiguous = !second.discontinuity && offset > 0 && offset < 2 * (second.start - first.start);
    const start = contiguous ? first.start + offset : second.start;
    await append(buffer, mediaSegment(2, Math.round(start * audio.sampleRate), next.frames));
  };
  return {
    mediaSource,
    buffer,
    codec,
    appended: appendSecond().catch(() => undefined), // hls.js fetches that segment itself
    // hls.js revokes the URL once it has taken over; stopped before that, it goes here.
    release: () => URL.revokeObjectURL(url),
  };
}
