import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Just enough of hls.js to drive the engine: listeners by event name, and the calls the engine makes. */
const hlsInstances: FakeHls[] = [];
class FakeHls {
  static isSupported = () => true;
  static Events = {
    MANIFEST_PARSED: 'manifestParsed',
    ERROR: 'error',
    MEDIA_DETACHING: 'mediaDetaching',
    MEDIA_ATTACHED: 'mediaAttached',
    BUFFER_CODECS: 'bufferCodecs',
  };
  static DefaultConfig = { loader: class {} };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
  static ErrorDetails = {
    BUFFER_STALLED_ERROR: 'bufferStalledError',
    FRAG_PARSING_ERROR: 'fragParsingError',
  };
  levels = [];
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  constructor() {
    hlsInstances.push(this);
  }
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown = {}) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  attachMedia = vi.fn();
  loadSource = vi.fn();
  detachMedia = vi.fn();
  destroy = vi.fn();
  recoverMediaError = vi.fn();
}
vi.mock('hls.js/light', () => ({ default: FakeHls, LoadStats: class {} }));

const { createHlsJsEngineNow } = await import('./hlsjs-engine');

/** A media element that keeps its listeners, so the test can play and pause it as the browser would. */
function fakeMedia(paused: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const media = {
    paused,
    currentTime: 0,
    play: vi.fn(() => Promise.resolve()),
    removeAttribute: vi.fn(),
    load: vi.fn(),
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    fire(type: 'play' | 'pause') {
      media.paused = type === 'pause';
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return media;
}

/**
 * hls.js's reset as the element sees it: hls.js's own MEDIA_DETACHING listener runs first and empties the
 * element, which its load algorithm leaves paused without a `pause` event; then the new source is attached.
 */
function reset(hls: FakeHls, media: ReturnType<typeof fakeMedia>) {
  media.paused = true;
  hls.emit(FakeHls.Events.MEDIA_DETACHING);
  hls.emit(FakeHls.Events.MEDIA_ATTACHED);
}

async function startEngine(media: ReturnType<typeof fakeMedia>) {
  const events = { onFatal: vi.fn(), onProblem: vi.fn() };
  const engine = createHlsJsEngineNow(media as unknown as HTMLMediaElement, events);
  await engine.load('http://o/media/vod/aud-0001/index.m3u8');
  const hls = hlsInstances.at(-1);
  if (!hls) throw new Error('the engine created no hls.js instance');
  return { engine, events, hls };
}

describe('hls.js engine, a media-source reset', () => {
  beforeEach(() => {
    hlsInstances.length = 0;
  });

  it('plays on after a reset of an element that was playing (the reattach leaves it paused)', async () => {
    const media = fakeMedia(true);
    const { hls } = await startEngine(media);
    hls.emit(FakeHls.Events.MEDIA_ATTACHED); // the first attach is not a reset
    media.fire('play');
    expect(media.play).not.toHaveBeenCalled();

    reset(hls, media);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('leaves a paused element paused after a reset', async () => {
    const media = fakeMedia(true);
    const { hls } = await startEngine(media);
    media.fire('play');
    media.fire('pause');
    reset(hls, media);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('does not play an element it was destroyed on', async () => {
    const media = fakeMedia(false);
    const { engine, hls } = await startEngine(media);
    media.paused = true;
    hls.emit(FakeHls.Events.MEDIA_DETACHING);
    engine.destroy();
    hls.emit(FakeHls.Events.MEDIA_ATTACHED);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('reports a refused play after a reset as a problem, not an unhandled rejection', async () => {
    const media = fakeMedia(false);
    media.play.mockImplementation(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    const { events, hls } = await startEngine(media);
    reset(hls, media);
    await vi.waitFor(() =>
      expect(events.onProblem).toHaveBeenCalledWith(
        expect.stringContaining('could not play on after a reset'),
      ),
    );
  });
});

describe('hls.js engine, init segments', () => {
  it("clears the live window's length from an init segment before hls.js appends it", async () => {
    const { hls } = await startEngine(fakeMedia(true));
    // A movie header (version 0) that says 12 s at 44.1 kHz.
    const mvhd = [0, 0, 0, 28, ...Array.from('mvhd', (c) => c.charCodeAt(0)), 0, 0, 0, 0];
    const fields = [0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0xac, 0x44, 0, 0x08, 0x13, 0x30];
    const initSegment = Uint8Array.from([
      0,
      0,
      0,
      36,
      ...Array.from('moov', (c) => c.charCodeAt(0)),
      ...mvhd,
      ...fields,
    ]);
    hls.emit(FakeHls.Events.BUFFER_CODECS, { audio: { initSegment } });
    expect([...initSegment.subarray(-4)]).toEqual([0xff, 0xff, 0xff, 0xff]); // unknown
    expect([...initSegment.subarray(-8, -4)]).toEqual([0, 0, 0xac, 0x44]); // the timescale stays
  });
});

describe('hls.js engine, bad segments', () => {
  const parsingError = (chunkMeta?: object) => ({
    type: FakeHls.ErrorTypes.MEDIA_ERROR,
    details: FakeHls.ErrorDetails.FRAG_PARSING_ERROR,
    fatal: false,
    ...(chunkMeta ? { chunkMeta } : {}),
  });

  it('counts the many errors of one reading of a segment once', async () => {
    const { events, hls } = await startEngine(fakeMedia(false));
    // One corrupted segment: its demuxer reported each packet it could not read (eight, as Chromium's run
    // printed), then hls.js stepped over the hole it left.
    const reading = { sn: 421, level: 0 };
    for (let k = 0; k < 8; k++) hls.emit(FakeHls.Events.ERROR, parsingError(reading));
    hls.emit(FakeHls.Events.ERROR, { type: 'mediaError', details: 'bufferSeekOverHole', fatal: false });
    expect(events.onFatal).not.toHaveBeenCalled();
    // Recorded once for the reading and once for the step over the hole, not nine times.
    expect(events.onProblem.mock.calls).toEqual([
      ['hls.js mediaError: fragParsingError'],
      ['hls.js mediaError: bufferSeekOverHole'],
    ]);
  });

  it('moves past the bad segment on the reading error that names it, after the reading has been counted', async () => {
    const media = fakeMedia(false);
    const { hls } = await startEngine(media);
    media.currentTime = 421 * 2 + 0.5;
    const reading = { sn: 421, level: 0 };
    hls.emit(FakeHls.Events.ERROR, parsingError(reading));
    // The transmuxer's own error for that reading carries the segment: the playhead steps past its end.
    hls.emit(FakeHls.Events.ERROR, { ...parsingError(reading), frag: { start: 842, end: 844 } });
    expect(media.currentTime).toBeCloseTo(844.05);
  });

  it('calls a burst of bad readings a broken stream', async () => {
    const { events, hls } = await startEngine(fakeMedia(false));
    // hls.js reads a segment it could not parse again at once: every segment broken is a new reading each time.
    for (let k = 0; k < 9; k++) hls.emit(FakeHls.Events.ERROR, parsingError({ sn: 421, level: 0 }));
    expect(events.onFatal).toHaveBeenCalledWith('media', 'hls.js fragParsingError repeated');
  });
});
