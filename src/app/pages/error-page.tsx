/**
 * The error screens (docs/product.md, "Routes" /error/*): what happened in plain words and a way back: Retry (back to the page
 * that failed, when known) and Go to Explore. When each one shows: src/app/router/error-pages.ts.
 */
import { Link } from '../router/link';
import { navigate } from '../router/location';
import type { PageProps } from '../routes';
import { useAppLocation } from '../router/use-app-location';

const COPY = {
  'connection-error': {
    title: 'Connection error',
    text: 'We could not reach Primedia+. Check your internet connection and try again.',
  },
  'empty-error': {
    title: 'Nothing to show here',
    text: 'This page does not exist or is no longer available.',
  },
  'something-went-wrong': {
    title: 'Something went wrong',
    text: 'Sorry, this page could not be shown. Please try again in a moment.',
  },
} as const;

type Kind = keyof typeof COPY;

function kindOf(pathname: string): Kind {
  const kind = pathname.split('/')[2];
  return kind && kind in COPY ? (kind as Kind) : 'something-went-wrong';
}

/** Only app paths are offered for Retry; anything else (another origin, a scheme) is ignored. */
function retryPath(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/error/') ? from : null;
}

export default function ErrorPage(_props: PageProps) {
  const { pathname, search } = useAppLocation();
  const kind = kindOf(pathname);
  const from = retryPath(search);
  const copy = COPY[kind];
  return (
    <main className="page error-page" data-error-kind={kind}>
      <div className="state-panel">
        <h1 className="page__title">{copy.title}</h1>
        <p>{copy.text}</p>
        <div className="chips">
          {kind !== 'empty-error' && from ? (
            <button type="button" className="button" onClick={() => navigate(from, { replace: true })}>
              Retry
            </button>
          ) : null}
          <Link href="/" className={kind !== 'empty-error' && from ? 'button button--quiet' : 'button'}>
            Go to Explore
          </Link>
        </div>
      </div>
    </main>
  );
}
