/**
 * Sign-up verification links: proof that whoever signs up reads the mail of that address. A link carries a
 * random token; only its SHA-256 is stored (`email_verifications`), with the account and the sign-in
 * interaction it belongs to, for 24 hours. Following the link marks the account verified; in the browser that
 * signed up (its interaction cookie) it also completes the sign-in. A link stays usable until it expires, so a
 * mail scanner that opens it first does not spoil it for the listener.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { UserDatabase } from '../store/db';
import { nowSeconds } from './accounts';

const VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

export interface PendingVerification {
  sub: string;
  interaction_uid: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export class EmailVerifications {
  constructor(private readonly db: UserDatabase) {}

  /** A new token for `sub`'s verification link, tied to the sign-in interaction that asked for it. */
  issue(sub: string, interactionUid: string): string {
    const token = randomBytes(32).toString('base64url');
    this.db.run(
      'INSERT INTO email_verifications (token_hash, sub, interaction_uid, expires_at) VALUES (?, ?, ?, ?)',
      [hashOf(token), sub, interactionUid, nowSeconds() + VERIFICATION_TTL_SECONDS],
    );
    return token;
  }

  find(token: string): PendingVerification | undefined {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return undefined;
    return this.db.get<PendingVerification>(
      'SELECT sub, interaction_uid FROM email_verifications WHERE token_hash = ? AND expires_at > ?',
      [hashOf(token), nowSeconds()],
    );
  }

  /** Forgets every link of `sub` (its name and password were replaced by a new sign-up). */
  revokeAll(sub: string): void {
    this.db.run('DELETE FROM email_verifications WHERE sub = ?', [sub]);
  }

  removeExpired(): number {
    return this.db.run('DELETE FROM email_verifications WHERE expires_at <= ?', [nowSeconds()]);
  }
}
