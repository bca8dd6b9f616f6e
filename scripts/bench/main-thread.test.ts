import { describe, expect, it } from 'vitest';
import { phaseOf, scriptName, share } from './main-thread';

const PAGE = 'http://127.0.0.1:4420/station/702';
const script = (
  sourceURL: string,
  startTime: number,
  duration: number,
  invoker = 'TimerHandler:setTimeout',
) => ({
  sourceURL,
  invoker,
  invokerType: 'user-callback',
  startTime,
  duration,
});

describe('the main-thread breakdown', () => {
  it('names a chunk without its hash, and the page itself as inline', () => {
    expect(scriptName('http://127.0.0.1:4420/assets/sentry-sdk-CxUU07xO.js', PAGE)).toBe('sentry-sdk');
    expect(scriptName(PAGE, PAGE)).toBe('inline');
    expect(scriptName('', PAGE)).toBe('inline');
  });

  it('puts a run inside the app’s hydration measure in hydration, whatever its chunk', () => {
    const measures = [{ name: 'primedia:hydration', startTime: 100, end: 400 }];
    expect(phaseOf(script('x/react-AAAAAAAA.js', 150, 10), 'react', measures)).toBe('hydration');
    expect(phaseOf(script('x/react-AAAAAAAA.js', 450, 10), 'react', measures)).toBe('other');
    expect(phaseOf(script('x/index-AAAAAAAA.js', 450, 10, 'MessagePort.onmessage'), 'index', measures)).toBe(
      'React rendering',
    );
    expect(phaseOf(script('x/sentry-AAAAAAAA.js', 450, 10), 'sentry', measures)).toBe('monitoring');
    expect(phaseOf(script('x/index-AAAAAAAA.js', 450, 10, 'EventSource.onmessage'), 'index', measures)).toBe(
      'now playing',
    );
  });

  it('shares a long frame’s blocking time among its scripts by duration, the rest to layout', () => {
    const frame = {
      startTime: 1000,
      duration: 200,
      blockingDuration: 150,
      scripts: [
        script('http://127.0.0.1:4420/assets/index-AAAAAAAA.js', 1000, 100),
        script('http://127.0.0.1:4420/assets/sentry-sdk-BBBBBBBB.js', 1100, 50),
      ],
    };
    const early = { ...frame, startTime: 0, duration: 80, blockingDuration: 30 };
    const result = share({ fcp: 500, frames: [early, frame], measures: [] }, PAGE);
    expect(result.blocking).toBe(150); // the frame before the first paint does not count
    expect(result.byScript).toEqual([
      { name: 'index', ms: 75 },
      { name: 'sentry-sdk', ms: 37.5 },
      { name: 'unattributed', ms: 37.5 },
    ]);
    expect(result.byPhase.find((p) => p.name === 'monitoring')?.ms).toBe(37.5);
  });
});
