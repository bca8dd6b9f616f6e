/** Home explore, microsites (getMiniExplore) and their reels and teasers (docs/product.md, "Home reels"). */
import type { Reel, StationId, Teaser } from '../../seed/types';
import type { GraphqlContext } from '../context';
import type * as Gql from '../generated/resolvers-types';
import { normalisePath } from '../content-lookup';
import { paginate } from '../paging';
import { scheduleItem } from './schedule';

type MediaFilter = 'ALL' | 'AUDIO' | 'VIDEO';

const TEASER_TYPENAMES: Record<Teaser['kind'], string> = {
  hero: 'HeroTeaser',
  livestream: 'LivestreamTeaser',
  competition: 'CompetitionTeaser',
  showcase: 'ShowcaseTeaser',
  content: 'ContentTeaser',
};

function keepsReel(reel: Reel, filter: MediaFilter): boolean {
  if (filter === 'ALL' || reel.mediaType === 'all') return true;
  return reel.mediaType === (filter === 'AUDIO' ? 'audio' : 'video');
}

const content = (t: Teaser, _args: unknown, ctx: GraphqlContext) =>
  'contentId' in t ? ctx.services.lookup.byId(t.contentId) : null;
const image = (t: Teaser, _args: unknown, ctx: GraphqlContext) =>
  ctx.services.image('imageId' in t ? t.imageId : '');
const stationOf = (t: Teaser, ctx: GraphqlContext) =>
  ctx.services.seed.stations.find((s) => 'station' in t && s.id === t.station);

export const exploreResolvers = {
  Query: {
    getHomeExplore: (_: unknown, args: Gql.QueryGetHomeExploreArgs, ctx: GraphqlContext) => {
      const reels = ctx.services.seed.reels;
      const filter = args.mediaType ?? 'ALL';
      const heroTeasers = reels.filter((r) => r.type === 'hero').flatMap((r) => r.teasers);
      const livestreams = reels.filter((r) => r.type === 'livestream').flatMap((r) => r.teasers);
      const rest = reels.filter((r) => r.type !== 'hero' && r.type !== 'livestream' && keepsReel(r, filter));
      return { heroTeasers, livestreams, reels: paginate(rest, args.first, args.after, 5) };
    },
    getMiniExplore: (_: unknown, args: Gql.QueryGetMiniExploreArgs, ctx: GraphqlContext) => {
      const path = normalisePath(args.id);
      const site = ctx.services.seed.microsites.find((m) => m.id === args.id || m.path === path);
      if (!site) return null;
      return {
        id: site.id,
        path: site.path,
        headline: site.headline,
        subline: site.subline,
        headerImage: ctx.services.image(site.headerImageId),
        reels: paginate(site.reels, args.first, args.after, 10),
      };
    },
  },
  Reel: {
    reelDetail: (r: Reel) => ({ id: r.id, teaserList: r.teasers }),
  },
  Teaser: {
    __resolveType: (t: Teaser) => TEASER_TYPENAMES[t.kind],
  },
  HeroTeaser: {
    listOfBadge: (t: Teaser) => (t.kind === 'hero' ? t.badges : []),
    teaserDetail: content,
    teaserImage: image,
  },
  LivestreamTeaser: {
    stationName: (t: Teaser, _a: unknown, ctx: GraphqlContext) => stationOf(t, ctx)?.name ?? '',
    logoUrl: (t: Teaser, _a: unknown, ctx: GraphqlContext) =>
      `${ctx.services.config.publicUrl}/images/logos/${stationOf(t, ctx)?.logoFile ?? ''}`,
    currentShow: (t: Teaser, _a: unknown, ctx: GraphqlContext) =>
      scheduleItem(
        ctx.services.seed.showAt(
          t.kind === 'livestream' ? t.station : ('702' as StationId),
          ctx.services.now(),
        ),
        ctx,
      ),
  },
  CompetitionTeaser: {
    image,
    competition: content,
  },
  ShowcaseTeaser: {
    teaserBadge: (t: Teaser) => (t.kind === 'showcase' ? t.badge : ''),
    headerImage: image,
    teaserDetail: content,
  },
  ContentTeaser: {
    teaserDetail: content,
  },
};
