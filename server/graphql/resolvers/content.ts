/**
 * Field resolvers of the content types: the nine ContentDetail typenames, podcast episodes, content blocks and
 * the enums. Parents are the seed's own objects; fields the seed stores differently (images, dates, station)
 * are derived here.
 */
import type { ContentBlock, ContentItem, PodcastEpisode, StationId } from '../../seed/types';
import { CONTENT_TYPENAMES } from '../../seed/types';
import type { GraphqlContext } from '../context';
import type * as Gql from '../generated/resolvers-types';
import { paginate } from '../paging';

/** A content item as resolvers pass it on: podcasts remember the episode paging of the query that found them. */
export type ContentParent = ContentItem & {
  episodePaging?: { first?: number | null; after?: string | null };
};

export function publishedAt(unixSeconds: number) {
  return { iso8601: new Date(unixSeconds * 1000).toISOString(), unixSeconds };
}

const stationValue = (station: StationId | null) => station ?? 'none';

const commonFields = {
  station: (p: ContentItem) => stationValue(p.station),
  publishedAt: (p: ContentItem) => publishedAt(p.publishedAt),
  headerImage: (p: ContentItem, _args: unknown, ctx: GraphqlContext) => ctx.services.image(p.headerImageId),
};

const BLOCK_TYPENAMES: Record<ContentBlock['kind'], string> = {
  imageSection: 'ImageSectionBlock',
  quote: 'QuoteBlock',
  richText: 'RichTextBlock',
  embed: 'EmbedBlock',
  brightcove: 'BrightcoveMediaBlock',
};

const podcastFields = {
  ...commonFields,
  coverImage: (p: ContentParent, _a: unknown, ctx: GraphqlContext) =>
    ctx.services.image('coverImageId' in p ? p.coverImageId : p.headerImageId),
  episodeList: (p: ContentParent, args: Gql.PodcastEpisodeListArgs, ctx: GraphqlContext) => {
    const ids = 'episodeIds' in p ? p.episodeIds : [];
    const episodes = ids.flatMap((id) => ctx.services.lookup.episodeById(id) ?? []);
    const explicit = args.first !== undefined && args.first !== null;
    const page = paginate(
      episodes,
      explicit ? args.first : p.episodePaging?.first,
      args.after ?? p.episodePaging?.after,
      20,
      explicit ? { first: 'first', after: 'after' } : { first: 'episodesLimit', after: 'afterEpisode' },
    );
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, episode: e.node })) };
  },
};

const byTypename = (p: ContentItem) => p.typename;

const blocksField = {
  blocks: (p: ContentItem): ContentBlock[] => ('blocks' in p ? p.blocks : []),
};

export const contentResolvers = {
  Station: { _702: '702', _947: '947', capetalk: 'capetalk', kfm: 'kfm', none: 'none' },
  FilterStation: { CAPE_TALK: 'capetalk', KFM: 'kfm', STATION_702: '702', STATION_947: '947' },

  ContentDetail: { __resolveType: byTypename },
  Podcast: { __resolveType: byTypename },
  MediaDetail: {
    __resolveType: (p: ContentItem | PodcastEpisode) => ('typename' in p ? p.typename : 'PodcastEpisode'),
  },
  ContentBlock: {
    __resolveType: (b: ContentBlock) => BLOCK_TYPENAMES[b.kind],
  },

  RadioDetail: {
    ...commonFields,
    liveMediaId: (p: ContentItem, _a: unknown, ctx: GraphqlContext) =>
      ctx.services.seed.stations.find((s) => s.id === p.station)?.liveMediaId ?? '',
  },
  AudioTeaserDetail: commonFields,
  VideoTeaserDetail: commonFields,
  AudioPodcast: podcastFields,
  VideoPodcast: podcastFields,
  PodcastPublished: podcastFields,
  NewsTeaserDetail: { ...commonFields, ...blocksField },
  StaticPage: commonFields,
  Competition: {
    ...commonFields,
    ...blocksField,
    closesAt: (p: ContentItem) => publishedAt('closesAt' in p ? p.closesAt : p.publishedAt),
  },

  PodcastEpisode: {
    image: (p: PodcastEpisode, _a: unknown, ctx: GraphqlContext) => ctx.services.image(p.imageId),
    publishedAt: (p: PodcastEpisode) => publishedAt(p.publishedAt),
    station: (p: PodcastEpisode) => stationValue(p.station),
    podcast: (p: PodcastEpisode, _a: unknown, ctx: GraphqlContext) => ctx.services.lookup.byId(p.podcastId),
  },

  ImageSectionBlock: {
    image: (b: ContentBlock, _a: unknown, ctx: GraphqlContext) =>
      ctx.services.image(b.kind === 'imageSection' ? b.imageId : ''),
  },
  EmbedBlock: {
    embedContentItem: (b: ContentBlock, _a: unknown, ctx: GraphqlContext) =>
      b.kind === 'embed' ? ctx.services.lookup.byId(b.embedContentId) : null,
  },
  BrightcoveMediaBlock: {
    linkedDetail: (b: ContentBlock, _a: unknown, ctx: GraphqlContext) =>
      b.kind === 'brightcove' ? ctx.services.lookup.byId(b.linkedDetailId) : null,
  },
};

export const KNOWN_TYPENAMES: readonly string[] = [...CONTENT_TYPENAMES, 'PodcastEpisode'];
