/** Renders a loaded detail result: a content item by typename, or a podcast episode. */
import { EpisodeView } from './episode-view';
import type { DetailResult } from './load-detail';
import { ContentView } from './views';

export function titleOf(result: DetailResult): string {
  if (result.kind === 'episode') return result.episode.headline;
  return result.item.__typename === 'StaticPage'
    ? result.item.title || result.item.headline
    : result.item.headline;
}

export function DetailResultView({ result }: { result: DetailResult }) {
  return result.kind === 'episode' ? (
    <EpisodeView episode={result.episode} />
  ) : (
    <ContentView item={result.item} />
  );
}
