/**
 * The content API from a real page on the app origin (CORS included): every operation document the client ships
 * runs with seeded variables and returns seeded data; user operations need a real token from the identity
 * provider; bad input gets the documented errors.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { followVerificationLink } from '../support/outbox';
import { APP_URL } from '../support/ports';
import { sastDay } from '../support/sast-clock';
import { authorize, exchangeCode, uniqueEmail, userinfo } from './identity.helpers';
import { browserGql, loadOperations, operationFiles } from './graphql.helpers';
import { getSeed } from '../../server/seed';

const operations = loadOperations();
const seed = getSeed();
/** A show still to come, for the reminder operations: tomorrow's first on 702. */
const tomorrowsFirstShow = () => seed.scheduleForDay('702', sastDay(Date.now() + 86_400_000))[0]?.id ?? '';
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON from the API, asserted field by field

interface Case {
  variables: (ctx: { sub: string }) => Record<string, unknown>;
  user: boolean;
  check: (data: Data, ctx: { sub: string }) => void;
}

// Order matters for the user operations: they build on each other (bookmark, then read it back, ...).
const CASES: Record<string, Case> = {
  getStationList: {
    user: false,
    variables: () => ({}),
    check: (d) =>
      expect(d.getStationList.map((s: Data) => s.stationName)).toEqual([
        '702',
        '947',
        'KFM 94.5',
        'CapeTalk',
      ]),
  },
  getCurrentShows: {
    user: false,
    variables: () => ({}),
    check: (d) => {
      expect(d.getCurrentShows).toHaveLength(4);
      const now = Date.now() / 1000;
      for (const show of d.getCurrentShows) {
        expect(show.startTimeUnixSeconds).toBeLessThanOrEqual(now);
        expect(show.endTimeUnixSeconds).toBeGreaterThan(now);
      }
    },
  },
  getEpgData: {
    user: false,
    variables: () => ({ station: 'kfm', date: sastDay(Date.now()) }),
    check: (d) => {
      const shows = d.getEpgData as Data[];
      expect(shows.at(-1)?.endTimeUnixSeconds - shows[0]?.startTimeUnixSeconds).toBe(86_400);
      expect(shows[0]?.fallbackHeaderImage.ratio1x1.sm).toMatch(
        /\/images\/img-show-kfm-[a-z-]+\/1x1\/384\.webp$/,
      );
    },
  },
  getStationPage: {
    user: false,
    variables: () => {
      const today = sastDay(Date.now());
      const tomorrow = sastDay(Date.now() + 86_400_000);
      const yesterday = sastDay(Date.now() - 86_400_000);
      return { station: 'capetalk', yesterday, today, tomorrow };
    },
    check: (d) => {
      const today = d.today as Data[];
      expect((d.yesterday as Data[]).at(-1)?.endTimeUnixSeconds).toBe(today[0]?.startTimeUnixSeconds);
      const tomorrow = d.tomorrow as Data[];
      expect(tomorrow[0]?.startTimeUnixSeconds).toBe(today.at(-1)?.endTimeUnixSeconds);
      expect(today[0]?.teaserDetail.images.ratio1x1.sm).toMatch(/\/images\/img-show-capetalk-[a-z-]+\/1x1\//);
      for (const shelf of ['podcasts', 'news', 'clips']) {
        const items = d.getStationHighlights[shelf] as Data[];
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect(item.station).toBe('capetalk');
      }
      expect(d.getStationHighlights.news[0].__typename).toBe('NewsTeaserDetail');
    },
  },
  getDetailPageById: {
    user: false,
    variables: () => ({ id: 'news-0004' }),
    check: (d) => {
      expect(d.getDetailPageById.__typename).toBe('NewsTeaserDetail');
      const html = d.getDetailPageById.blocks
        .filter((b: Data) => b.__typename === 'RichTextBlock')
        .map((b: Data) => b.markupInput)
        .join('');
      expect(html).toContain('<script>'); // the hostile fixture reaches the client untouched; sanitising is the client's job
    },
  },
  getDetailPageByUrl: {
    user: false,
    variables: () => ({ url: '/podcasts/the-money-hour-podcast', episodesLimit: 5 }),
    check: (d) => {
      expect(d.getDetailPageByUrl.headline).toBe('The Money Hour Podcast');
      expect(d.getDetailPageByUrl.episodeList.totalCount).toBe(160);
      expect(d.getDetailPageByUrl.episodeList.edges).toHaveLength(5);
      expect(d.getDetailPageByUrl.episodeList.pageInfo.hasNextPage).toBe(true);
    },
  },
  getPodcastEpisodeByUrl: {
    user: false,
    variables: () => ({ url: '/podcasts/the-money-hour-podcast/episode-1' }),
    check: (d) => {
      expect(d.getPodcastEpisodeByUrl.headline).toMatch(/^Ep 1: /);
      expect(d.getPodcastEpisodeByUrl.podcast.headline).toBe('The Money Hour Podcast');
    },
  },
  // Without isPreview it answers published items only; drafts need an editor (tests/security/rights.spec.ts).
  getPreviewById: {
    user: false,
    variables: () => ({ id: 'news-0044' }),
    check: (d) => expect(d.getPreviewById).toBeNull(),
  },
  getDetailByMediaIds: {
    user: false,
    variables: () => ({ ids: ['aud-0001', 'vid-geo-0001', 'apod-the-money-hour-podcast-001'], first: 10 }),
    check: (d) => {
      expect(d.getDetailByMediaIds.totalCount).toBe(3);
      const nodes = d.getDetailByMediaIds.edges.map((e: Data) => e.node);
      expect(nodes.map((n: Data) => n.__typename)).toEqual([
        'AudioTeaserDetail',
        'VideoTeaserDetail',
        'PodcastEpisode',
      ]);
      expect(nodes[1].geoBlocked).toBe(true);
    },
  },
  getHomeExplore: {
    user: false,
    variables: () => ({ mediaType: 'ALL', first: 3 }),
    check: (d) => {
      expect(d.getHomeExplore.heroTeasers.length).toBeGreaterThan(0);
      expect(d.getHomeExplore.livestreams.map((l: Data) => l.mediaId)).toEqual([
        'live-702',
        'live-947',
        'live-kfm',
        'live-capetalk',
      ]);
      expect(d.getHomeExplore.reels.edges).toHaveLength(3);
      expect(d.getHomeExplore.reels.pageInfo.hasNextPage).toBe(true);
    },
  },
  getMiniExplore: {
    user: false,
    variables: () => ({ id: '/sites/summer-sounds' }),
    check: (d) => {
      expect(d.getMiniExplore.headline).toBe('Summer Sounds');
      expect(d.getMiniExplore.reels.edges.map((e: Data) => e.node.type)).toContain('competition');
    },
  },
  getPreviewPodcasts: {
    user: false,
    variables: () => ({}),
    check: (d) => expect(d.getPreviewPodcasts.length).toBeGreaterThanOrEqual(20),
  },
  getSearchContent: {
    user: false,
    variables: () => ({
      searchQuery: 'Kaapse',
      page: 0,
      pageSize: 5,
      mediaType: 'AUDIO',
      station: 'CAPE_TALK',
    }),
    check: (d) => expect(d.getSearchContent.results[0]?.headline).toBe('Kaapse Stories'),
  },
  getSearchAd: {
    user: false,
    variables: () => ({ searchQuery: 'money' }),
    check: (d) => expect(d.getSearchAd.advertisementId).toBe('ad-search-m'),
  },

  getNowPlayingHistory: {
    user: false,
    variables: () => {
      const now = Math.floor(Date.now() / 1000);
      return { station: '_947', from: now - 3_600, to: now };
    },
    check: (d) => {
      const items = d.getNowPlayingHistory as Data[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.startTimeUnixSeconds).toBeLessThan(item.endTimeUnixSeconds);
    },
  },
  getCatchUpShows: {
    user: false,
    variables: () => ({ station: '_702', date: sastDay(Date.now()) }),
    check: (d) => {
      // The day's shows back to back, with only what catch-up needs.
      const shows = d.getEpgData as Data[];
      expect(shows.at(-1)?.endTimeUnixSeconds - shows[0]?.startTimeUnixSeconds).toBe(86_400);
      for (const [i, show] of shows.entries()) {
        expect(Object.keys(show).sort()).toEqual(['endTimeUnixSeconds', 'headline', 'startTimeUnixSeconds']);
        if (i > 0) expect(show.startTimeUnixSeconds).toBe(shows[i - 1]?.endTimeUnixSeconds);
      }
    },
  },
  setReminder: {
    user: true,
    variables: () => ({ showId: tomorrowsFirstShow() }),
    check: (d) => expect(d.setReminder.httpStatusCode).toBe(200),
  },
  getMyReminders: {
    user: true,
    variables: () => ({}),
    check: (d) => expect((d.getMyReminders as Data[]).map((r) => r.id)).toEqual([tomorrowsFirstShow()]),
  },
  deleteReminder: {
    user: true,
    variables: () => ({ showId: tomorrowsFirstShow() }),
    check: (d) => expect(d.deleteReminder.httpStatusCode).toBe(200),
  },
  setBookmark: {
    user: true,
    variables: () => ({ id: 'news-0001', path: '/news/bookmarked', typeName: 'NewsTeaserDetail' }),
    check: (d) => expect(d.setBookmark.httpStatusCode).toBe(200),
  },
  follow: {
    user: true,
    variables: () => ({
      id: 'podcast-kaapse-stories',
      path: '/podcasts/kaapse-stories',
      typeName: 'AudioPodcast',
    }),
    check: (d) => expect(d.follow.httpStatusCode).toBe(200),
  },
  getMyContentByUser: {
    user: true,
    variables: () => ({ mediaType: 'all' }),
    check: (d) =>
      expect(d.getMyContentByUser).toEqual([
        { id: 'news-0001', path: '/news/bookmarked', typeName: 'NewsTeaserDetail', list: 'bookmark' },
        {
          id: 'podcast-kaapse-stories',
          path: '/podcasts/kaapse-stories',
          typeName: 'AudioPodcast',
          list: 'following',
        },
      ]),
  },
  getMyContentByIds: {
    user: true,
    variables: () => ({ ids: ['news-0001', 'podcast-kaapse-stories', 'unknown'], first: 1 }),
    check: (d) => {
      expect(d.getMyContentByIds.totalCount).toBe(2);
      expect(d.getMyContentByIds.edges[0].node.url).toMatch(/^\/news\//);
      expect(d.getMyContentByIds.pageInfo.hasNextPage).toBe(true);
    },
  },
  unfollow: {
    user: true,
    variables: () => ({ contentId: 'podcast-kaapse-stories' }),
    check: (d) => expect(d.unfollow.httpStatusCode).toBe(200),
  },
  deleteBookmark: {
    user: true,
    variables: () => ({ contentId: 'news-0001' }),
    check: (d) => expect(d.deleteBookmark.httpStatusCode).toBe(200),
  },
  setPlayProgress: {
    user: true,
    variables: () => ({ mediaId: 'aud-0002', playheadSeconds: 61.5 }),
    check: (d) => expect(d.setPlayProgress.httpStatusCode).toBe(200),
  },
  getMediaPlayedHistory: {
    user: true,
    variables: ({ sub }) => ({ userId: sub, videoIds: ['aud-0002', 'aud-0003'] }),
    check: (d) =>
      expect(d.getMediaPlayedHistory).toEqual([
        expect.objectContaining({ video_id: 'aud-0002', playhead_seconds: 61.5 }),
      ]),
  },
  setNotificationPreferences: {
    user: true,
    variables: () => ({ input: { competitions: true } }),
    check: (d) => expect(d.setNotificationPreferences.competitions).toBe(true),
  },
  getNotificationPreferences: {
    user: true,
    variables: () => ({}),
    check: (d) =>
      expect(d.getNotificationPreferences).toEqual({
        newEpisodes: true,
        breakingNews: true,
        competitions: true,
        stationUpdates: false,
      }),
  },
  getSubscription: {
    user: true,
    variables: () => ({}),
    check: (d) =>
      expect(d.getSubscription).toEqual({ premium: false, premiumUntil: null, trialAvailable: true }),
  },
  startAudiostarTrial: {
    user: true,
    variables: () => ({}),
    check: (d) => {
      expect(d.startAudiostarTrial.premium).toBe(true);
      const until = Date.parse(d.startAudiostarTrial.premiumUntil);
      expect(until - Date.now()).toBeGreaterThan((7 * 86_400 - 120) * 1000);
    },
  },
  restorePurchases: {
    user: true,
    variables: () => ({}),
    check: (d) => expect(d.restorePurchases).toMatchObject({ premium: true, trialAvailable: false }),
  },
};

async function signUpForToken(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('graphql');
  const { code, verifier } = await authorize(page, async (p) => {
    await p.getByRole('link', { name: 'Create an account' }).click();
    await p.getByLabel('Name').fill('Naledi Tester');
    await p.getByLabel('Email address').fill(email);
    await p.getByLabel('Password').fill('graphql-2026');
    await p.getByRole('button', { name: 'Create account' }).click();
    await followVerificationLink(p, email);
  });
  const response = await exchangeCode(request, code, verifier);
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as { access_token: string };
  const profile = (await (await userinfo(request, tokens.access_token)).json()) as { sub: string };
  return { token: tokens.access_token, sub: profile.sub };
}

test.describe('content API', () => {
  test('has a case for every operation document the client ships', () => {
    const names = operationFiles().map((f) => f.replace(/\.graphql$/, ''));
    expect(names.sort()).toEqual(Object.keys(CASES).sort());
    for (const name of names)
      expect(operations.has(name), `${name}.graphql defines operation ${name}`).toBe(true);
  });

  test('runs every public operation from the app origin with seeded data', async ({ page }) => {
    await page.goto(APP_URL);
    for (const [name, c] of Object.entries(CASES).filter(([, c]) => !c.user)) {
      const reply = await browserGql(page, {
        query: operations.get(name) ?? '',
        variables: c.variables({ sub: '' }),
        operationName: name,
      });
      expect(reply.status, `${name}: ${reply.text.slice(0, 300)}`).toBe(200);
      expect(reply.body?.errors, name).toBeUndefined();
      c.check(reply.body?.data ?? {}, { sub: '' });
    }
  });

  test('refuses every user operation without a token, then runs them with a real one', async ({
    page,
    request,
  }) => {
    await page.goto(APP_URL);
    const userCases = Object.entries(CASES).filter(([, c]) => c.user);
    for (const [name, c] of userCases) {
      const reply = await browserGql(page, {
        query: operations.get(name) ?? '',
        variables: c.variables({ sub: 'someone' }),
        operationName: name,
      });
      expect(reply.body?.errors?.[0]?.extensions?.code, name).toBe('AUTH_NOT_AUTHORIZED');
      const forged = await browserGql(page, {
        query: operations.get(name) ?? '',
        variables: c.variables({ sub: 'someone' }),
        token: 'not-a-token',
      });
      expect(forged.body?.errors?.[0]?.extensions?.code, `${name} with a forged token`).toBe(
        'AUTH_NOT_AUTHORIZED',
      );
    }

    const { token, sub } = await signUpForToken(page, request);
    await page.goto(APP_URL);
    for (const [name, c] of userCases) {
      const reply = await browserGql(page, {
        query: operations.get(name) ?? '',
        variables: c.variables({ sub }),
        operationName: name,
        token,
      });
      expect(reply.body?.errors, `${name}: ${reply.text.slice(0, 300)}`).toBeUndefined();
      c.check(reply.body?.data ?? {}, { sub });
    }
    const someoneElse = await browserGql(page, {
      query: operations.get('getMediaPlayedHistory') ?? '',
      variables: { userId: 'another-user' },
      token,
    });
    expect(someoneElse.body?.errors?.[0]?.extensions?.code).toBe('AUTH_NOT_AUTHORIZED');
  });

  test('answers a query sent with GET', async ({ page }) => {
    await page.goto(APP_URL);
    const reply = await browserGql<Data>(page, {
      method: 'GET',
      query: operations.get('getStationList') ?? '',
      operationName: 'getStationList',
    });
    expect(reply.status).toBe(200);
    expect(reply.body?.data?.getStationList).toHaveLength(4);
  });

  test('answers bad input with clear errors and keeps serving', async ({ page }) => {
    await page.goto(APP_URL);
    const malformed = await browserGql(page, { query: '{ getStationList { id ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body?.errors?.[0]?.message).toContain('Syntax Error');

    for (const variables of [{ first: -1 }, { first: 101 }, { first: 2, after: 'garbage' }]) {
      const paging = await browserGql(page, {
        query: operations.get('getHomeExplore') ?? '',
        variables,
        operationName: 'getHomeExplore',
      });
      expect(paging.body?.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }

    const notJson = await browserGql(page, { query: '', rawBody: '{"query": ' });
    expect(notJson.status).toBe(400);

    const huge = await browserGql(page, {
      query: '',
      rawBody: JSON.stringify({
        query: '{ getStationList { id } }',
        variables: { pad: 'x'.repeat(400 * 1024) },
      }),
    });
    expect(huge.status).toBe(413);

    const unknown = await browserGql<Data>(page, {
      query: operations.get('getDetailPageByUrl') ?? '',
      variables: { url: '/no/such/page' },
      operationName: 'getDetailPageByUrl',
    });
    expect(unknown.body).toEqual({ data: { getDetailPageByUrl: null } });

    const after = await browserGql<Data>(page, {
      query: operations.get('getStationList') ?? '',
      operationName: 'getStationList',
    });
    expect(after.body?.data?.getStationList).toHaveLength(4);
  });
});
