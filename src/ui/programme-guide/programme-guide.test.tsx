// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEvents } from '../shared/render-with-events';
import { ProgrammeGuide } from './programme-guide';
import { sastDay } from './guide-time';

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

/** Answers the guide's GET queries like the content API: the EPG for getEpgData, the station list otherwise. */
function stubApi(epg: unknown[]) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const data = url.includes('getEpgData')
        ? { getEpgData: epg }
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
});
