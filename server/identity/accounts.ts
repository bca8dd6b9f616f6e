/**
 * The listener accounts behind the identity provider: the `accounts` table of the user database.
 *
 * Owns sign-up, credential checks, password changes, account deletion (with the listener's saved data) and the
 * test accounts every fresh data folder starts with. Times in this table are unix seconds, like the claims.
 */
import { randomUUID } from 'node:crypto';
import type { UserDatabase } from '../store/db';
import {
  decoyPasswordHash,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from './passwords';
import { markTrialUsed } from './trials';

export interface AccountRow {
  sub: string;
  email: string;
  name: string;
  password_hash: string;
  /** Unix seconds until which Audiostar+ is active; null or past means the free tier. */
  premium_until: number | null;
  created_at: number;
  /** Space-separated roles (see ROLES in claims.ts); empty for listeners. */
  roles: string;
  /** Unix seconds when the listener followed the sign-up verification link; null until then (no sign-in). */
  email_verified_at: number | null;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export type SignUpResult =
  { ok: true; account: AccountRow } | { ok: false; field: 'name' | 'email' | 'password'; message: string };

/** Tables holding a listener's saved data, removed with the account. */
const USER_DATA_TABLES = [
  'bookmarks',
  'follows',
  'play_progress',
  'preferences',
  'email_verifications',
  'reminders',
] as const;

const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
// Deliberately loose: one @, something either side, a dot in the domain. Real verification would send a mail.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TEST_ACCOUNTS = [
  {
    email: 'listener@example.com',
    password: 'listen-2026',
    name: 'Thandi Listener',
    premiumUntil: null,
    roles: '',
  },
  // Far future so the premium account never lapses during development.
  {
    email: 'premium@example.com',
    password: 'listen-2026',
    name: 'Sipho Premium',
    premiumUntil: Date.UTC(2099, 11, 31) / 1000,
    roles: '',
  },
  // A free listener who may also preview drafts (getPreviewById with isPreview).
  {
    email: 'editor@example.com',
    password: 'listen-2026',
    name: 'Lindiwe Editor',
    premiumUntil: null,
    roles: 'editor',
  },
] as const;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function refused(field: 'name' | 'email' | 'password', message: string): SignUpResult {
  return { ok: false, field, message };
}

export function validateNewAccount(input: NewAccount): SignUpResult | null {
  const name = input.name.trim();
  const email = normaliseEmail(input.email);
  if (!name) return refused('name', 'Enter your name.');
  if (name.length > MAX_NAME_LENGTH)
    return refused('name', `Your name can be at most ${MAX_NAME_LENGTH} characters.`);
  if (!email) return refused('email', 'Enter your email address.');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email))
    return refused('email', 'Enter an email address like name@example.com.');
  return validateNewPassword(input.password);
}

function validateNewPassword(password: string): SignUpResult | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return refused('password', `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH)
    return refused('password', `Choose a password of at most ${MAX_PASSWORD_LENGTH} characters.`);
  return null;
}

export class AccountStore {
  constructor(private readonly db: UserDatabase) {}

  findBySub(sub: string): AccountRow | undefined {
    return this.db.get<AccountRow>('SELECT * FROM accounts WHERE sub = ?', [sub]);
  }

  findByEmail(email: string): AccountRow | undefined {
    return this.db.get<AccountRow>('SELECT * FROM accounts WHERE email = ?', [normaliseEmail(email)]);
  }

  /**
   * A new account. Sign-up leaves it unverified, unusable until its verification link is followed; the test
   * accounts are created verified.
   */
  async create(
    input: NewAccount,
    options: { premiumUntil?: number | null; roles?: string; verified?: boolean } = {},
  ): Promise<SignUpResult> {
    const invalid = validateNewAccount(input);
    if (invalid) return invalid;
    const email = normaliseEmail(input.email);
    const taken = refused('email', 'An account with this email already exists. Sign in instead.');
    if (this.findByEmail(email)) return taken;
    const passwordHash = await hashPassword(input.password);
    const now = nowSeconds();
    const account: AccountRow = {
      sub: randomUUID(),
      email,
      name: input.name.trim(),
      password_hash: passwordHash,
      premium_until: options.premiumUntil ?? null,
      created_at: now,
      roles: options.roles ?? '',
      email_verified_at: options.verified ? now : null,
    };
    // Checked again after the (slow) hash: a concurrent sign-up with the same email may have won meanwhile.
    if (this.findByEmail(email)) return taken;
    const columns = Object.keys(account);
    this.db.run(
      `INSERT INTO accounts (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      Object.values(account),
    );
    return { ok: true, account };
  }

  /**
   * A new sign-up for an address whose account was never verified: the newest name and password replace the
   * pending ones, so whoever signed up first with someone else's address cannot sign in once the owner has.
   */
  async replacePending(sub: string, input: NewAccount): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    this.db.run(
      'UPDATE accounts SET name = ?, password_hash = ? WHERE sub = ? AND email_verified_at IS NULL',
      [input.name.trim(), passwordHash, sub],
    );
  }

  markVerified(sub: string): void {
    this.db.run('UPDATE accounts SET email_verified_at = ? WHERE sub = ? AND email_verified_at IS NULL', [
      nowSeconds(),
      sub,
    ]);
  }

  /** The account for these credentials, or null. Unknown email and wrong password look the same from outside. */
  async authenticate(email: string, password: string): Promise<AccountRow | null> {
    const account = this.findByEmail(email);
    if (!account) {
      await verifyPassword(password, await decoyPasswordHash());
      return null;
    }
    return (await verifyPassword(password, account.password_hash)) ? account : null;
  }

  async changePassword(sub: string, current: string, next: string): Promise<SignUpResult> {
    const account = this.findBySub(sub);
    if (!account) return refused('password', 'This account no longer exists.');
    if (!(await verifyPassword(current, account.password_hash)))
      return refused('password', 'Your current password is not correct.');
    const invalid = validateNewPassword(next);
    if (invalid) return invalid;
    const passwordHash = await hashPassword(next);
    this.db.run('UPDATE accounts SET password_hash = ? WHERE sub = ?', [passwordHash, sub]);
    return { ok: true, account: { ...account, password_hash: passwordHash } };
  }

  /** Removes the account and everything saved for it; run inside the caller's transaction when there is one. */
  deleteWithUserData(sub: string): boolean {
    return this.db.transaction(() => {
      const account = this.findBySub(sub);
      // An account that has had Audiostar+ (a trial, or one from before the marker existed) used its trial.
      if (account?.premium_until != null) markTrialUsed(this.db, account.email, nowSeconds());
      for (const table of USER_DATA_TABLES) this.db.run(`DELETE FROM ${table} WHERE sub = ?`, [sub]);
      return this.db.run('DELETE FROM accounts WHERE sub = ?', [sub]) > 0;
    });
  }

  /** Creates the documented test accounts when missing; existing ones (and their changed passwords) are kept. */
  async ensureTestAccounts(): Promise<void> {
    for (const test of TEST_ACCOUNTS) {
      if (this.findByEmail(test.email)) continue;
      const result = await this.create(
        { name: test.name, email: test.email, password: test.password },
        { premiumUntil: test.premiumUntil, roles: test.roles, verified: true },
      );
      if (!result.ok)
        throw new Error(`[primedia] could not create test account ${test.email}: ${result.message}`);
    }
  }
}
