// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatchUpInfo, catchUpKey, setCatchUpHistory } from '../../core/player/catch-up/catch-up';
import { BehindBadge } from './behind-badge';
import { catchUpLine, useCatchUpNow } from './use-catch-up';

/** What a player shows of a catch-up: the badge, the line at the playhead, the show and its marks. */
function CatchUpView({ info, currentTime }: { info: CatchUpInfo | null; currentTime: number }) {
  const now = useCatchUpNow(info, currentTime, 3 * 3600);
  if (!now) return <p>Live</p>;
  return (
    <>
      <BehindBadge now={now} className="badge" part="badge" />
      <p data-testid="line">{catchUpLine(now) ?? ''}</p>
      <p data-testid="show">{now.show?.headline ?? ''}</p>
      <p data-testid="marks">{now.marks.map((mark) => mark.percent.toFixed(1)).join(' ')}</p>
    </>
  );
}

// Late evening in South Africa: catching up from the start of the 20:00 show.
const at = (time: string) => Date.parse(`2026-11-24T${time}+02:00`) / 1000;
const info: CatchUpInfo = { station: '702', fromUnixSeconds: at('20:00:00'), toUnixSeconds: at('22:40:00') };

beforeEach(() => {
  vi.useFakeTimers({ now: at('22:40:00') * 1000, toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  cleanup();
  setCatchUpHistory(null);
  vi.useRealTimers();
});

describe('what a player shows while catching up', () => {
  it('shows Live when not catching up', () => {
    render(<CatchUpView info={null} currentTime={0} />);
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('says how far behind live the playhead is, and keeps counting each second', () => {
    render(<CatchUpView info={info} currentTime={10 * 60} />);
    const badge = screen.getByRole('timer');
    expect(badge.textContent).toBe('-2:30:00');
    expect(badge.getAttribute('aria-label')).toBe('150 min 0 s behind live');
    act(() => vi.advanceTimersByTime(1000));
    expect(badge.textContent).toBe('-2:30:01');
  });

  it('names the song and show that aired at the playhead, and marks where later shows begin', () => {
    act(() =>
      setCatchUpHistory({
        key: catchUpKey(info),
        items: [
          {
            kind: 'song',
            title: 'Weekend',
            artist: 'Mafikizolo',
            artworkUrl: '',
            startTimeUnixSeconds: at('20:08:00'),
            endTimeUnixSeconds: at('20:12:00'),
          },
        ],
        shows: [
          {
            headline: 'The Late Show',
            startTimeUnixSeconds: at('20:00:00'),
            endTimeUnixSeconds: at('21:30:00'),
          },
          {
            headline: 'Night Talk',
            startTimeUnixSeconds: at('21:30:00'),
            endTimeUnixSeconds: at('24:00:00'),
          },
        ],
      }),
    );
    render(<CatchUpView info={info} currentTime={10 * 60} />);
    expect(screen.getByTestId('line').textContent).toBe('Weekend · Mafikizolo');
    expect(screen.getByTestId('show').textContent).toBe('The Late Show');
    expect(screen.getByTestId('marks').textContent).toBe('50.0');
  });

  it('ignores what aired for another catch-up', () => {
    act(() =>
      setCatchUpHistory({
        key: catchUpKey({ ...info, fromUnixSeconds: at('19:00:00') }),
        items: [],
        shows: [
          { headline: 'Drive', startTimeUnixSeconds: at('19:00:00'), endTimeUnixSeconds: at('21:00:00') },
        ],
      }),
    );
    render(<CatchUpView info={info} currentTime={10 * 60} />);
    expect(screen.getByTestId('show').textContent).toBe('');
  });
});
