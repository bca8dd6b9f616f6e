/**
 * The registration wall's cover rows (docs/product.md, "Registration wall", "Constants"): audio-podcast covers from getPreviewPodcasts, shuffled
 * at random; the first row shows about 19 of them (the first 19), the second row items 20 to 40.
 */
import { liteQuery } from '../../core/api/lite';
import {
  GetPreviewPodcastsDocument,
  type GetPreviewPodcastsQuery,
} from '../../core/api/generated/strings/graphql';

export type PreviewPodcast = GetPreviewPodcastsQuery['getPreviewPodcasts'][number];

export const FIRST_ROW_SIZE = 19;
export const SECOND_ROW_END = 40;

/** A shuffled copy (Fisher-Yates); `random` is injectable for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** docs/product.md, "Constants": the first row is items 1-19 of the shuffled list, the second items 20-40. */
export function splitRows<T>(shuffled: readonly T[]): [T[], T[]] {
  return [shuffled.slice(0, FIRST_ROW_SIZE), shuffled.slice(FIRST_ROW_SIZE, SECOND_ROW_END)];
}

/** Fetches the preview podcasts and returns the two rows of shuffled audio-podcast covers. */
export async function loadCoverRows(
  random: () => number = Math.random,
): Promise<[PreviewPodcast[], PreviewPodcast[]]> {
  const data = await liteQuery(GetPreviewPodcastsDocument);
  const audio = data.getPreviewPodcasts.filter((p) => p.typename === 'AudioPodcast');
  return splitRows(shuffle(audio, random));
}
