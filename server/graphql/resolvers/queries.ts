/**
 * Public content queries: details by id / url / media ids, previews, podcasts and search (docs/product.md, "Calls to the platform").
 *
 * Rights (docs/design.md, "Reliability rules"): `getPreviewById(isPreview: true)` is the editors' view of drafts and answers only a
 * token whose account holds the editor role; anyone else gets FORBIDDEN for every id, so the preview cannot be
 * used to learn which ids are drafts. Premium items keep their `mediaId`: the catalog checks the token before it
 * hands out a stream, so the id alone plays nothing, and the UI still needs the item to show its paywall.
 */
import type { StationId } from '../../seed/types';
import { findShows, findSongs, type RadioQuery } from '../../search/radio';
import type { GraphqlContext } from '../context';
import type * as Gql from '../generated/resolvers-types';
import { badInput, checkIds, forbidden } from '../errors';
import { MAX_PAGE_SIZE, paginate } from '../paging';
import type { ContentParent } from './content';
import { EPG_WINDOW_DAYS, scheduleItem } from './schedule';

interface EpisodePaging {
  episodesLimit?: number | null;
  afterEpisode?: string | null;
}

const MAX_SEARCH_QUERY = 200;

function withPaging(item: ContentParent | null, args: EpisodePaging): ContentParent | null {
  return item ? { ...item, episodePaging: { first: args.episodesLimit, after: args.afterEpisode } } : null;
}

/** What the radio fields of a search answer need of the query (resolved only when asked for). */
interface SearchParent {
  radio: Pick<RadioQuery, 'query' | 'station'>;
}

function radioQuery(parent: SearchParent, ctx: GraphqlContext): RadioQuery {
  return {
    ...parent.radio,
    now: ctx.services.now(),
    windowSeconds: ctx.services.config.catchupWindowSeconds,
    daysAhead: EPG_WINDOW_DAYS,
  };
}

export const queryResolvers = {
  Query: {
    getDetailPageById: (_: unknown, args: { id: string }, ctx: GraphqlContext) =>
      ctx.services.lookup.byId(args.id),
    getDetailPageByUrl: (_: unknown, args: { url: string } & EpisodePaging, ctx: GraphqlContext) =>
      withPaging(ctx.services.lookup.byUrl(args.url), args),
    getPodcastEpisodeByUrl: (_: unknown, args: { url: string } & EpisodePaging, ctx: GraphqlContext) =>
      ctx.services.lookup.episodeByUrl(args.url),
    getPreviewById: (_: unknown, args: Gql.QueryGetPreviewByIdArgs, ctx: GraphqlContext) => {
      const isPreview = args.isPreview === true;
      if (isPreview && !ctx.user?.roles.includes('editor')) {
        throw forbidden(
          ctx.user
            ? 'Previews of drafts are for editors; this account is not an editor'
            : 'Previews of drafts are for editors: sign in with an editor account',
        );
      }
      return withPaging(ctx.services.lookup.byId(args.id, isPreview), args);
    },
    getDetailByMediaIds: (_: unknown, args: Gql.QueryGetDetailByMediaIdsArgs, ctx: GraphqlContext) => {
      checkIds(args.ids);
      const items = args.ids.flatMap((id) => ctx.services.lookup.byMediaId(id) ?? []);
      return paginate(items, args.first, null, 20);
    },
    getPreviewPodcasts: (_: unknown, _args: unknown, ctx: GraphqlContext) =>
      ctx.services.seed.content
        .filter((c) => c.typename === 'AudioPodcast' || c.typename === 'VideoPodcast')
        .map((c) => ({
          id: c._id,
          title: c.headline,
          url: c._url,
          image: ctx.services.image('coverImageId' in c ? c.coverImageId : c.headerImageId),
          typename: c.typename,
        })),
    getSearchContent: (
      _: unknown,
      // The station arrives as its internal value (contentResolvers.FilterStation), not the enum's name.
      args: Omit<Gql.QueryGetSearchContentArgs, 'station'> & { station?: StationId | null },
      ctx: GraphqlContext,
    ) => {
      const skip = args.page ?? 0;
      const take = args.pageSize ?? 20;
      if (!Number.isInteger(skip) || skip < 0 || skip > 10_000)
        throw badInput('"page" (items to skip) must be a whole number from 0 to 10000');
      if (!Number.isInteger(take) || take < 1 || take > MAX_PAGE_SIZE)
        throw badInput(`"pageSize" must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
      if (args.searchQuery.length > MAX_SEARCH_QUERY)
        throw badInput(`"searchQuery" may be at most ${MAX_SEARCH_QUERY} characters`);
      const found = ctx.services.search.search({
        query: args.searchQuery,
        skip,
        take,
        mediaType: args.mediaType ?? 'ALL',
        station: args.station ?? null,
      });
      return {
        total: found.total,
        results: found.results.map((r) => ({ ...r, headerImage: ctx.services.image(r.headerImageId) })),
        // Radio is audio: a search for videos finds none of it.
        radio: { query: args.mediaType === 'VIDEO' ? '' : args.searchQuery, station: args.station ?? null },
      };
    },
    getSearchAd: (_: unknown, args: { searchQuery?: string | null }) => {
      // One ad slot per first letter keeps the id stable for a query (ads are third-party and faked client-side).
      const letter = (args.searchQuery ?? '').trim().charAt(0).toLowerCase();
      return { advertisementId: /^[a-z]$/.test(letter) ? `ad-search-${letter}` : 'ad-search-default' };
    },
  },
  SearchResponse: {
    shows: (parent: SearchParent, _: unknown, ctx: GraphqlContext) =>
      findShows(ctx.services.seed, radioQuery(parent, ctx)).map((show) => scheduleItem(show, ctx)),
    songs: (parent: SearchParent, _: unknown, ctx: GraphqlContext) =>
      findSongs(ctx.services.seed, ctx.services.nowPlaying.historyBetween, radioQuery(parent, ctx)),
  },
};
