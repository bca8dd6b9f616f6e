/**
 * Password hashing for the identity provider's own accounts: scrypt from node:crypto, so no native module and
 * no extra dependency. The stored form is self-describing (`scrypt$N$r$p$salt$hash`, base64url parts) so the
 * cost can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// N=2^14, r=8 is the usual interactive-login setting (~16 MiB, a few tens of ms): slow for guessing, fast for people.
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };
/** Passwords are not allowed to grow without bound: scrypt over megabytes of input is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 1024;
export const MIN_PASSWORD_LENGTH = 8;

const scryptAsync = promisify<string, Buffer, number, ScryptOptions, Buffer>(scrypt);

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; false for a wrong password or a malformed stored value (never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || password.length > MAX_PASSWORD_LENGTH) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  try {
    const actual = await derive(password, salt, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** A hash of a random password, compared against when the email is unknown so both paths take the same time. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
