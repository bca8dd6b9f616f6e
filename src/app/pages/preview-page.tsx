/**
 * `/preview/{path...}` (spec §2 "Preview of any content path"). A single segment is a content id and loads
 * through getPreviewById with isPreview (drafts included, e.g. news-0044); a longer path is a site path and
 * loads as the detail page does. The page says clearly that it is a preview (docs/decisions.md "Content pages").
 */
import '../../ui/shared/control-icons.css';
import '../../ui/podcast-episodes/podcast-episodes.css';
import './detail/detail.css';
import './detail/detail-blocks.css';
import './detail/detail-collections.css';
import type { PageProps } from '../routes';
import { accentStyleOf, DetailResultView, titleOf } from './detail/detail-result';
import { loadDetailByUrl, loadPreviewById } from './detail/load-detail';
import { FailedState, LoadingState, NotFoundState } from './detail/page-states';
import { useApi } from './detail/use-api';
import { usePageTitle } from '../router/page-title';

export default function PreviewPage({ params }: PageProps) {
  const rest = params['*'] ?? '';
  const byId = rest !== '' && !rest.includes('/');
  const loaded = useApi(`preview:${rest}`, () =>
    byId ? loadPreviewById(rest) : loadDetailByUrl(`/${rest}`),
  );
  usePageTitle(loaded.status === 'ready' ? `Preview: ${titleOf(loaded.data)}` : null);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'empty') return <NotFoundState what="preview" />;
  if (loaded.status === 'failed') return <FailedState kind={loaded.kind} retry={loaded.retry} />;
  return (
    <main
      className="content-page content-page--preview"
      style={accentStyleOf(loaded.data)}
      data-preview="true"
    >
      <p className="preview-banner" role="status">
        <strong>Preview</strong> — this is how the page will look to listeners. Drafts are not published yet.
      </p>
      <DetailResultView result={loaded.data} />
    </main>
  );
}
