/**
 * /partner-action (docs/identity.md, "Partner pages"): where a listener lands after signing in from a partner page
 * whose origin is not listed. That page cannot hold a session of ours, so the action it asked for is done here,
 * the page says why the listener is on Primedia+ and not back on the article, and links back to the article.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session } from '../../../core/auth/session';
import { articleUrl } from '../../../core/walls';
import type { PageProps } from '../../routes';
import { AuthLayout, AuthStatus } from './auth-layout';

type Outcome =
  { kind: 'working' } | { kind: 'set'; headline: string } | { kind: 'failed' } | { kind: 'nothing' };

function useReminder(showId: string | null, signedIn: boolean): Outcome {
  const [outcome, setOutcome] = useState<Outcome>(showId ? { kind: 'working' } : { kind: 'nothing' });
  useEffect(() => {
    if (!showId || !signedIn) return;
    let live = true;
    import('../../../core/personal/reminders')
      .then((module) => module.setReminderById(showId))
      .then(
        (show) => live && setOutcome(show ? { kind: 'set', headline: show.headline } : { kind: 'failed' }),
        () => live && setOutcome({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [showId, signedIn]);
  return outcome;
}

export default function PartnerActionPage(_props: PageProps) {
  const query = new URLSearchParams(globalThis.location.search);
  const page = articleUrl(query.get('page'));
  const session = useStore($session);
  const outcome = useReminder(query.get('remind'), session.status === 'signed-in');
  const host = page ? new URL(page).host : null;

  return (
    <AuthLayout>
      <h1 className="auth-page__title">You are signed in to Primedia+</h1>
      {outcome.kind === 'working' && <AuthStatus>Setting your reminder…</AuthStatus>}
      {outcome.kind === 'set' && (
        <p className="auth-page__text">Your reminder for {outcome.headline} is set.</p>
      )}
      {outcome.kind === 'failed' && (
        <p className="auth-page__text" role="alert">
          Your reminder could not be set. Press “Remind me” in the guide again.
        </p>
      )}
      {host && (
        <p className="auth-page__text">
          {host} is not a Primedia+ partner site, so we cannot keep you signed in there: what you asked for is
          done here, on your Primedia+ account.
        </p>
      )}
      {page && (
        <div className="auth-page__actions">
          <a className="auth-page__button" href={page} rel="noopener noreferrer">
            Back to the article on {host}
          </a>
        </div>
      )}
    </AuthLayout>
  );
}
