/**
 * `/preview/{path...}` (docs/product.md, "Routes"). A path loads as the detail page does; a single
 * segment that is no page's path (`/about` is one) is a content id and loads through getPreviewById with
 * isPreview (drafts included, e.g. news-0044), see loadPreview. The page says clearly that it is a preview (docs/adr/0030-page-errors-render-in-place.md).
 * Only editors may preview by id (the platform answers FORBIDDEN to anyone else), and the page says so.
 */
import '../../ui/common/control-icons.css';
import '../../ui/podcast-episodes/podcast-episodes.css';
import './detail/detail.css';
import './detail/detail-blocks.css';
import './detail/detail-collections.css';
import { useStore } from '@nanostores/react';
import { $session } from '../../core/auth/session';
import type { PageProps } from '../routes';
import { accentStyleOf, DetailResultView, titleOf } from './detail/detail-result';
import { loadPreview } from './detail/load-detail';
import { EditorsOnlyState, FailedState, LoadingState, NotFoundState } from './detail/page-states';
import { useApi } from './detail/use-api';
import { usePageTitle } from '../router/page-title';

export default function PreviewPage({ params }: PageProps) {
  const rest = params['*'] ?? '';
  const session = useStore($session, { ssr: 'initial' });
  // The session is part of the key: signing in (or out) elsewhere asks again with the new token.
  const loaded = useApi(`preview:${rest}:${session.user?.sub ?? ''}`, () =>
    rest === '' ? Promise.resolve(null) : loadPreview(rest),
  );
  const ready = loaded.status === 'ready' && loaded.data.kind !== 'editors-only' ? loaded.data : null;
  usePageTitle(ready ? `Preview: ${titleOf(ready)}` : null);
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'empty') return <NotFoundState what="preview" />;
  if (loaded.status === 'failed') return <FailedState kind={loaded.kind} retry={loaded.retry} />;
  if (!ready) {
    return <EditorsOnlyState signedIn={session.status === 'signed-in'} returnPath={`/preview/${rest}`} />;
  }
  return (
    <main className="content-page content-page--preview" style={accentStyleOf(ready)} data-preview="true">
      <p className="preview-banner" role="status">
        <strong>Preview</strong> — this is how the page will look to listeners. Drafts are not published yet.
      </p>
      <DetailResultView result={ready} />
    </main>
  );
}
