/**
 * The "trial used" marker: one Audiostar+ trial per email address, ever. Stored as a SHA-256 of the mailbox
 * (mailboxOf) in its own table, so it outlives the account (deleting and re-creating the account with the same email
 * finds it) without keeping the address of a listener who asked to be deleted.
 */
import { createHash } from 'node:crypto';
import type { UserDatabase } from '../store/db';
import { normaliseEmail } from './accounts';

/**
 * Domains whose provider ignores dots in the local part (`u.s.e.r@gmail.com` is `user@gmail.com`), mapped to one
 * name where two domains are one mailbox. Elsewhere a dot is part of the name: at most providers `j.doe` and
 * `jdoe` are two people, and counting them as one would refuse someone else's first trial.
 */
const DOTS_IGNORED = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to, as far as a trial is concerned: lower case, without a "+tag" after the
 * local part (sub-addressing delivers `user+2@` to `user@`), without the trailing dot a domain may carry, and
 * without dots where the provider ignores them. So `user+2@example.com`, `USER@Example.com` and
 * `user@example.com.` are all `user@example.com`, and get no second trial.
 */
export function mailboxOf(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const domain = normalised.slice(at + 1).replace(/\.+$/, '');
  const dotless = DOTS_IGNORED.get(domain);
  const local = normalised.slice(0, at).split('+')[0] ?? '';
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

export function emailHash(email: string): string {
  return createHash('sha256').update(mailboxOf(email)).digest('hex');
}

export function trialUsed(db: UserDatabase, email: string): boolean {
  return db.get('SELECT 1 AS used FROM trials_used WHERE email_hash = ?', [emailHash(email)]) !== undefined;
}

export function markTrialUsed(db: UserDatabase, email: string, at: number): void {
  db.run('INSERT OR IGNORE INTO trials_used (email_hash, used_at) VALUES (?, ?)', [emailHash(email), at]);
}
