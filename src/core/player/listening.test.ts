import { beforeEach, describe, expect, it } from 'vitest';
import { beginListening, endListening, playbackStarting, type StopReason } from './listening';

function owner() {
  const reasons: StopReason[] = [];
  return { reasons, ended: (reason: StopReason) => reasons.push(reason) };
}

describe('listening sessions', () => {
  beforeEach(() => endListening('stopped'));

  it('reports the end once, to the owner, with the reason', () => {
    const a = owner();
    beginListening(a, 'live-702');
    endListening('paused');
    endListening('stopped');
    expect(a.reasons).toEqual(['paused']);
  });

  it('ends the previous session as replaced when another starts, whoever starts it', () => {
    const a = owner();
    const b = owner();
    beginListening(a, 'live-702');
    beginListening(b, 'live-947');
    expect(a.reasons).toEqual(['replaced']);
    playbackStarting('episode-1'); // started by a control without a session (the host app's card)
    expect(b.reasons).toEqual(['replaced']);
  });

  it('keeps the session when the same media starts again (live resumed at the live edge)', () => {
    const a = owner();
    beginListening(a, 'live-702');
    playbackStarting('live-702');
    expect(a.reasons).toEqual([]);
  });
});
