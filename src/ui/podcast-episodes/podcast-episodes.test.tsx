// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEvents } from '../common/render-with-events';
import { PodcastEpisodes } from './podcast-episodes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PodcastEpisodes attributes', () => {
  it('asks for a url when none is set, and fires primedia-error without querying', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const events = renderWithEvents(<PodcastEpisodes />);
    expect(screen.getByRole('alert').textContent).toContain('No podcast chosen');
    expect(events).toEqual([
      {
        name: 'primedia-error',
        detail: expect.objectContaining({ code: 'bad-attribute', attribute: 'url' }),
      },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a page size outside 1-50', () => {
    vi.stubGlobal('fetch', vi.fn());
    const events = renderWithEvents(<PodcastEpisodes url="/podcasts/jozi-eats" pageSize="51" />);
    expect(screen.getByRole('alert').textContent).toContain('from 1 to 50');
    expect(events[0]?.detail).toMatchObject({ code: 'bad-attribute', attribute: 'page-size' });
  });

  it('says when no podcast exists at the url, and fires not-found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const data = url.includes('getPodcastEpisodeByUrl')
          ? { getPodcastEpisodeByUrl: null }
          : { getDetailPageByUrl: null };
        return new Response(JSON.stringify({ data }), { status: 200 });
      }),
    );
    const events = renderWithEvents(<PodcastEpisodes url="/podcasts/no-such-show/episode-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('No podcast was found');
    // The event goes out from an effect after the render that shows the message: on a busy machine a little later.
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({
        name: 'primedia-error',
        detail: expect.objectContaining({ code: 'not-found' }),
      }),
    );
  });
});
