/**
 * Signed media URLs: the only way to reach premium media on the origin (docs/design.md, "Security rules": rights live on
 * the platform). The catalog signs a premium playlist URL for an Audiostar+ token; the origin checks it and signs
 * every segment URI in the playlist it returns, so each request for premium bytes is checked, and a copied URL
 * stops working when its expiry passes.
 *
 * A signature is HMAC-SHA256 over `{path}\n{expiry}` (the URL path, unix seconds), sent as `?exp=...&sig=...`
 * (base64url). The path is part of the MAC, so a signature fits one file only; the expiry is, so it cannot be
 * moved. The secret comes from MEDIA_SIGNING_SECRET (several platform processes must share it) or is generated
 * once per data folder into `<dataDir>/media-signing.key` (owner-only), so URLs stay valid across restarts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SIGNING_KEY_FILE = 'media-signing.key';
const MIN_SECRET_LENGTH = 32;

type SignatureCheck =
  { ok: true; expiresAt: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired'; message: string };

export interface MediaSigner {
  /** `urlPath` with its signature appended, valid until `expiresAt` (unix seconds). */
  sign(urlPath: string, expiresAt: number): string;
  /** Checks the `exp` and `sig` parameters of a request for `urlPath` at `now` (unix seconds). */
  verify(urlPath: string, params: URLSearchParams, now: number): SignatureCheck;
}

export function createMediaSigner(secret: Buffer): MediaSigner {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`[primedia] the media signing secret must be at least ${MIN_SECRET_LENGTH} bytes`);
  }
  const mac = (urlPath: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`${urlPath}\n${expiresAt}`).digest();
  return {
    sign: (urlPath, expiresAt) =>
      `${urlPath}?exp=${expiresAt}&sig=${mac(urlPath, expiresAt).toString('base64url')}`,
    verify(urlPath, params, now) {
      const exp = params.get('exp');
      const sig = params.get('sig');
      if (exp === null || sig === null) {
        return {
          ok: false,
          reason: 'missing',
          message: 'This media is for Audiostar+ listeners: ask the catalog for a signed URL',
        };
      }
      const invalid = {
        ok: false,
        reason: 'invalid',
        message: 'The signature of this media URL is not valid',
      } as const;
      if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return invalid;
      const expiresAt = Number(exp);
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(urlPath, expiresAt);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      // Checked after the signature, so a changed expiry reads as tampering, not as "expired".
      if (expiresAt <= now) {
        return {
          ok: false,
          reason: 'expired',
          message: `This media URL expired at ${new Date(expiresAt * 1000).toISOString()}: ask the catalog for a new one`,
        };
      }
      return { ok: true, expiresAt };
    },
  };
}

/** The secret in `<dataDir>/media-signing.key`, or null when there is none (tests read it this way). */
export function readSigningSecret(dataDir: string): Buffer | null {
  try {
    const secret = Buffer.from(
      fs.readFileSync(path.join(dataDir, SIGNING_KEY_FILE), 'utf8').trim(),
      'base64url',
    );
    return secret.length >= MIN_SECRET_LENGTH ? secret : null;
  } catch {
    return null;
  }
}

/** MEDIA_SIGNING_SECRET when set, else the data folder's secret, generated on first use. */
export function loadOrCreateSigningSecret(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv) {
    const secret = Buffer.from(fromEnv, 'utf8');
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`[primedia] MEDIA_SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return secret;
  }
  const existing = readSigningSecret(dataDir);
  if (existing) return existing;
  const secret = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, secret.toString('base64url'), { mode: 0o600 });
  fs.renameSync(temp, file);
  return secret;
}
