/** The frame the three sign-in pages share: the error banner on top, one centred card with the message. */
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../../ui/banner/error-banner';
import './auth-page.css';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <ErrorBanner />
      <main className="auth-page__main">
        <div className="auth-page__card">{children}</div>
      </main>
    </div>
  );
}

export function AuthStatus({ children }: { children: ReactNode }) {
  return (
    <p className="auth-page__status" role="status">
      <span className="auth-page__spinner" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
