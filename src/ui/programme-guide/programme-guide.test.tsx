// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shared } from '../../core/store-registry';
import { renderWithEvents } from '../common/render-with-events';
import { ProgrammeGuide } from './programme-guide';
import { sastDay } from '../../core/sast-day';

const image = { sm: '/i/s.webp', md: '/i/m.webp', lg: '/i/l.webp', alt: '' };
const images = {
  id: 'i',
  alt: '',
  ratio1x1: image,
  ratio16x9: image,
  ratio21x9: image,
  ratio4x5: image,
  circle: image,
};

function show(id: string, startOffsetS: number, lengthS: number) {
  const start = Math.floor(Date.now() / 1000) + startOffsetS;
  return {
    id,
    station: '_702',
    startTimeUnixSeconds: start,
    durationInSeconds: lengthS,
    endTimeUnixSeconds: start + lengthS,
    headline: `Show ${id}`,
    presenters: ['A Presenter'],
    url: null,
    fallbackHeaderImage: images,
    teaserDetail: { backgroundColor: '#000', headline: '', teaserHeadline: '', images },
  };
}

/** A show between two South African times of `day` ("YYYY-MM-DD", "HH:MM" at UTC+2; "24:00" ends the day). */
function sastShow(id: string, day: string, from: string, to: string) {
  const unix = (time: string) =>
    time === '24:00'
      ? Date.parse(`${day}T00:00:00+02:00`) / 1000 + 86_400
      : Date.parse(`${day}T${time}:00+02:00`) / 1000;
  return { ...show(id, 0, 0), startTimeUnixSeconds: unix(from), endTimeUnixSeconds: unix(to) };
}

/** Answers the guide's GET queries like the content API: the EPG for getEpgData, the station list otherwise. */
function stubApi(epg: unknown[] | ((day: string) => unknown[])) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const day = /"date":"([^"]+)"/.exec(decodeURIComponent(url))?.[1] ?? '';
      const data = url.includes('getEpgData')
        ? { getEpgData: typeof epg === 'function' ? epg(day) : epg }
        : {
            getStationList: [
              {
                id: '702',
                stationName: '702',
                station: '_702',
                mediaId: 'live-702',
                themeColor: '#e30613',
                logoUrl: '/logo.svg',
                format: 'talk',
                frequency: '',
                city: '',
              },
            ],
          };
      return new Response(JSON.stringify({ data }), { status: 200 });
    }),
  );
  return requested;
}

afterEach(() => {
  cleanup();
  // Answers are shared for a minute per URL (lite.ts); each test brings its own schedule.
  shared('lite-query-cache', () => new Map<string, unknown>()).clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProgrammeGuide', () => {
  it('shows a message and fires primedia-error for an unknown station, without querying', () => {
    const requested = stubApi([]);
    const events = renderWithEvents(<ProgrammeGuide station="999" />);
    expect(screen.getByRole('alert').textContent).toContain('Unknown station "999"');
    expect(events).toEqual([
      {
        name: 'primedia-error',
        detail: expect.objectContaining({ code: 'bad-attribute', attribute: 'station' }),
      },
    ]);
    expect(requested).toEqual([]);
  });

  it('refuses a date that is not a real day or is outside the guide window', () => {
    stubApi([]);
    const events = renderWithEvents(<ProgrammeGuide station="kfm" date="2026-13-01" />);
    expect(screen.getByRole('alert').textContent).toContain('not a date');
    expect(events[0]?.detail).toMatchObject({ code: 'bad-attribute', attribute: 'date' });
    cleanup();
    const later = renderWithEvents(<ProgrammeGuide station="kfm" date="2000-01-01" />);
    expect(screen.getByRole('alert').textContent).toContain('outside');
    expect(later[0]?.detail).toMatchObject({ attribute: 'date' });
  });

  it('marks the show on air with aria-current and queries today in South African time', async () => {
    const requested = stubApi([show('a', -7200, 3600), show('b', -600, 3600), show('c', 3000, 3600)]);
    renderWithEvents(<ProgrammeGuide station="702" />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    const current = screen
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('Show b');
    expect(current[0]?.textContent).toContain('On air now');
    const epgUrl = decodeURIComponent(requested.find((u) => u.includes('getEpgData')) ?? '');
    expect(epgUrl).toContain(`"date":"${sastDay(Date.now())}"`);
    expect(epgUrl).toContain('"station":"_702"');
  });

  describe('across South African midnight', () => {
    // Each day has a late show up to midnight and an early one from midnight, like the seeded schedule.
    const schedule = (day: string) => [
      sastShow(`${day}-early`, day, '00:00', '06:00'),
      sastShow(`${day}-late`, day, '20:00', '24:00'),
    ];
    const onAir = () =>
      screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'true');
    const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

    it.each([
      [
        'the last show before midnight',
        '2026-11-23T23:59:00',
        '2026-11-23-late',
        '2026-11-24T00:00:00',
        '2026-11-24-early',
      ],
      [
        'the late evening',
        '2026-11-23T22:40:00',
        '2026-11-23-late',
        '2026-11-24T00:00:00',
        '2026-11-24-early',
      ],
      [
        'the first show after midnight',
        '2026-11-24T00:00:30',
        '2026-11-24-early',
        '2026-11-24T20:00:00',
        '2026-11-24-late',
      ],
      [
        'the early hours',
        '2026-11-24T05:59:00',
        '2026-11-24-early',
        '2026-11-24T20:00:00',
        '2026-11-24-late',
      ],
    ])(
      'at %s, highlights the show on air and follows the clock into the next',
      async (_, at, first, nextAt, next) => {
        vi.useFakeTimers({ now: Date.parse(`${at}+02:00`), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
        stubApi(schedule);
        renderWithEvents(<ProgrammeGuide station="702" />);
        await settle();
        expect(onAir().map((li) => li.textContent)).toEqual([expect.stringContaining(`Show ${first}`)]);
        await act(() => vi.advanceTimersByTimeAsync(Date.parse(`${nextAt}+02:00`) - Date.now() + 1_000));
        await settle();
        expect(onAir().map((li) => li.textContent)).toEqual([expect.stringContaining(`Show ${next}`)]);
        const nextDay = new Date(Date.parse(`${nextAt}Z`)).getUTCDate();
        expect(screen.getByRole('button', { name: /^Today,/ }).getAttribute('aria-label')).toContain(
          ` ${nextDay} `,
        );
      },
    );

    it('keeps another day the listener chose, and follows midnight when they chose today', async () => {
      vi.useFakeTimers({
        now: Date.parse('2026-11-23T23:59:00+02:00'),
        toFake: ['setTimeout', 'clearTimeout', 'Date'],
      });
      stubApi(schedule);
      renderWithEvents(<ProgrammeGuide station="702" />);
      await settle();
      fireEvent.click(screen.getByRole('button', { name: /^Tomorrow,/ }));
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      await settle();
      // 24 November is now today, and it is still the day on show: the listener chose that date.
      expect(screen.getByRole('button', { name: /^Today,/ }).getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: /^Yesterday,/ }));
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(86_400_000));
      await settle();
      // The chosen 23 November stays on show a day later, highlighting nothing.
      expect(screen.getByRole('list').getAttribute('aria-label')).toContain('23 November');
      expect(onAir()).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: /^Today,/ }));
      await settle();
      await act(() => vi.advanceTimersByTimeAsync(86_400_000));
      await settle();
      // Today chosen: the guide follows the clock to 26 November.
      expect(screen.getByRole('list').getAttribute('aria-label')).toContain('26 November');
      expect(onAir()).toHaveLength(1);
    });

    it('keeps a day set by the date attribute across midnight', async () => {
      vi.useFakeTimers({
        now: Date.parse('2026-11-23T23:59:00+02:00'),
        toFake: ['setTimeout', 'clearTimeout', 'Date'],
      });
      stubApi(schedule);
      renderWithEvents(<ProgrammeGuide station="702" date="2026-11-23" />);
      await settle();
      expect(onAir()).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      await settle();
      expect(screen.getByRole('list').getAttribute('aria-label')).toContain('23 November');
      expect(screen.getByRole('button', { name: /^Yesterday,/ }).getAttribute('aria-pressed')).toBe('true');
      expect(onAir()).toHaveLength(0);
    });
  });
});
