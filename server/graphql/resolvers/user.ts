/**
 * The signed-in listener's data, kept in the UserDatabase keyed by the token's `sub` so it survives restarts:
 * bookmarks and follows (my content), play progress (history), notification preferences and the Audiostar+
 * trial. Every operation here needs a valid bearer token (AUTH_NOT_AUTHORIZED otherwise).
 *
 * Mutations answer the documented { httpStatusCode, correlationId, message }: 200 done, 400 bad input, 404 unknown
 * content. The one exception is a saved `path` that is not a path on this site: BAD_USER_INPUT (sitePathOf).
 */
import type { ContentItem, PodcastEpisode } from '../../seed/types';
import { markTrialUsed, trialUsed } from '../../identity/trials';
import { requireUser, type GraphqlContext } from '../context';
import type * as Gql from '../generated/resolvers-types';
// Shared with the app, so both sides refuse the same paths (a plain module, as the wire formats are).
import { safeSitePath } from '../../../src/core/site-path';
import { badInput, checkIds, mutationResult as result, notAuthorized, notFound } from '../errors';
import { paginate } from '../paging';
import { KNOWN_TYPENAMES, publishedAt } from './content';

type ListName = 'bookmarks' | 'follows';
const TRIAL_DAYS = 7;

const PREFERENCE_DEFAULTS = {
  newEpisodes: true,
  breakingNews: true,
  competitions: false,
  stationUpdates: false,
};
type PreferenceKey = keyof typeof PREFERENCE_DEFAULTS;
const PREFERENCE_KEYS = Object.keys(PREFERENCE_DEFAULTS) as PreferenceKey[];

const MAX_PATH_LENGTH = 500;

/**
 * The saved path, checked by the app's own site-path rule (src/core/site-path.ts, the one the sign-in return path
 * uses): getMyContentByUser hands it back as the entry's address, so a foreign one ('//evil.example/x',
 * 'https://…', '/\\evil') stored once would be an open redirect for any client that links to it. Refused as
 * BAD_USER_INPUT with the reason, not a 400 result: it is a hostile value the app itself never sends (it checks
 * with the same function first), and the error names the argument for any other client.
 */
function sitePathOf(raw: string): string {
  const path = raw.length <= MAX_PATH_LENGTH ? safeSitePath(raw, '') : null;
  if (path === null) {
    throw badInput(
      `"path" must be a path on this site: it starts with a single /, has no scheme, host, backslash or control character, is not a sign-in route and is at most ${MAX_PATH_LENGTH} characters`,
    );
  }
  return path;
}

function save(list: ListName, args: Gql.MutationSetBookmarkArgs, ctx: GraphqlContext) {
  const user = requireUser(ctx);
  const path = sitePathOf(args.path);
  const item = ctx.services.lookup.anyById(args.id);
  if (!item) return result(404, `No content with id "${args.id.slice(0, 80)}"`);
  if (!KNOWN_TYPENAMES.includes(args.typeName))
    return result(400, `"typeName" must be one of ${KNOWN_TYPENAMES.join(', ')}`);
  ctx.services.db.run(
    `INSERT INTO ${list} (sub, content_id, path, type_name, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (sub, content_id) DO UPDATE SET path = excluded.path, type_name = excluded.type_name`,
    [user.sub, args.id, path, args.typeName, ctx.services.now()],
  );
  return result(200, list === 'bookmarks' ? 'Bookmarked' : 'Following');
}

function remove(list: ListName, contentId: string, ctx: GraphqlContext) {
  const user = requireUser(ctx);
  const changed = ctx.services.db.run(`DELETE FROM ${list} WHERE sub = ? AND content_id = ?`, [
    user.sub,
    contentId,
  ]);
  return changed > 0
    ? result(200, list === 'bookmarks' ? 'Bookmark removed' : 'Unfollowed')
    : result(404, `Nothing saved with id "${contentId.slice(0, 80)}"`);
}

function subscription(ctx: GraphqlContext) {
  const user = requireUser(ctx);
  const row = ctx.services.db.get<{ premium_until: number | null; email: string }>(
    'SELECT premium_until, email FROM accounts WHERE sub = ?',
    [user.sub],
  );
  if (!row) throw notFound('No account for this listener');
  const until = row.premium_until;
  return {
    premium: until !== null && until > ctx.services.now(),
    premiumUntil: until,
    trialAvailable: until === null && !trialUsed(ctx.services.db, row.email),
  };
}

function myItem(item: ContentItem | PodcastEpisode, ctx: GraphqlContext) {
  const isEpisode = !('typename' in item);
  return {
    id: item._id,
    url: item._url,
    typeName: isEpisode ? 'PodcastEpisode' : item.typename,
    headline: item.headline,
    headerImage: ctx.services.image(isEpisode ? item.imageId : item.headerImageId),
    publishDate: publishedAt(item.publishedAt),
    mediaId: item.mediaId,
    duration: item.duration,
  };
}

export const userResolvers = {
  Query: {
    getMyContentByUser: (_: unknown, args: Gql.QueryGetMyContentByUserArgs, ctx: GraphqlContext) => {
      const user = requireUser(ctx);
      const filter = args.mediaType ?? 'all';
      const rows = (list: ListName, name: 'bookmark' | 'following') =>
        ctx.services.db
          .all<{ content_id: string; path: string; type_name: string }>(
            `SELECT content_id, path, type_name FROM ${list} WHERE sub = ? ORDER BY created_at DESC, content_id`,
            [user.sub],
          )
          .map((r) => ({ id: r.content_id, path: r.path, typeName: r.type_name, list: name }));
      return [
        ...(filter !== 'following' ? rows('bookmarks', 'bookmark') : []),
        ...(filter !== 'bookmark' ? rows('follows', 'following') : []),
      ];
    },
    getMyContentByIds: (_: unknown, args: Gql.QueryGetMyContentByIdsArgs, ctx: GraphqlContext) => {
      requireUser(ctx);
      checkIds(args.ids);
      const items = args.ids
        .flatMap((id) => ctx.services.lookup.anyById(id) ?? [])
        .map((item) => myItem(item, ctx));
      return paginate(items, args.first, args.after, 20);
    },
    getMediaPlayedHistory: (_: unknown, args: Gql.QueryGetMediaPlayedHistoryArgs, ctx: GraphqlContext) => {
      const user = requireUser(ctx);
      if (args.userId !== user.sub)
        throw notAuthorized('Play history is only available for your own account');
      const ids = args.videoIds ?? null;
      checkIds(ids, 'videoIds');
      const rows = ctx.services.db.all<{ media_id: string; playhead_seconds: number; updated_at: number }>(
        ids
          ? `SELECT media_id, playhead_seconds, updated_at FROM play_progress WHERE sub = ? AND media_id IN (${ids.map(() => '?').join(',') || "''"}) ORDER BY updated_at DESC`
          : 'SELECT media_id, playhead_seconds, updated_at FROM play_progress WHERE sub = ? ORDER BY updated_at DESC LIMIT 500',
        [user.sub, ...(ids ?? [])],
      );
      return rows.map((r) => ({
        video_id: r.media_id,
        playhead_seconds: r.playhead_seconds,
        timestamp: r.updated_at,
      }));
    },
    getNotificationPreferences: (_: unknown, _args: unknown, ctx: GraphqlContext) => preferences(ctx),
    getSubscription: (_: unknown, _args: unknown, ctx: GraphqlContext) => subscription(ctx),
  },
  Mutation: {
    setBookmark: (_: unknown, args: Gql.MutationSetBookmarkArgs, ctx: GraphqlContext) =>
      save('bookmarks', args, ctx),
    deleteBookmark: (_: unknown, args: { contentId: string }, ctx: GraphqlContext) =>
      remove('bookmarks', args.contentId, ctx),
    follow: (_: unknown, args: Gql.MutationSetBookmarkArgs, ctx: GraphqlContext) =>
      save('follows', args, ctx),
    unfollow: (_: unknown, args: { contentId: string }, ctx: GraphqlContext) =>
      remove('follows', args.contentId, ctx),
    setPlayProgress: (_: unknown, args: Gql.MutationSetPlayProgressArgs, ctx: GraphqlContext) => {
      const user = requireUser(ctx);
      const media = ctx.services.seed.media.find((m) => m.mediaId === args.mediaId);
      if (!media || media.kind === 'live')
        return result(404, `No on-demand media with id "${args.mediaId.slice(0, 80)}"`);
      const limit = media.durationSeconds ?? 0;
      if (
        !Number.isFinite(args.playheadSeconds) ||
        args.playheadSeconds < 0 ||
        args.playheadSeconds > limit
      ) {
        return result(400, `"playheadSeconds" must be between 0 and the media's duration (${limit} s)`);
      }
      ctx.services.db.run(
        `INSERT INTO play_progress (sub, media_id, playhead_seconds, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (sub, media_id) DO UPDATE SET playhead_seconds = excluded.playhead_seconds, updated_at = excluded.updated_at`,
        [user.sub, args.mediaId, args.playheadSeconds, ctx.services.now()],
      );
      return result(200, 'Progress saved');
    },
    setNotificationPreferences: (
      _: unknown,
      args: Gql.MutationSetNotificationPreferencesArgs,
      ctx: GraphqlContext,
    ) => {
      const user = requireUser(ctx);
      ctx.services.db.transaction(() => {
        for (const key of PREFERENCE_KEYS) {
          const value = args.input[key];
          if (value === undefined || value === null) continue;
          ctx.services.db.run(
            'INSERT INTO preferences (sub, key, value) VALUES (?, ?, ?) ON CONFLICT (sub, key) DO UPDATE SET value = excluded.value',
            [user.sub, `notify.${key}`, String(value)],
          );
        }
      });
      return preferences(ctx);
    },
    startAudiostarTrial: (_: unknown, _args: unknown, ctx: GraphqlContext) => {
      const user = requireUser(ctx);
      const now = ctx.services.now();
      const until = now + TRIAL_DAYS * 86_400;
      const { db } = ctx.services;
      // Once per email address, ever: premium_until stays set after the trial for this account, and the
      // marker (server/identity/trials.ts) remembers it after the account is deleted.
      db.transaction(() => {
        const row = db.get<{ email: string }>(
          'SELECT email FROM accounts WHERE sub = ? AND premium_until IS NULL',
          [user.sub],
        );
        if (!row || trialUsed(db, row.email)) return;
        db.run('UPDATE accounts SET premium_until = ? WHERE sub = ?', [until, user.sub]);
        markTrialUsed(db, row.email, now);
      });
      return subscription(ctx);
    },
    restorePurchases: (_: unknown, _args: unknown, ctx: GraphqlContext) => subscription(ctx),
  },
};

function preferences(ctx: GraphqlContext) {
  const user = requireUser(ctx);
  const rows = ctx.services.db.all<{ key: string; value: string }>(
    "SELECT key, value FROM preferences WHERE sub = ? AND key LIKE 'notify.%'",
    [user.sub],
  );
  const stored = new Map(rows.map((r) => [r.key.slice('notify.'.length), r.value === 'true']));
  return Object.fromEntries(
    PREFERENCE_KEYS.map((k) => [k, stored.get(k) ?? PREFERENCE_DEFAULTS[k]]),
  ) as Record<PreferenceKey, boolean>;
}
