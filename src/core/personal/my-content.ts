/**
 * My Content lists (docs/product.md, "Routes"; the entry and play history fields are in server/schema.graphql):
 *
 * - saved items: getMyContentByUser(list filter) gives the listener's entries (id, path, typeName), newest
 *   first; getMyContentByIds resolves them into cards, paged by cursor;
 * - recently played: getMediaPlayedHistory(userId = the profile sub) gives media ids with the playhead, newest
 *   first; getDetailByMediaIds resolves them into cards.
 *
 * Pages get one card shape for both.
 */
import type { ImageFieldsFragment, ListFilter } from '../api/generated/graphql';
import {
  fetchDetailsByMediaIds,
  fetchMyContentEntries,
  fetchMyContentItems,
  fetchPlayHistory,
  type MediaDetail,
} from './api';

export interface PersonalCard {
  id: string;
  url: string;
  headline: string;
  typeName: string;
  image: ImageFieldsFragment | null;
  publishedIso: string | null;
  /** Seconds, when the item is playable on demand. */
  duration: number | null;
  /** Where the listener stopped, for recently played items. */
  playheadSeconds?: number;
  /** What plays, for recently played items (Explore's "Continue listening" starts it). */
  mediaId?: string;
}

export interface CardPage {
  cards: PersonalCard[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The `{type}` of /my-content/{type}: which list it shows. */
export const MY_CONTENT_TYPES = {
  bookmarks: { list: 'bookmark', title: 'Bookmarks' },
  following: { list: 'following', title: 'Following' },
  'recently-played': { list: 'history', title: 'Recently played' },
} as const satisfies Record<string, { list: ListFilter | 'history'; title: string }>;

export type MyContentType = keyof typeof MY_CONTENT_TYPES;

export function parseMyContentType(raw: string | undefined): MyContentType | null {
  if (raw === 'bookmark') return 'bookmarks'; // the list filter's own name works too
  return raw && Object.hasOwn(MY_CONTENT_TYPES, raw) ? (raw as MyContentType) : null;
}

const TYPE_LABELS: Record<string, string> = {
  RadioDetail: 'Show',
  AudioTeaserDetail: 'Audio',
  VideoTeaserDetail: 'Video',
  PodcastPublished: 'Podcast',
  AudioPodcast: 'Podcast',
  VideoPodcast: 'Video podcast',
  PodcastEpisode: 'Episode',
  NewsTeaserDetail: 'News',
  StaticPage: 'Page',
  Competition: 'Competition',
};

export function typeLabel(typeName: string): string {
  return TYPE_LABELS[typeName] ?? 'Content';
}

/** Loads the ids of one saved list once; later pages reuse them so paging stays stable while the list changes. */
export async function loadSavedIds(list: ListFilter): Promise<string[]> {
  const entries = await fetchMyContentEntries(list);
  return [...new Set(entries.map((e) => e.id))];
}

export async function loadSavedPage(ids: string[], first: number, after?: string | null): Promise<CardPage> {
  if (ids.length === 0) return { cards: [], totalCount: 0, endCursor: null, hasNextPage: false };
  const page = await fetchMyContentItems(ids, first, after);
  return {
    cards: page.edges.map(({ node }) => ({
      id: node.id,
      url: node.url,
      headline: node.headline,
      typeName: node.typeName,
      image: node.headerImage,
      publishedIso: node.publishDate.iso8601,
      duration: node.duration ?? null,
    })),
    totalCount: page.totalCount,
    endCursor: page.pageInfo.endCursor ?? null,
    hasNextPage: page.pageInfo.hasNextPage,
  };
}

function mediaCard(
  detail: MediaDetail,
): Omit<PersonalCard, 'playheadSeconds' | 'mediaId'> & { mediaId: string | null } {
  if (detail.__typename === 'PodcastEpisode') {
    return {
      id: detail._id,
      url: detail._url,
      headline: detail.headline,
      typeName: 'PodcastEpisode',
      image: detail.image,
      publishedIso: detail.publishedAt.iso8601,
      duration: detail.duration ?? null,
      mediaId: detail.mediaId ?? null,
    };
  }
  return {
    id: detail._id,
    url: detail._url,
    headline: detail.headline,
    typeName: detail.__typename,
    image: detail.headerImage,
    publishedIso: detail.publishedAt?.iso8601 ?? null,
    duration: detail.duration ?? null,
    mediaId: detail.mediaId ?? null,
  };
}

/** The listener's recently played items, newest first, at most `limit`. */
export async function loadRecentlyPlayed(userId: string, limit: number): Promise<PersonalCard[]> {
  const history = (await fetchPlayHistory(userId)).slice(0, limit);
  const details = await fetchDetailsByMediaIds(history.map((h) => h.video_id));
  const byMedia = new Map(details.map((d) => mediaCard(d)).map((c) => [c.mediaId, c]));
  return history.flatMap((h) => {
    const card = byMedia.get(h.video_id);
    if (!card) return [];
    return [{ ...card, mediaId: h.video_id, playheadSeconds: h.playhead_seconds }];
  });
}
