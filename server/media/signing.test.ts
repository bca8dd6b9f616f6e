import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaSigner, loadOrCreateSigningSecret, readSigningSecret } from './signing';

const signer = createMediaSigner(Buffer.alloc(32, 1));
const PATH = '/media/vod/aud-0006/index.m3u8';
const paramsOf = (signed: string) => new URL(signed, 'http://x').searchParams;

describe('signed media URLs', () => {
  it('accepts its own signature until the expiry, then says it expired', () => {
    const params = paramsOf(signer.sign(PATH, 1000));
    expect(signer.verify(PATH, params, 999)).toEqual({ ok: true, expiresAt: 1000 });
    expect(signer.verify(PATH, params, 1000)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('refuses a missing, reshaped or moved signature, and one for another path or secret', () => {
    expect(signer.verify(PATH, new URLSearchParams(), 0)).toMatchObject({ reason: 'missing' });
    const params = paramsOf(signer.sign(PATH, 1000));
    const later = new URLSearchParams(params);
    later.set('exp', '2000');
    expect(signer.verify(PATH, later, 0)).toMatchObject({ reason: 'invalid' });
    expect(signer.verify('/media/vod/aud-0007/index.m3u8', params, 0)).toMatchObject({ reason: 'invalid' });
    const other = createMediaSigner(Buffer.alloc(32, 2));
    expect(other.verify(PATH, params, 0)).toMatchObject({ reason: 'invalid' });
    for (const sig of ['', 'x', `${params.get('sig')}A`, '!'.repeat(43)]) {
      const bad = new URLSearchParams(params);
      bad.set('sig', sig);
      expect(signer.verify(PATH, bad, 0)).toMatchObject({ reason: 'invalid' });
    }
  });

  it('keeps one secret per data folder, or takes a long enough one from the environment', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-'));
    expect(readSigningSecret(dir)).toBeNull();
    const first = loadOrCreateSigningSecret(dir);
    expect(loadOrCreateSigningSecret(dir).equals(first)).toBe(true);
    expect(readSigningSecret(dir)?.equals(first)).toBe(true);
    expect(() => loadOrCreateSigningSecret(dir, 'short')).toThrow(/at least 32/);
    expect(loadOrCreateSigningSecret(dir, 'y'.repeat(32)).toString()).toBe('y'.repeat(32));
    fs.rmSync(dir, { recursive: true });
  });
});
