/** Renders a loaded detail result: a content item by typename, or a podcast episode. */
import type { CSSProperties } from 'react';
import { stationColor } from '../../../ui/content/format';
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

/** The station colour of the result, for the page's accent (docs/product.md, "Stations": each station has a theme colour). */
export function accentStyleOf(result: DetailResult): CSSProperties {
  const station = result.kind === 'episode' ? result.episode.station : result.item.station;
  return { '--primedia-station': stationColor(station) } as CSSProperties;
}
