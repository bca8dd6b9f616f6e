/** Indexes the seed's content by id, path and media id once at start, so resolvers never scan lists. */
import type { Seed } from '../seed';
import type { ContentItem, PodcastEpisode } from '../seed/types';

/** "/news/x/", "news/x?utm=1", "https://host/news/x" -> "/news/x". Returns null for something that is not a path. */
export function normalisePath(raw: string): string | null {
  if (raw.length === 0 || raw.length > 500) return null;
  let path = raw.trim();
  const scheme = /^https?:\/\/[^/]+/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.toLowerCase();
}

export function createContentLookup(seed: Seed) {
  const ids = new Map<string, ContentItem>();
  const urls = new Map<string, ContentItem>();
  const episodes = new Map<string, PodcastEpisode>();
  const episodeUrls = new Map<string, PodcastEpisode>();
  const media = new Map<string, ContentItem | PodcastEpisode>();
  for (const item of seed.content) {
    ids.set(item._id, item);
    if (!item.draft) urls.set(item._url.toLowerCase(), item);
    if (item.mediaId) media.set(item.mediaId, item);
  }
  for (const ep of seed.episodes) {
    episodes.set(ep._id, ep);
    episodeUrls.set(ep._url.toLowerCase(), ep);
    media.set(ep.mediaId, ep);
  }
  const atPath = <T>(paths: Map<string, T>, url: string) => {
    const path = normalisePath(url);
    return path ? (paths.get(path) ?? null) : null;
  };
  return {
    byId(id: string, includeDrafts = false) {
      const item = ids.get(id);
      return item && (includeDrafts || !item.draft) ? item : null;
    },
    byUrl: (url: string) => atPath(urls, url),
    episodeById: (id: string) => episodes.get(id) ?? null,
    episodeByUrl: (url: string) => atPath(episodeUrls, url),
    byMediaId: (mediaId: string) => media.get(mediaId) ?? null,
    /** Content item or episode, for saved entries. */
    anyById(id: string) {
      const item = ids.get(id);
      if (item && !item.draft) return item;
      return episodes.get(id) ?? null;
    },
  };
}

export type ContentLookup = ReturnType<typeof createContentLookup>;
