/**
 * Full-text search over all content for getSearchContent (docs/product.md, "Calls to the platform"): a MiniSearch index built once at start over
 * headline, subline, plain text (markup stripped), tags, topics and author; relevance-ranked with prefix and fuzzy
 * matching, filtered by media type and station, paged by skip/take.
 *
 * Media types: AUDIO = audio items, audio podcasts (incl. published show podcasts) and audio episodes;
 * VIDEO = video items, video podcasts and video episodes; ALL = everything that is not a draft.
 */
import MiniSearch from 'minisearch';
import type { Seed } from '../seed';
import type { ContentItem, PodcastEpisode, StationId } from '../seed/types';

export type SearchMediaType = 'ALL' | 'AUDIO' | 'VIDEO';

export interface SearchHit {
  id: string;
  headline: string;
  headerImageId: string;
  typename: string;
  overline: string;
  subline: string;
  _url: string;
}

export interface SearchRequest {
  query: string;
  skip: number;
  take: number;
  mediaType: SearchMediaType;
  station: StationId | null;
}

export interface SearchIndex {
  search(request: SearchRequest): { total: number; results: SearchHit[] };
  /** Documents indexed. */
  size: number;
}

interface SearchDoc extends SearchHit {
  text: string;
  tags: string;
  topics: string;
  author: string;
  station: StationId | null;
  media: 'audio' | 'video' | null;
}

export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const MEDIA_OF: Partial<Record<ContentItem['typename'], 'audio' | 'video'>> = {
  AudioTeaserDetail: 'audio',
  AudioPodcast: 'audio',
  PodcastPublished: 'audio',
  VideoTeaserDetail: 'video',
  VideoPodcast: 'video',
};

function bodyText(item: ContentItem): string {
  const parts = [item.text];
  if (item.typename === 'NewsTeaserDetail' || item.typename === 'Competition') {
    for (const block of item.blocks) {
      if (block.kind === 'richText') parts.push(stripMarkup(block.markupInput));
      else if (block.kind === 'quote') parts.push(block.quoteText);
      else if (block.kind === 'imageSection') parts.push(block.title, block.description);
    }
  }
  if (item.typename === 'StaticPage') parts.push(stripMarkup(item.content));
  return parts.join(' ');
}

function contentDoc(item: ContentItem): SearchDoc {
  return {
    id: item._id,
    headline: item.headline,
    headerImageId: item.headerImageId,
    typename: item.typename,
    overline: item.overline,
    subline: item.subline,
    _url: item._url,
    text: bodyText(item),
    tags: item.tags.join(' '),
    topics: item.topics.join(' '),
    author: item.author,
    station: item.station,
    media: MEDIA_OF[item.typename] ?? null,
  };
}

function episodeDoc(ep: PodcastEpisode): SearchDoc {
  return {
    id: ep._id,
    headline: ep.headline,
    headerImageId: ep.imageId,
    typename: 'PodcastEpisode',
    overline: ep.overline,
    subline: '',
    _url: ep._url,
    text: ep.text,
    tags: 'podcast episode',
    topics: '',
    author: '',
    station: ep.station,
    media: ep.kind,
  };
}

export function createSearchIndex(seed: Pick<Seed, 'content' | 'episodes'>): SearchIndex {
  const docs = [...seed.content.filter((c) => !c.draft).map(contentDoc), ...seed.episodes.map(episodeDoc)];
  const mini = new MiniSearch<SearchDoc>({
    fields: ['headline', 'subline', 'text', 'tags', 'topics', 'author'],
    // Hits carry these back: the fields of the answer and the two it is filtered by.
    storeFields: ['headline', 'headerImageId', 'typename', 'overline', 'subline', '_url', 'station', 'media'],
    searchOptions: {
      boost: { headline: 3, tags: 2, topics: 2, subline: 1.5 },
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'AND',
    },
  });
  mini.addAll(docs);

  return {
    size: docs.length,
    search({ query, skip, take, mediaType, station }) {
      const q = query.trim();
      if (q.length === 0) return { total: 0, results: [] };
      const wanted = mediaType === 'AUDIO' ? 'audio' : mediaType === 'VIDEO' ? 'video' : null;
      const hits = mini.search(q, {
        filter: (hit) =>
          (wanted === null || hit.media === wanted) && (station === null || hit.station === station),
      });
      const results = hits.slice(skip, skip + take).map((hit): SearchHit => {
        const { id, headline, headerImageId, typename, overline, subline, _url } = hit;
        return { id, headline, headerImageId, typename, overline, subline, _url };
      });
      return { total: hits.length, results };
    },
  };
}
