/**
 * /user/logout (docs/product.md, "Sign-in"): signs out at once.
 * The auth module removes the stored user and clears the API cache before leaving for the provider.
 */
import { useEffect, useRef } from 'react';
import { signOut } from '../../../core/auth';
import type { PageProps } from '../../routes';
import { AuthLayout, AuthStatus } from './auth-layout';

export default function LogoutPage(_props: PageProps) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, []);
  return (
    <AuthLayout>
      <h1 className="auth-page__title">Signing out</h1>
      <AuthStatus>Signing you out of Primedia+…</AuthStatus>
    </AuthLayout>
  );
}
