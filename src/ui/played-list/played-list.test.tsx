// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StationDetails } from '../../core/stations/stations';

// The content API's answer is the test's: each call returns what played in the hours it asks for.
const api = vi.hoisted(() => ({ liteQuery: vi.fn() }));
vi.mock('../../core/api/lite', () => api);
const catchUp = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('../common/start-catch-up', () => ({ useStartCatchUp: () => catchUp.start }));

const { PlayedList } = await import('./played-list');

/** Unix seconds of a South African (UTC+2) wall-clock time. */
const sast = (iso: string) => Date.parse(`${iso}+02:00`) / 1000;

const details = {
  id: '702',
  stationName: '702',
  mediaId: 'live-702',
  catchUpWindowSeconds: 7 * 24 * 3600,
} as unknown as StationDetails;

interface Played {
  startTimeUnixSeconds: number;
  title: string;
  artist: string;
}

const played = (at: string, title: string, artist: string): Played => ({
  startTimeUnixSeconds: sast(at),
  title,
  artist,
});

/**
 * Shows the list at the South African time `at`; each history call answers the items inside its from..to,
 * oldest first, as the API does.
 */
function showAt(at: string, items: Played[]) {
  api.liteQuery.mockImplementation(async (_doc: unknown, vars: { from: number; to: number }) => ({
    getNowPlayingHistory: items
      .filter((item) => item.startTimeUnixSeconds >= vars.from && item.startTimeUnixSeconds < vars.to)
      .sort((a, b) => a.startTimeUnixSeconds - b.startTimeUnixSeconds),
  }));
  render(<PlayedList station="702" details={details} nowMs={sast(at) * 1000} />);
}

const search = (words: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find a song or artist' }), {
    target: { value: words },
  });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PlayedList', () => {
  it('lists what played just after midnight newest first, yesterday’s late songs labelled so', async () => {
    showAt('2026-11-27T00:20:00', [
      played('2026-11-26T23:10:00', 'Late One', 'Artist A'),
      played('2026-11-27T00:05:00', 'After Midnight', 'Artist B'),
      // Not yet played at the page's time: never shown.
      played('2026-11-27T00:25:00', 'Still To Come', 'Artist C'),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Today 00:05After Midnight · Artist B/),
      expect.stringMatching(/^Yesterday 23:10Late One · Artist A/),
    ]);
    expect(screen.queryByText('Still To Come')).toBeNull();
  });

  it('finds by title or artist, says when nothing matches, and starts catch-up at a song', async () => {
    showAt('2026-11-26T21:45:00', [
      played('2026-11-26T21:00:00', 'Evening Song', 'The Band'),
      played('2026-11-26T21:30:00', 'News at Half Past', ''),
    ]);
    await screen.findAllByRole('listitem');
    search('band');
    const found = screen.getAllByRole('listitem');
    expect(found).toHaveLength(1);
    fireEvent.click(
      within(found[0] as HTMLElement).getByRole('button', { name: 'Hear it again: Evening Song · The Band' }),
    );
    expect(catchUp.start).toHaveBeenCalledWith({
      startUnixSeconds: sast('2026-11-26T21:00:00'),
      headline: '702',
    });

    search('jazz');
    expect(screen.getByText('Nothing played matches “jazz”.')).toBeTruthy();
  });

  it('pages back three hours at a time with Earlier', async () => {
    showAt('2026-11-26T12:00:00', [
      played('2026-11-26T11:00:00', 'This Morning', 'A'),
      played('2026-11-26T07:30:00', 'Breakfast Song', 'B'),
    ]);
    await screen.findByText('This Morning');
    expect(screen.queryByText('Breakfast Song')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Earlier' }));
    await screen.findByText('Breakfast Song');
    expect(api.liteQuery).toHaveBeenCalledTimes(2);
    const [, second] = api.liteQuery.mock.calls;
    expect(second?.[1]).toMatchObject({ from: sast('2026-11-26T06:00:00'), to: sast('2026-11-26T09:00:00') });
  });

  it('says so when the history cannot be loaded', async () => {
    api.liteQuery.mockRejectedValue(new Error('offline'));
    render(<PlayedList station="702" details={details} nowMs={sast('2026-11-26T12:00:00') * 1000} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'What played could not be loaded. Check your connection and reload the page.',
    );
  });
});
