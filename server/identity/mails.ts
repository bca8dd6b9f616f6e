/**
 * The identity provider's mails: the sign-up verification link, and the notice to an account's owner that
 * someone tried to sign up with their address (sign-up answers the same page either way, so only the mailbox's
 * owner learns that an account exists).
 */
import type { OutgoingMail } from '../mail/outbox';

export function verificationMail(options: { to: string; name: string; link: string }): OutgoingMail {
  return {
    to: options.to,
    subject: 'Confirm your email address for Primedia+',
    text: `Hi ${options.name},

Follow this link to confirm your email address and finish creating your Primedia+ account:

${options.link}

The link works for 24 hours. If you did not sign up for Primedia+, ignore this message: the account cannot be
used without it.`,
    links: [options.link],
  };
}

export function signUpAttemptMail(options: { to: string; signInUrl: string }): OutgoingMail {
  return {
    to: options.to,
    subject: 'Someone tried to create a Primedia+ account with your address',
    text: `Someone, maybe you, tried to create a new Primedia+ account with this email address. You already have
an account, so no new one was created.

If it was you, sign in instead:

${options.signInUrl}

Once signed in, you can change your password in Settings. If it was not you, you can ignore this message:
nothing about your account has changed.`,
    links: [options.signInUrl],
  };
}
