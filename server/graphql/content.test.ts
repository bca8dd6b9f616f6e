import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from './test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});

const EPISODES = `query($url: String!, $n: Int, $after: String) { getDetailPageByUrl(url: $url, episodesLimit: $n, afterEpisode: $after) {
  __typename ... on AudioPodcast { episodeList { totalCount pageInfo { hasNextPage endCursor } edges { cursor episode { _id } } } } } }`;

describe('content queries', () => {
  it('pages through the 160 episodes without repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const reply = await app.gql(EPISODES, { url: '/podcasts/the-money-hour-podcast/', n: 50, after });
      const list = (
        reply.body.data?.getDetailPageByUrl as {
          episodeList: {
            totalCount: number;
            pageInfo: { hasNextPage: boolean; endCursor: string };
            edges: { episode: { _id: string } }[];
          };
        }
      ).episodeList;
      expect(list.totalCount).toBe(160);
      seen.push(...list.edges.map((e) => e.episode._id));
      if (!list.pageInfo.hasNextPage) break;
      after = list.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(160);
    expect(new Set(seen).size).toBe(160);
  });

  it('answers null for unknown ids and urls, and hides drafts unless previewing', async () => {
    const reply = await app.gql(
      '{ a: getDetailPageById(id: "nope") { _id } b: getDetailPageByUrl(url: "/nope") { _id } c: getPodcastEpisodeByUrl(url: "/nope") { _id } d: getMiniExplore(id: "nope") { id } }',
    );
    expect(reply.body).toEqual({ data: { a: null, b: null, c: null, d: null } });
    const draft = await app.gql(
      '{ a: getDetailPageById(id: "news-0044") { _id } b: getPreviewById(id: "news-0044", isPreview: true) { _id } }',
      {},
      'token-lindiwe',
    );
    expect(draft.body.data).toEqual({ a: null, b: { _id: 'news-0044' } });
  });

  it('previews drafts only for an editor: anonymous and listeners get FORBIDDEN for any id', async () => {
    const query = 'query($id: ID!) { getPreviewById(id: $id, isPreview: true) { _id } }';
    for (const token of [undefined, 'token-ayesha']) {
      for (const id of ['news-0044', 'news-0001', 'nope']) {
        const reply = await app.gql(query, { id }, token);
        expect(reply.body.data).toEqual({ getPreviewById: null });
        expect(codeOf(reply)).toBe('FORBIDDEN');
      }
    }
    const published = await app.gql('{ getPreviewById(id: "news-0001") { _id } }');
    expect(published.body.data).toEqual({ getPreviewById: { _id: 'news-0001' } });
    const forEditor = await app.gql(query, { id: 'news-0001' }, 'token-lindiwe');
    expect(forEditor.body.data).toEqual({ getPreviewById: { _id: 'news-0001' } });
  });

  it('builds image URLs from the images contract', async () => {
    const reply = await app.gql(
      '{ getDetailPageById(id: "news-0001") { headerImage { id alt ratio21x9 { sm md lg } } } }',
    );
    const image = (
      reply.body.data?.getDetailPageById as {
        headerImage: { id: string; ratio21x9: { sm: string; lg: string } };
      }
    ).headerImage;
    expect(image.id).toBe('img-news-0001');
    expect(image.ratio21x9.sm).toBe('http://127.0.0.1:4000/images/img-news-0001/21x9/384.webp');
    expect(image.ratio21x9.lg).toBe('http://127.0.0.1:4000/images/img-news-0001/21x9/1200.webp');
  });

  it('serves the programme guide of the week around today only', async () => {
    const ok = await app.gql(
      '{ getEpgData(station: _702, date: "2026-11-21") { headline startTimeUnixSeconds endTimeUnixSeconds } }',
    );
    expect((ok.body.data?.getEpgData as unknown[]).length).toBeGreaterThan(3);
    for (const date of ['2026-12-25', '2026-02-30', 'today']) {
      expect(
        codeOf(
          await app.gql('query($d: String!) { getEpgData(station: kfm, date: $d) { headline } }', {
            d: date,
          }),
        ),
      ).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await app.gql('{ getEpgData(station: none, date: "2026-11-20") { headline } }'))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("answers a station page's shelves: its own podcasts, news and clips, newest first, no drafts", async () => {
    const reply = await app.gql(`{ getStationHighlights(station: kfm) {
      station
      podcasts { __typename station }
      news { __typename station publishedAt { unixSeconds } }
      clips { __typename station }
    } }`);
    expect(reply.body.errors).toBeUndefined();
    const data = reply.body.data?.getStationHighlights as {
      station: string;
      podcasts: { __typename: string; station: string }[];
      news: { __typename: string; station: string; publishedAt: { unixSeconds: number } }[];
      clips: { __typename: string; station: string }[];
    };
    expect(data.station).toBe('kfm');
    for (const [list, typenames] of [
      [data.podcasts, ['AudioPodcast', 'VideoPodcast', 'PodcastPublished']],
      [data.news, ['NewsTeaserDetail']],
      [data.clips, ['AudioTeaserDetail', 'VideoTeaserDetail']],
    ] as const) {
      expect(list.length).toBeGreaterThan(2);
      expect(list.length).toBeLessThanOrEqual(8);
      for (const item of list) {
        expect(typenames).toContain(item.__typename);
        expect(item.station).toBe('kfm');
      }
    }
    const times = data.news.map((n) => n.publishedAt.unixSeconds);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(codeOf(await app.gql('{ getStationHighlights(station: none) { station } }'))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('shows the breakfast show as current on 702 at 07:30', async () => {
    const reply = await app.gql('{ getCurrentShows { station headline } }');
    expect(reply.body.data?.getCurrentShows).toContainEqual({
      station: '_702',
      headline: '702 Breakfast with Naledi',
    });
  });

  it('pages home reels and filters them by media type', async () => {
    const all =
      await app.gql(`{ getHomeExplore(first: 100) { heroTeasers { teaserDetail { _id } } reels { totalCount edges { node { type
      reelDetail { teaserList { ... on ContentTeaser { teaserDetail { _id } } ... on ShowcaseTeaser { teaserDetail { _id } } ... on CompetitionTeaser { competition { _id } } } } } } } } }`);
    expect(all.body.errors).toBeUndefined();
    const video = await app.gql(
      '{ getHomeExplore(mediaType: VIDEO, first: 100) { reels { totalCount edges { node { title } } } } }',
    );
    const allCount = (all.body.data?.getHomeExplore as { reels: { totalCount: number } }).reels.totalCount;
    const videoTitles = (
      video.body.data?.getHomeExplore as { reels: { edges: { node: { title: string } }[] } }
    ).reels.edges.map((e) => e.node.title);
    expect(videoTitles).toContain('Watch now');
    expect(videoTitles).not.toContain('Latest audio');
    expect(videoTitles.length).toBeLessThan(allCount);
  });
});

describe('bad input', () => {
  it.each([
    ['{ getHomeExplore(first: -1) { heroTeasers { id } } }'],
    ['{ getHomeExplore(first: 101) { heroTeasers { id } } }'],
    ['{ getHomeExplore(first: 2, after: "not-a-cursor") { heroTeasers { id } } }'],
    ['{ getHomeExplore(first: 2, after: "bzotMQ") { heroTeasers { id } } }'],
    [
      '{ getDetailPageByUrl(url: "/podcasts/kaapse-stories", episodesLimit: 500) { ... on AudioPodcast { episodeList { totalCount } } } }',
    ],
    ['{ getSearchContent(searchQuery: "x", page: -1) { total } }'],
    ['{ getSearchContent(searchQuery: "x", pageSize: 0) { total } }'],
  ])('answers BAD_USER_INPUT for %s', async (query) => {
    const reply = await app.gql(query);
    expect(codeOf(reply)).toBe('BAD_USER_INPUT');
  });

  it('answers 400 for malformed and unknown-field documents', async () => {
    const parse = await app.gql('{ getStationList { id ');
    expect(parse.status).toBe(400);
    const unknown = await app.gql('{ nope }');
    expect(unknown.status).toBe(400);
  });

  it('rejects overly deep queries', async () => {
    // podcast -> episodeList -> edges -> episode, repeated: 4 levels per round.
    let inner = '_id';
    for (let i = 0; i < 4; i++)
      inner = `podcast { ... on AudioPodcast { episodeList { edges { episode { ${inner} } } } } }`;
    const deep = `{ getPodcastEpisodeByUrl(url: "/podcasts/kaapse-stories/episode-1") { ${inner} } }`;
    const reply = await app.gql(deep);
    expect(reply.status).toBe(400);
    expect(codeOf(reply)).toBe('QUERY_TOO_DEEP');
  });

  it('refuses mutations over GET', async () => {
    const res = await app.yoga.fetch(
      `http://127.0.0.1:4000/graphql?query=${encodeURIComponent('mutation { restorePurchases { premium } }')}`,
      { method: 'GET' },
    );
    expect(res.status).toBe(405);
  });
});
