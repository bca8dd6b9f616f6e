// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stopPlayback } from '../../core/player/controller';
import { renderWithEvents } from './render-with-events';
import { useStartListening } from './start-listening';

/** A control that starts listening to `mediaId`, as the players' play buttons do. */
function Listen({ mediaId }: { mediaId: string }) {
  const startListening = useStartListening();
  return (
    <button type="button" onClick={() => startListening({ mediaId, live: true })}>
      Play {mediaId}
    </button>
  );
}

afterEach(() => {
  cleanup();
  stopPlayback();
});

describe('a control’s listening', () => {
  it('fires primedia-play at once and exactly one primedia-stop from the same control when it ends', () => {
    const events = renderWithEvents(<Listen mediaId="live-702" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play live-702' }));
    expect(events).toEqual([{ name: 'primedia-play', detail: { mediaId: 'live-702', live: true } }]);
    act(() => stopPlayback());
    act(() => stopPlayback());
    expect(events).toEqual([
      { name: 'primedia-play', detail: { mediaId: 'live-702', live: true } },
      { name: 'primedia-stop', detail: { mediaId: 'live-702', live: true, reason: 'stopped' } },
    ]);
  });

  it('ends as replaced when another control starts, before that control’s play', () => {
    const first = renderWithEvents(<Listen mediaId="live-702" />);
    const second = renderWithEvents(<Listen mediaId="live-kfm" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play live-702' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play live-kfm' }));
    expect(first.map((event) => [event.name, event.detail.reason])).toEqual([
      ['primedia-play', undefined],
      ['primedia-stop', 'replaced'],
    ]);
    expect(second.map((event) => event.name)).toEqual(['primedia-play']);
  });
});
