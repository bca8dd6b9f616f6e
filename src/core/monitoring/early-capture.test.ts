import { describe, expect, it, vi } from 'vitest';
import { MAX_EARLY, startEarlyCapture } from './early-capture';
import { recordProblem } from './problems';

describe('problems and errors before Sentry has loaded', () => {
  it('keeps problems and uncaught errors, asks to load once, and hands them over once', () => {
    const target = new EventTarget();
    const onFirst = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const early = startEarlyCapture(onFirst, target);
    expect(onFirst).not.toHaveBeenCalled();

    recordProblem({ area: 'now-playing', message: 'dropped a message' });
    const thrown = new Error('boom');
    const error = Object.assign(new Event('error'), { error: thrown, message: 'boom' });
    target.dispatchEvent(error);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(onFirst).toHaveBeenCalledOnce();

    expect(early.take()).toEqual({
      problems: [{ area: 'now-playing', message: 'dropped a message' }],
      errors: [
        { error: thrown, kind: 'onerror' },
        { error: 'nope', kind: 'onunhandledrejection' },
      ],
    });
    // Handed over: nothing more is kept.
    recordProblem({ area: 'player', message: 'later' });
    target.dispatchEvent(Object.assign(new Event('error'), { error: thrown }));
    expect(early.take()).toEqual({ problems: [], errors: [] });
  });

  it('keeps at most 50 of each', () => {
    const target = new EventTarget();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const early = startEarlyCapture(() => undefined, target);
    for (let i = 0; i < MAX_EARLY + 10; i++) recordProblem({ area: 'x', message: String(i) });
    const { problems } = early.take();
    expect(problems).toHaveLength(50);
    expect(problems.at(-1)?.message).toBe('49');
  });
});
