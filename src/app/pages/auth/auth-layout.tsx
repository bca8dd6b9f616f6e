/** The frame the three sign-in pages share: one centred card with the message (the app frame shows the banner). */
import type { ReactNode } from 'react';
import './auth-page.css';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
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
