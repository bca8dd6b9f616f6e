// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { logEvent } from './index';
import { screenViewParams } from './screen-view';

describe('analytics', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes events to the dataLayer in the tag manager convention, leaving out empty parameters', () => {
    logEvent('screen_view', { page_name: 'explore', slug: null, station_name: '' });
    logEvent('share_content', { page_name: 'detail_page', slug: '/news/a', type: 'whatsapp' });
    expect(window.dataLayer).toEqual([
      { event: 'screen_view', page_name: 'explore' },
      { event: 'share_content', page_name: 'detail_page', slug: '/news/a', type: 'whatsapp' },
    ]);
  });

  it('identifies detail pages by path, microsites by name and stations by id', () => {
    expect(screenViewParams('detail_page', { '*': 'news/a' }, '/news/a')).toEqual({
      page_name: 'detail_page',
      slug: '/news/a',
    });
    expect(screenViewParams('microsite', { name: 'summer-sounds' }, '/sites/summer-sounds')).toEqual({
      page_name: 'microsite',
      slug: 'summer-sounds',
      type: 'sites',
    });
    expect(screenViewParams('station_selection', { id: 'kfm' }, '/station/kfm')).toEqual({
      page_name: 'station_selection',
      station_name: 'kfm',
    });
    expect(screenViewParams('epg', { station: '702' }, '/station/702/guide')).toEqual({
      page_name: 'epg',
      station_name: '702',
    });
    expect(screenViewParams('search', {}, '/search')).toEqual({ page_name: 'search' });
  });
});
