// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $location, navigate, openedFromOurPage, redirectCount, setNavigationGuard } from './location';
import { MAX_CHAINED_REDIRECTS, redirect } from './redirect';

describe('navigation with a guard', () => {
  beforeEach(() => {
    setNavigationGuard(null);
    navigate('/start');
  });

  it('a refused navigation leaves the URL, the history and the location store alone', () => {
    setNavigationGuard((to) => to.pathname !== '/my-content');
    const entries = history.length;
    navigate('/my-content');
    expect(location.pathname).toBe('/start');
    expect($location.get().pathname).toBe('/start');
    expect(history.length).toBe(entries);
    navigate('/stations');
    expect($location.get().pathname).toBe('/stations');
  });

  it('waits for a guard that has to wait, and the newest navigation wins', async () => {
    let allow: (ok: boolean) => void = () => undefined;
    setNavigationGuard((to) =>
      to.pathname === '/slow' ? new Promise<boolean>((resolve) => (allow = resolve)) : true,
    );
    navigate('/slow');
    expect(location.pathname).toBe('/start');
    navigate('/search');
    allow(true);
    await Promise.resolve();
    expect(location.pathname).toBe('/search');
  });
});

describe('redirects', () => {
  it('allows ten chained redirects and turns the eleventh into the error screen', () => {
    navigate('/ui');
    for (let i = 1; i <= MAX_CHAINED_REDIRECTS; i++) redirect(`/hop/${i}`);
    expect(location.pathname).toBe('/hop/10');
    expect(redirectCount()).toBe(10);
    redirect('/hop/11');
    expect(location.pathname).toBe('/error/something-went-wrong');
    expect(redirectCount()).toBe(0);
  });

  it('a navigation the listener starts resets the chain', () => {
    navigate('/a');
    for (let i = 0; i < 5; i++) redirect(`/r/${i}`);
    navigate('/b');
    expect(redirectCount()).toBe(0);
  });
});

describe('a page opened from one of ours before the app there started', () => {
  const navigationOf = (type: string) =>
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
  const referrer = (value: string) => vi.spyOn(document, 'referrer', 'get').mockReturnValue(value);

  afterEach(() => vi.restoreAllMocks());

  it('counts the page it came from as ours, so Back returns there', () => {
    navigationOf('navigate');
    referrer(`${location.origin}/station/702`);
    expect(openedFromOurPage()).toBe(true);
  });

  it('not after a reload, from another site, or with no referrer', () => {
    navigationOf('reload');
    referrer(`${location.origin}/station/702`);
    expect(openedFromOurPage()).toBe(false);
    navigationOf('navigate');
    referrer('https://news.example/article');
    expect(openedFromOurPage()).toBe(false);
    referrer('');
    expect(openedFromOurPage()).toBe(false);
  });
});
