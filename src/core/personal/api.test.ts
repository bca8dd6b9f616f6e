import { beforeEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.fn(async () => ({
  data: { setBookmark: { httpStatusCode: 200, correlationId: 'c', message: 'Bookmarked' } },
}));
vi.mock('../api/client', () => ({ getApiClient: () => ({ mutate }) }));

const { MutationFailed, follow, setBookmark } = await import('./api');

const NOT_ON_THIS_SITE = [
  '//evil.example/x',
  'https://evil.example/x',
  '/\\evil.example/x',
  'javascript:alert(1)',
  'evil.example/x',
  '/\n//evil.example',
];

describe('saving a bookmark or follow', () => {
  beforeEach(() => mutate.mockClear());

  it.each(NOT_ON_THIS_SITE)('refuses the path %j without a request', async (path) => {
    const target = { id: 'news-0001', path, typeName: 'NewsTeaserDetail' };
    await expect(setBookmark(target)).rejects.toMatchObject({ status: 400 });
    await expect(setBookmark(target)).rejects.toBeInstanceOf(MutationFailed);
    await expect(follow(target)).rejects.toMatchObject({ status: 400 });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends a path on this site, normalised', async () => {
    await setBookmark({ id: 'news-0001', path: '/news/./one?x=1', typeName: 'NewsTeaserDetail' });
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: { id: 'news-0001', path: '/news/one?x=1', typeName: 'NewsTeaserDetail' },
      }),
    );
  });
});
