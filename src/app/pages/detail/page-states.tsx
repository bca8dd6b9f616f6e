/**
 * The states a content page shows instead of content: loading (a reserved skeleton), not found (the API
 * answered null: an unknown path, id or station), editors only (a preview the platform refused) and failed
 * (connection error or server error, with retry).
 * They render in place, keeping the URL the listener typed so it can be corrected or reloaded
 * (docs/adr/0030-page-errors-render-in-place.md).
 */
import { useResponseStatus } from '../../../ui/ssr/server-request';
import { Link } from '../../router/link';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <main className="content-page content-page--loading" aria-busy="true">
      <div className="content-skeleton" aria-hidden="true">
        <div className="content-skeleton__image" />
        <div className="content-skeleton__line" />
        <div className="content-skeleton__line content-skeleton__line--short" />
      </div>
      <p className="visually-hidden" role="status">
        {label}
      </p>
    </main>
  );
}

export function NotFoundState({ what = 'page' }: { what?: string }) {
  useResponseStatus(404);
  return (
    <main className="content-page content-state" data-state="not-found">
      <h1>We could not find this {what}</h1>
      <p>
        It may have moved or is no longer available. Check the address, or find something else to listen to.
      </p>
      <p className="content-state__actions">
        <Link className="content-button" href="/">
          Go to Explore
        </Link>
        <Link className="content-button content-button--quiet" href="/search">
          Search
        </Link>
      </p>
    </main>
  );
}

/**
 * A preview asked for by someone who is not an editor: the platform refused it (drafts are for editors), so the
 * page says so, and offers sign-in to an anonymous visitor, instead of pretending the page does not exist.
 */
export function EditorsOnlyState({ signedIn, returnPath }: { signedIn: boolean; returnPath: string }) {
  return (
    <main className="content-page content-state" data-state="editors-only">
      <h1>This preview is for editors</h1>
      <p>
        {signedIn
          ? 'Your account cannot preview drafts. Ask an editor, or find the published page on Primedia+.'
          : 'Sign in with an editor account to preview drafts before they are published.'}
      </p>
      <p className="content-state__actions">
        {signedIn ? null : (
          <Link className="content-button" href={`/user/login?return=${encodeURIComponent(returnPath)}`}>
            Log in
          </Link>
        )}
        <Link className={`content-button${signedIn ? '' : ' content-button--quiet'}`} href="/">
          Go to Explore
        </Link>
      </p>
    </main>
  );
}

export function FailedState({ kind, retry }: { kind: 'connection' | 'server'; retry: () => void }) {
  useResponseStatus(503);
  return (
    <main
      className="content-page content-state"
      data-state={kind === 'connection' ? 'connection-error' : 'error'}
    >
      <h1>{kind === 'connection' ? 'No connection' : 'Something went wrong'}</h1>
      <p role="alert">
        {kind === 'connection'
          ? 'We could not reach Primedia+. Check your connection and try again.'
          : 'This page could not be loaded. Please try again in a moment.'}
      </p>
      <p className="content-state__actions">
        <button type="button" className="content-button" onClick={retry}>
          Try again
        </button>
      </p>
    </main>
  );
}
