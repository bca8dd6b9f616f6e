/**
 * The pages around sign-up verification: "check your email" (the same answer for a new and an existing address,
 * so the form tells nobody which addresses have accounts) and "email confirmed" (a link followed outside the
 * browser that signed up).
 */
import { escapeHtml } from './layout';

export function checkEmailPage(options: { email: string }) {
  return {
    title: 'Check your email',
    body: `<h1>Check your email</h1>
<p>We sent a message to <strong>${escapeHtml(options.email)}</strong>. Follow the link in it to finish creating
your account. The link works for 24 hours.</p>
<p>No message? Check your spam folder, or sign up again to get a new one.</p>`,
  };
}

export function emailConfirmedPage(options: { appOrigin: string }) {
  return {
    title: 'Email address confirmed',
    body: `<h1>Your email address is confirmed</h1>
<p>Your Primedia+ account is ready. Sign in to start listening.</p>
<a class="button primary" href="${escapeHtml(options.appOrigin)}/user/login">Sign in to Primedia+</a>`,
  };
}
