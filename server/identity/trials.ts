/**
 * The "trial used" marker: one Audiostar+ trial per email address, ever. Stored as a SHA-256 of the normalised
 * email in its own table, so it outlives the account (deleting and re-creating the account with the same email
 * finds it) without keeping the address of a listener who asked to be deleted.
 */
import { createHash } from 'node:crypto';
import type { UserDatabase } from '../store/db';
import { normaliseEmail } from './accounts';

function emailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

export function trialUsed(db: UserDatabase, email: string): boolean {
  return db.get('SELECT 1 AS used FROM trials_used WHERE email_hash = ?', [emailHash(email)]) !== undefined;
}

export function markTrialUsed(db: UserDatabase, email: string, at: number): void {
  db.run('INSERT OR IGNORE INTO trials_used (email_hash, used_at) VALUES (?, ?)', [emailHash(email), at]);
}
