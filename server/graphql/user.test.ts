import { beforeEach, describe, expect, it } from 'vitest';
import { AccountStore } from '../identity/accounts';
import { codeOf, createTestApp, NOW, USERS } from './test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  app = await createTestApp();
});

const BOOKMARK =
  'mutation($id: ID!, $path: String!, $typeName: String!) { setBookmark(id: $id, path: $path, typeName: $typeName) { httpStatusCode correlationId message } }';
const MY = 'query($f: ListFilter) { getMyContentByUser(mediaType: $f) { id path typeName list } }';

describe('user operations', () => {
  const userOps: [string, Record<string, unknown>][] = [
    [MY, {}],
    ['{ getMyContentByIds(ids: ["news-0001"]) { totalCount } }', {}],
    ['{ getMediaPlayedHistory(userId: "user-ayesha") { video_id } }', {}],
    ['{ getNotificationPreferences { newEpisodes } }', {}],
    ['{ getSubscription { premium } }', {}],
    [BOOKMARK, { id: 'news-0001', path: '/news/x', typeName: 'NewsTeaserDetail' }],
    ['mutation { deleteBookmark(contentId: "news-0001") { httpStatusCode } }', {}],
    ['mutation { follow(id: "news-0001", path: "/x", typeName: "NewsTeaserDetail") { httpStatusCode } }', {}],
    ['mutation { unfollow(contentId: "news-0001") { httpStatusCode } }', {}],
    ['mutation { setPlayProgress(mediaId: "aud-0001", playheadSeconds: 3) { httpStatusCode } }', {}],
    ['mutation { setNotificationPreferences(input: { competitions: true }) { competitions } }', {}],
    ['mutation { startAudiostarTrial { premium } }', {}],
    ['mutation { restorePurchases { premium } }', {}],
  ];

  it.each(userOps)('refuses %s without a valid token', async (query, variables) => {
    expect(codeOf(await app.gql(query, variables))).toBe('AUTH_NOT_AUTHORIZED');
    expect(codeOf(await app.gql(query, variables, 'forged-token'))).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('keeps bookmarks per listener and removes them', async () => {
    const saved = await app.gql(
      BOOKMARK,
      { id: 'news-0001', path: '/news/a', typeName: 'NewsTeaserDetail' },
      'token-ayesha',
    );
    expect(saved.body.data?.setBookmark).toMatchObject({ httpStatusCode: 200 });
    await app.gql(
      'mutation { follow(id: "podcast-kaapse-stories", path: "/podcasts/kaapse-stories", typeName: "AudioPodcast") { httpStatusCode } }',
      {},
      'token-ayesha',
    );
    expect((await app.gql(MY, {}, 'token-ayesha')).body.data?.getMyContentByUser).toEqual([
      { id: 'news-0001', path: '/news/a', typeName: 'NewsTeaserDetail', list: 'bookmark' },
      {
        id: 'podcast-kaapse-stories',
        path: '/podcasts/kaapse-stories',
        typeName: 'AudioPodcast',
        list: 'following',
      },
    ]);
    expect(
      (await app.gql(MY, { f: 'following' }, 'token-ayesha')).body.data?.getMyContentByUser,
    ).toHaveLength(1);
    expect((await app.gql(MY, {}, 'token-sipho')).body.data?.getMyContentByUser).toEqual([]);
    const removed = await app.gql(
      'mutation { deleteBookmark(contentId: "news-0001") { httpStatusCode } }',
      {},
      'token-ayesha',
    );
    expect(removed.body.data?.deleteBookmark).toEqual({ httpStatusCode: 200 });
    const again = await app.gql(
      'mutation { deleteBookmark(contentId: "news-0001") { httpStatusCode } }',
      {},
      'token-ayesha',
    );
    expect(again.body.data?.deleteBookmark).toEqual({ httpStatusCode: 404 });
  });

  it('answers 404 / 400 in the mutation result for unknown content and bad paths', async () => {
    const unknown = await app.gql(
      BOOKMARK,
      { id: 'nope', path: '/x', typeName: 'NewsTeaserDetail' },
      'token-ayesha',
    );
    expect(unknown.body.data?.setBookmark).toMatchObject({ httpStatusCode: 404 });
    for (const path of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
    ]) {
      const badPath = await app.gql(
        BOOKMARK,
        { id: 'news-0001', path, typeName: 'NewsTeaserDetail' },
        'token-ayesha',
      );
      expect(codeOf(badPath), path).toBe('BAD_USER_INPUT');
      expect(badPath.body.errors?.[0]?.message).toMatch(/"path" must be a path on this site/);
    }
    const badType = await app.gql(
      BOOKMARK,
      { id: 'news-0001', path: '/x', typeName: 'Bogus' },
      'token-ayesha',
    );
    expect(badType.body.data?.setBookmark).toMatchObject({ httpStatusCode: 400 });
  });

  it('returns play history only for the caller', async () => {
    await app.gql(
      'mutation { setPlayProgress(mediaId: "aud-0001", playheadSeconds: 42.5) { httpStatusCode } }',
      {},
      'token-ayesha',
    );
    const bad = await app.gql(
      'mutation { setPlayProgress(mediaId: "aud-0001", playheadSeconds: -1) { httpStatusCode } }',
      {},
      'token-ayesha',
    );
    expect(bad.body.data?.setPlayProgress).toEqual({ httpStatusCode: 400 });
    const mine = await app.gql(
      '{ getMediaPlayedHistory(userId: "user-ayesha", videoIds: ["aud-0001", "vid-0001"]) { video_id playhead_seconds timestamp } }',
      {},
      'token-ayesha',
    );
    expect(mine.body.data?.getMediaPlayedHistory).toEqual([
      { video_id: 'aud-0001', playhead_seconds: 42.5, timestamp: NOW },
    ]);
    const theirs = await app.gql(
      '{ getMediaPlayedHistory(userId: "user-ayesha") { video_id } }',
      {},
      'token-sipho',
    );
    expect(codeOf(theirs)).toBe('AUTH_NOT_AUTHORIZED');
  });

  it('updates only the given notification preferences', async () => {
    const before = await app.gql(
      '{ getNotificationPreferences { newEpisodes breakingNews competitions stationUpdates } }',
      {},
      'token-ayesha',
    );
    expect(before.body.data?.getNotificationPreferences).toEqual({
      newEpisodes: true,
      breakingNews: true,
      competitions: false,
      stationUpdates: false,
    });
    const after = await app.gql(
      'mutation { setNotificationPreferences(input: { competitions: true, newEpisodes: false }) { newEpisodes breakingNews competitions stationUpdates } }',
      {},
      'token-ayesha',
    );
    expect(after.body.data?.setNotificationPreferences).toEqual({
      newEpisodes: false,
      breakingNews: true,
      competitions: true,
      stationUpdates: false,
    });
  });

  it('answers an Audiostar+ end date after 2038 (past 32-bit unix seconds) as an ISO-8601 DateTime', async () => {
    app.db.run('UPDATE accounts SET premium_until = ? WHERE sub = ?', [
      Date.UTC(2099, 11, 31) / 1000,
      'user-sipho',
    ]);
    const reply = await app.gql('{ getSubscription { premium premiumUntil } }', {}, 'token-sipho');
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.getSubscription).toEqual({
      premium: true,
      premiumUntil: '2099-12-31T00:00:00.000Z',
    });
  });

  it('starts the 7-day trial once', async () => {
    const start = await app.gql(
      'mutation { startAudiostarTrial { premium premiumUntil trialAvailable } }',
      {},
      'token-ayesha',
    );
    expect(start.body.data?.startAudiostarTrial).toEqual({
      premium: true,
      premiumUntil: new Date((NOW + 7 * 86400) * 1000).toISOString(),
      trialAvailable: false,
    });
    app.db.run('UPDATE accounts SET premium_until = ? WHERE sub = ?', [NOW - 1, 'user-ayesha']);
    const again = await app.gql(
      'mutation { startAudiostarTrial { premium premiumUntil } }',
      {},
      'token-ayesha',
    );
    expect(again.body.data?.startAudiostarTrial).toEqual({
      premium: false,
      premiumUntil: new Date((NOW - 1) * 1000).toISOString(),
    });
    const restore = await app.gql(
      'mutation { restorePurchases { premium trialAvailable } }',
      {},
      'token-sipho',
    );
    expect(restore.body.data?.restorePurchases).toEqual({ premium: false, trialAvailable: true });
  });

  it('does not give a second trial to the same email after the account is deleted and created again', async () => {
    await app.gql('mutation { startAudiostarTrial { premium } }', {}, 'token-ayesha');
    new AccountStore(app.db).deleteWithUserData('user-ayesha');
    // The same person signs up again with the same email.
    app.db.run(
      'INSERT INTO accounts (sub, email, name, password_hash, premium_until, created_at) VALUES (?, ?, ?, ?, NULL, ?)',
      ['user-ayesha-again', 'ayesha@example.com', 'Ayesha', 'x', NOW],
    );
    USERS['token-ayesha-again'] = {
      sub: 'user-ayesha-again',
      email: 'ayesha@example.com',
      premium: false,
      roles: [],
      scope: 'openid profile email',
    };
    try {
      const offer = await app.gql('{ getSubscription { trialAvailable } }', {}, 'token-ayesha-again');
      expect(offer.body.data?.getSubscription).toEqual({ trialAvailable: false });
      const second = await app.gql(
        'mutation { startAudiostarTrial { premium premiumUntil } }',
        {},
        'token-ayesha-again',
      );
      expect(second.body.data?.startAudiostarTrial).toEqual({ premium: false, premiumUntil: null });
    } finally {
      delete USERS['token-ayesha-again'];
    }
  });
});
