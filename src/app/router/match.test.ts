import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { matchPath, matchRoute } from './match';

const pageOf = (path: string) => matchRoute(ROUTES, path)?.route.meta.pageName;

describe('route matching', () => {
  it('matches literal, param and wildcard patterns', () => {
    expect(matchPath('/stations', '/stations')).toEqual({});
    expect(matchPath('/station/:id', '/station/kfm')).toEqual({ id: 'kfm' });
    expect(matchPath('/preview/*', '/preview/news/a-story')).toEqual({ '*': 'news/a-story' });
    expect(matchPath('/station/:id', '/station')).toBeNull();
    expect(matchPath('/station/:id', '/station/kfm/extra')).toBeNull();
  });

  it('picks the specific route before the catch-all detail page', () => {
    expect(pageOf('/')).toBe('explore');
    expect(pageOf('/station/702')).toBe('station_selection');
    expect(pageOf('/station/702/guide')).toBe('epg');
    expect(pageOf('/my-content/bookmark')).toBe('my_content_bookmarks');
    expect(pageOf('/sites/summer-sounds')).toBe('microsite');
    expect(pageOf('/news/some-article')).toBe('detail_page');
  });

  it('decodes params and refuses malformed escapes', () => {
    expect(matchPath('/sites/:name', '/sites/caf%C3%A9')).toEqual({ name: 'café' });
    expect(matchPath('/sites/:name', '/sites/%E0%A4%A')).toBeNull();
  });
});
