/**
 * Finds what a site path shows (docs/product.md, "Routes" catch-all, docs/product.md, "Calls to the platform"): getDetailPageByUrl first; a null answer for a path under
 * /podcasts/ is tried as an episode with getPodcastEpisodeByUrl. Null from both means "not found". Episodes are
 * listed by the PodcastEpisodes component, so the page asks for none of them (episodesLimit 0).
 */
import type { ContentDetailFieldsFragment } from '../../../core/api/generated/graphql';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadApiClient, loadApiDocuments } from '../../../core/api/connection';
import { loadSanitizer } from '../../../ui/rich-text/sanitizer';
import type { EpisodeItem } from './episode-view';

export type DetailResult =
  { kind: 'content'; item: ContentDetailFieldsFragment } | { kind: 'episode'; episode: EpisodeItem };

export async function loadDetailByUrl(url: string, apiClient?: ApolloClient): Promise<DetailResult | null> {
  // Articles and static pages are CMS HTML: its sanitiser loads alongside, not after the answer.
  loadSanitizer().catch(() => undefined);
  const [client, { GetDetailPageByUrlDocument, GetPodcastEpisodeByUrlDocument }] = await Promise.all([
    apiClient ?? loadApiClient(),
    loadApiDocuments(),
  ]);
  const { data } = await client.query({
    query: GetDetailPageByUrlDocument,
    variables: { url, episodesLimit: 0 },
  });
  const item = data?.getDetailPageByUrl;
  if (item) return { kind: 'content', item };
  if (!/^\/podcasts\/[^/]+\/[^/]+/.test(url)) return null;
  const episode = (await client.query({ query: GetPodcastEpisodeByUrlDocument, variables: { url } })).data
    ?.getPodcastEpisodeByUrl;
  return episode ? { kind: 'episode', episode } : null;
}

/** The platform's answer to a preview by someone who is not an editor (FORBIDDEN, docs/design.md, "Reliability rules"). */
export type PreviewResult = DetailResult | { kind: 'editors-only' };

/**
 * A draft or published item by id, as editors preview it (never cached: drafts change while edited). The
 * platform answers only an editor's token; anyone else gets FORBIDDEN, which the page explains.
 */
async function loadPreviewById(id: string): Promise<PreviewResult | null> {
  try {
    const [client, { GetPreviewByIdDocument }] = await Promise.all([loadApiClient(), loadApiDocuments()]);
    const { data } = await client.query({
      query: GetPreviewByIdDocument,
      variables: { id, isPreview: true, episodesLimit: 0 },
      fetchPolicy: 'no-cache',
    });
    const item = data?.getPreviewById;
    return item ? { kind: 'content', item } : null;
  } catch (error) {
    const forbidden =
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
    if (forbidden) return { kind: 'editors-only' };
    throw error;
  }
}

/**
 * What `/preview/{rest}` shows. A longer path is a site path. One segment is either a site path (`/about`) or a
 * content id (`news-0044`): the path is tried first, so a published page previews for anyone, and only when no
 * page has that path is it an id (drafts, for editors only). Ids and one-segment paths do not overlap in the
 * content (ids carry a number, the one-segment paths are the static pages).
 */
export async function loadPreview(rest: string): Promise<PreviewResult | null> {
  const byPath = await loadDetailByUrl(`/${rest}`);
  if (byPath || rest.includes('/')) return byPath;
  return loadPreviewById(rest);
}
