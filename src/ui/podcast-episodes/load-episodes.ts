/**
 * Loads one page of a podcast's episodes through the Apollo-free `liteQuery` (the component is also a partner
 * widget with a tight budget, docs/design.md, "Budgets"). An episode address resolves to its podcast, so a widget pointed at
 * an episode lists the series it belongs to.
 */
import {
  GetDetailPageByUrlDocument,
  GetPodcastEpisodeByUrlDocument,
  type EpisodeCardFragment,
} from '../../core/api/generated/strings/graphql';
import { liteQuery } from '../../core/api/lite';

export interface EpisodePage {
  podcast: { url: string; headline: string; typename: string };
  episodes: EpisodeCardFragment[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

export type EpisodeLoad =
  | { status: 'ok'; page: EpisodePage }
  | { status: 'not-found' }
  | { status: 'not-a-podcast'; typename: string };

const PODCAST_TYPES = new Set(['AudioPodcast', 'VideoPodcast', 'PodcastPublished']);

async function pageOf(
  url: string,
  first: number,
  after: string | null,
  followEpisode: boolean,
): Promise<EpisodeLoad> {
  const data = await liteQuery(GetDetailPageByUrlDocument, {
    url,
    episodesLimit: first,
    afterEpisode: after,
  });
  const item = data.getDetailPageByUrl;
  if (!item) {
    if (!followEpisode) return { status: 'not-found' };
    const episode = (await liteQuery(GetPodcastEpisodeByUrlDocument, { url })).getPodcastEpisodeByUrl;
    return episode ? pageOf(episode.podcast._url, first, after, false) : { status: 'not-found' };
  }
  if (!PODCAST_TYPES.has(item.__typename) || !('episodeList' in item)) {
    return { status: 'not-a-podcast', typename: item.__typename };
  }
  const list = item.episodeList;
  return {
    status: 'ok',
    page: {
      podcast: { url: item._url, headline: item.headline, typename: item.__typename },
      episodes: list.edges.map((edge) => edge.episode),
      totalCount: list.totalCount,
      endCursor: list.pageInfo.endCursor,
      hasNextPage: list.pageInfo.hasNextPage,
    },
  };
}

export function loadEpisodes(url: string, first: number, after: string | null): Promise<EpisodeLoad> {
  return pageOf(url, first, after, after === null);
}
