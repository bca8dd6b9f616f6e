/**
 * /auth/callback (docs/product.md, "Sign-in"; docs/design.md, "Sign-in failures"): completes sign-in and continues at the return path,
 * replacing this entry so back never lands here again. A deleted account (docs/adr/0009-oidc-provider-as-the-identity-stand-in.md) and
 * other failures show a message with a way on; nothing here retries on its own.
 */
import { useEffect, useState } from 'react';
import { completeSignIn, continueAfterSignIn, SignInError, type SignInErrorKind } from '../../../core/auth';
import { Link } from '../../router/link';
import { navigate } from '../../router/location';
import type { PageProps } from '../../routes';
import { AuthLayout, AuthStatus } from './auth-layout';

const MESSAGES: Record<SignInErrorKind, { title: string; text: string; retry: boolean }> = {
  'account-deleted': {
    title: 'Your account has been deleted',
    text: 'Your Primedia+ account and everything saved with it are gone, and you are signed out.',
    retry: false,
  },
  'access-denied': {
    title: 'Sign-in was cancelled',
    text: 'You are not signed in. You can try again whenever you like.',
    retry: true,
  },
  throttled: {
    title: 'We could not sign you in',
    text: 'Something went wrong while signing you in. Please try again.',
    retry: true,
  },
  failed: {
    title: 'We could not sign you in',
    text: 'Something went wrong while signing you in. Please try again.',
    retry: true,
  },
};

export default function CallbackPage(_props: PageProps) {
  const [failure, setFailure] = useState<SignInErrorKind | null>(null);

  useEffect(() => {
    let current = true;
    completeSignIn().then(
      (target) => current && continueAfterSignIn(target, (path) => navigate(path, { replace: true })),
      (error: unknown) => current && setFailure(error instanceof SignInError ? error.kind : 'failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  if (!failure) {
    return (
      <AuthLayout>
        <h1 className="auth-page__title">Signing you in</h1>
        <AuthStatus>Just a moment…</AuthStatus>
      </AuthLayout>
    );
  }
  const message = MESSAGES[failure];
  return (
    <AuthLayout>
      <h1 className="auth-page__title">{message.title}</h1>
      <p className="auth-page__text" role="alert">
        {message.text}
      </p>
      <div className="auth-page__actions">
        {message.retry && (
          <Link href="/user/login" className="auth-page__button">
            Try again
          </Link>
        )}
        <Link
          href="/"
          className={message.retry ? 'auth-page__button auth-page__button--secondary' : 'auth-page__button'}
        >
          Go to the home page
        </Link>
      </div>
    </AuthLayout>
  );
}
