// @vitest-environment happy-dom
/**
 * A page's parts rendered by the server for one request, then hydrated in the browser from what that HTML
 * carried. The server side runs React's own static renderer; the browser side reads the page's data block.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverRequest } from '../common/fixtures';
import { HYDRATION_DATA_ID, serialiseHydrationData } from './hydration-data';
import {
  ServerRequestContext,
  useLiveStreamHint,
  useResponseStatus,
  type ServerRequest,
} from './server-request';
import { useFirstAnswer } from './use-first-answer';

/** A part that shows its own load's first answer, as the podcast list and detail pages do. */
function Story({ load }: { load: () => Promise<string | null> }) {
  const answer = useFirstAnswer('story:taxi-strike', load);
  if (!answer) return <p>Loading…</p>;
  if (answer.status === 'ready') return <h1>{answer.data}</h1>;
  if (answer.status === 'empty') return <p>Not found</p>;
  return <p role="alert">{answer.message}</p>;
}

async function renderOnServer(request: ServerRequest, page: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <ServerRequestContext.Provider value={request}>{page}</ServerRequestContext.Provider>,
  );
  return new Response(prelude).text();
}

afterEach(() => {
  cleanup();
  document.getElementById(HYDRATION_DATA_ID)?.remove();
});

describe('a server render', () => {
  it('waits for a part’s load once per request and keeps its answer for the page', async () => {
    const request = serverRequest();
    const load = vi.fn(async () => 'Taxi strike ends');
    const html = await renderOnServer(
      request,
      <>
        <Story load={load} />
        <Story load={load} />
      </>,
    );
    expect(html).toBe('<h1>Taxi strike ends</h1><h1>Taxi strike ends</h1>');
    expect(load).toHaveBeenCalledTimes(1);
    expect(request.answers.get('story:taxi-strike')).toEqual({ status: 'ready', data: 'Taxi strike ends' });
  });

  it('renders the loading state when the request’s time for data is up, leaving the load to the browser', async () => {
    const request = serverRequest(Promise.resolve());
    const html = await renderOnServer(request, <Story load={() => new Promise(() => undefined)} />);
    expect(html).toBe('<p>Loading…</p>');
    expect(request.answers.get('story:taxi-strike')).toEqual({ status: 'timed-out' });
  });

  it('renders a failed load’s message as a connection failure', async () => {
    const html = await renderOnServer(
      serverRequest(),
      <Story load={() => Promise.reject(new Error('Failed to fetch'))} />,
    );
    expect(html).toBe('<p role="alert">Failed to fetch</p>');
  });

  it('records the first error status, and the live streams whose press it should preload', async () => {
    function NotFound() {
      useResponseStatus(404);
      useResponseStatus(503);
      useLiveStreamHint('live-702');
      return <p>Not found</p>;
    }
    const request = serverRequest();
    await renderOnServer(request, <NotFound />);
    expect(request.status).toBe(404);
    expect([...request.liveStreams]).toEqual(['live-702']);
  });
});

// The page's data block is read once per page load, so this is the one test of this file that reads it.
describe('the browser, hydrating that page', () => {
  it('starts from the answer the page carried, without loading again', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = HYDRATION_DATA_ID;
    data.textContent = serialiseHydrationData({
      apollo: {},
      answers: { 'story:taxi-strike': { status: 'ready', data: 'Taxi strike ends </script><script>' } },
    });
    document.head.append(data);
    expect(data.textContent).not.toContain('</script>');
    const load = vi.fn(async () => 'fresh');
    render(<Story load={load} />);
    expect(screen.getByRole('heading').textContent).toBe('Taxi strike ends </script><script>');
    expect(load).not.toHaveBeenCalled();
  });
});
