/**
 * /user/login (docs/product.md, "Routes", "Errors and messages"): starts sign-in at the provider at once (`?signup` asks for sign-up), returning to
 * `?return` when it is a same-site path or an allow-listed partner page (walls.ts safeReturnTarget; a partner's
 * wall sends its listeners here), /partner-action for a page of a partner that is not listed, else '/', else the path the registration wall stored. A start failure shows the documented banner and a way back; a second
 * automatic start within 30 s is refused by the auth module (no loops), and the page offers a button instead.
 */
import { useEffect, useRef, useState } from 'react';
import { signIn, SignInError } from '../../../core/auth';
import { showBanner } from '../../../core/feedback/banner';
import { safeReturnTarget, unlistedPartnerContinue } from '../../../core/walls';
import { Link } from '../../router/link';
import type { PageProps } from '../../routes';
import { AuthLayout, AuthStatus } from './auth-layout';

export const LOGIN_START_FAILED = 'unable to login, please try again later';

type Phase = 'redirecting' | 'failed' | 'throttled';

export default function LoginPage(_props: PageProps) {
  const [phase, setPhase] = useState<Phase>('redirecting');
  const started = useRef(false);
  const query = new URLSearchParams(globalThis.location.search);
  const signUp = query.has('signup');
  // A refused `return` never leads to another site: a page on a partner origin that is not listed continues at
  // our page that finishes its action and links back (docs/identity.md, "Partner pages"); anything else at home.
  const returnTo = query.has('return')
    ? (safeReturnTarget(query.get('return')) ??
      unlistedPartnerContinue(query.get('return'), query.get('remind')) ??
      '/')
    : undefined;

  const start = (userInitiated: boolean) => {
    setPhase('redirecting');
    signIn({ signUp, userInitiated, returnTo }).catch((error: unknown) => {
      if (error instanceof SignInError && error.kind === 'throttled') {
        setPhase('throttled');
        return;
      }
      showBanner(LOGIN_START_FAILED);
      setPhase('failed');
    });
  };

  useEffect(() => {
    // Once per page, also under React's development double effect.
    if (started.current) return;
    started.current = true;
    start(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start reads only values fixed for this page
  }, []);

  const action = signUp ? 'create an account' : 'sign in';
  return (
    <AuthLayout>
      <h1 className="auth-page__title">{signUp ? 'Create your account' : 'Sign in'}</h1>
      {phase === 'redirecting' && <AuthStatus>Taking you to the Primedia+ sign-in page…</AuthStatus>}
      {phase !== 'redirecting' && (
        <>
          <p className="auth-page__text">
            {phase === 'failed'
              ? `We could not reach the sign-in service, so you cannot ${action} right now.`
              : `Continue to ${action} when you are ready.`}
          </p>
          <div className="auth-page__actions">
            <button type="button" className="auth-page__button" onClick={() => start(true)}>
              {phase === 'failed' ? 'Try again' : 'Continue'}
            </button>
            <Link href="/" className="auth-page__button auth-page__button--secondary">
              Back to home
            </Link>
          </div>
        </>
      )}
    </AuthLayout>
  );
}
