/**
 * Signing keys (JWKS) and cookie keys of the identity provider, generated on first start and kept in
 * `<dataDir>/identity-keys.json` (owner-only permissions) so ID tokens and session cookies stay valid across
 * restarts. The file is local state: never committed, never logged. Delete it to rotate everything.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'oidc-provider';

export interface IdentityKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export const KEYS_FILE = 'identity-keys.json';

function generate(): IdentityKeys {
  // RS256 is the ID token algorithm every OIDC client must support, so one RSA key is enough.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    jwks: { keys: [{ ...jwk, kty: 'RSA', kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isIdentityKeys(value: unknown): value is IdentityKeys {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<IdentityKeys>;
  return (
    Array.isArray(candidate.jwks?.keys) &&
    candidate.jwks.keys.length > 0 &&
    candidate.jwks.keys.every(
      (key) => typeof key.kid === 'string' && key.use === 'sig' && typeof key.d === 'string',
    ) &&
    Array.isArray(candidate.cookieKeys) &&
    candidate.cookieKeys.length > 0 &&
    candidate.cookieKeys.every((key) => typeof key === 'string' && key.length >= 32)
  );
}

/** Reads the keys from `dataDir`, creating them on first use. A damaged file is moved aside, not deleted. */
export function loadOrCreateKeys(dataDir: string): IdentityKeys {
  const file = path.join(dataDir, KEYS_FILE);
  if (fs.existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (isIdentityKeys(parsed)) return parsed;
      throw new Error('unexpected content');
    } catch (error) {
      const aside = `${file}.unreadable-${Date.now()}`;
      fs.renameSync(file, aside);
      console.warn(
        `[primedia] identity keys in ${KEYS_FILE} could not be used (${error instanceof Error ? error.message : 'unknown'}); ` +
          `kept as ${path.basename(aside)} and new keys generated: existing sessions and tokens are no longer valid`,
      );
    }
  }
  const keys = generate();
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(keys), { mode: 0o600 });
  fs.renameSync(temp, file);
  return keys;
}
