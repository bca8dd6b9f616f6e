import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../src/app/ssr/entry-server';
import { cachedRender } from './render-cache';

const page = (status: number, timedOut = false): RenderedPage => ({
  status,
  title: 't',
  preloadImage: null,
  preloadFetches: [],
  pageModule: 'src/app/pages/x.tsx',
  hydrationData: '{}',
  timedOut,
  html: `<main>${status}</main>`,
});

function counting(answer: (url: string) => RenderedPage) {
  const calls: string[] = [];
  const render = (request: { url: string }) => {
    calls.push(request.url);
    return Promise.resolve(answer(request.url));
  };
  return { calls, render };
}

describe('cachedRender', () => {
  it('renders a URL once within the time it is kept, then again', async () => {
    let now = 0;
    const { calls, render } = counting(() => page(200));
    const cached = cachedRender(render, { ttlMs: 10_000, maxEntries: 10, now: () => now });
    await cached({ url: '/', dataTimeoutMs: 1 });
    now = 9_999;
    await cached({ url: '/', dataTimeoutMs: 1 });
    expect(calls).toEqual(['/']);
    now = 10_000;
    await cached({ url: '/', dataTimeoutMs: 1 });
    expect(calls).toEqual(['/', '/']);
  });

  it('keeps a page rendered for Save-Data: on apart from the same URL without it', async () => {
    const rendered: boolean[] = [];
    const cached = cachedRender(
      (request) => {
        rendered.push(request.saveData === true);
        return Promise.resolve(page(200));
      },
      { ttlMs: 10_000, maxEntries: 10, now: () => 0 },
    );
    await cached({ url: '/', dataTimeoutMs: 1 });
    await cached({ url: '/', dataTimeoutMs: 1, saveData: true });
    await cached({ url: '/', dataTimeoutMs: 1, saveData: true });
    await cached({ url: '/', dataTimeoutMs: 1 });
    expect(rendered).toEqual([false, true]);
  });

  it('lets requests that arrive during a render share it', async () => {
    let finish = (_page: RenderedPage) => undefined as void;
    let renders = 0;
    const cached = cachedRender(
      () => {
        renders += 1;
        return new Promise<RenderedPage>((resolve) => (finish = resolve));
      },
      { ttlMs: 0, maxEntries: 10 },
    );
    const all = Promise.all([1, 2, 3].map(() => cached({ url: '/a', dataTimeoutMs: 1 })));
    finish(page(200));
    const pages = await all;
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    // Nothing kept with ttlMs 0: the next request renders again.
    void cached({ url: '/a', dataTimeoutMs: 1 });
    expect(renders).toBe(2);
  });

  it('never keeps a failure of the content API or a page that ran out of time', async () => {
    const answers: Record<string, RenderedPage> = {
      '/down': page(503),
      '/slow': page(200, true),
      '/gone': page(404),
    };
    const { calls, render } = counting((url) => answers[url] ?? page(500));
    const cached = cachedRender(render, { ttlMs: 10_000, maxEntries: 10 });
    for (const url of ['/down', '/slow', '/gone', '/down', '/slow', '/gone'])
      await cached({ url, dataTimeoutMs: 1 });
    expect(calls).toEqual(['/down', '/slow', '/gone', '/down', '/slow']);
  });

  it('keeps at most maxEntries URLs, dropping the oldest', async () => {
    const { calls, render } = counting(() => page(200));
    const cached = cachedRender(render, { ttlMs: 10_000, maxEntries: 2 });
    for (const url of ['/1', '/2', '/3', '/3', '/2', '/1']) await cached({ url, dataTimeoutMs: 1 });
    expect(calls).toEqual(['/1', '/2', '/3', '/1']);
  });

  it('passes a render failure to every waiting request and keeps nothing', async () => {
    let renders = 0;
    const cached = cachedRender(
      () => {
        renders += 1;
        return Promise.reject(new Error('boom'));
      },
      { ttlMs: 10_000, maxEntries: 10 },
    );
    await expect(cached({ url: '/', dataTimeoutMs: 1 })).rejects.toThrow('boom');
    await expect(cached({ url: '/', dataTimeoutMs: 1 })).rejects.toThrow('boom');
    expect(renders).toBe(2);
  });
});
