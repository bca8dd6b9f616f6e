import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS_FILE, loadOrCreateKeys } from './keys';
import { rewritePromptCreate } from './index';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-keys-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('identity keys', () => {
  it('generates once, owner-only, and returns the same keys after a restart', () => {
    const dir = tempDir();
    const first = loadOrCreateKeys(dir);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(fs.statSync(path.join(dir, KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeys(dir)).toEqual(first);
  });

  it('moves a damaged file aside and starts over without printing key material', () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, KEYS_FILE),
      '{"jwks": {"keys": []}, "cookieKeys": ["secret-looking-value-that-is-long-enough"]}',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keys = loadOrCreateKeys(dir);
    expect(keys.jwks.keys).toHaveLength(1);
    expect(fs.readdirSync(dir).some((name) => name.startsWith(`${KEYS_FILE}.unreadable-`))).toBe(true);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[primedia\]/);
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('secret-looking');
  });
});

describe('prompt=create', () => {
  it('becomes screen_hint=signup and keeps other prompt values', () => {
    const only = rewritePromptCreate(new URL('http://h/oidc/auth?client_id=c&prompt=create'));
    expect(only).toBe('/oidc/auth?client_id=c&screen_hint=signup');
    const mixed = rewritePromptCreate(new URL('http://h/oidc/auth?prompt=login+create'));
    expect(new URL(`http://h${mixed}`).searchParams.get('prompt')).toBe('login');
    expect(rewritePromptCreate(new URL('http://h/oidc/auth?prompt=login'))).toBeNull();
    expect(rewritePromptCreate(new URL('http://h/oidc/token?prompt=create'))).toBeNull();
  });
});
