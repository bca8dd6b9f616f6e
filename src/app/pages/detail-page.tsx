/**
 * The catch-all content detail page `/{path...}` (docs/product.md, "Routes", page name detail_page): loads the path through the
 * content API and renders it by typename. Unknown paths show the not-found state and network failures a retry
 * state, in place (docs/adr/0030-page-errors-render-in-place.md); never a blank page.
 */
import '../../ui/common/control-icons.css';
import '../../ui/podcast-episodes/podcast-episodes.css';
import './detail/detail.css';
import './detail/detail-blocks.css';
import './detail/detail-collections.css';
import type { PageProps } from '../routes';
import { accentStyleOf, DetailResultView, titleOf } from './detail/detail-result';
import { loadDetailByUrl } from './detail/load-detail';
import { FailedState, LoadingState, NotFoundState } from './detail/page-states';
import { useApi } from './detail/use-api';
import { usePageTitle } from '../router/page-title';

export default function DetailPage({ params }: PageProps) {
  const path = `/${params['*'] ?? ''}`;
  const loaded = useApi(`detail:${path}`, (client) => loadDetailByUrl(path, client));
  usePageTitle(loaded.status === 'ready' ? titleOf(loaded.data) : null);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'empty') return <NotFoundState />;
  if (loaded.status === 'failed') return <FailedState kind={loaded.kind} retry={loaded.retry} />;
  return (
    <main
      className="content-page"
      style={accentStyleOf(loaded.data)}
      data-typename={loaded.data.kind === 'episode' ? 'PodcastEpisode' : loaded.data.item.__typename}
    >
      <DetailResultView result={loaded.data} />
    </main>
  );
}
