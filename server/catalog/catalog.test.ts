import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { getSeed } from '../seed';
import type { VerifiedUser } from '../identity';
import { createMediaSigner } from '../media/signing';
import { createCatalog } from './index';
// The catalog and the client's parser are tested together here so the two sides of the contract cannot drift.
import { parseCatalogReply } from '../../src/core/player/catalog/catalog';

const seed = getSeed();
const NOW = 1_800_000_000;
const signer = createMediaSigner(Buffer.alloc(32, 7));
const user = (premium: boolean): VerifiedUser => ({
  sub: premium ? 'p' : 'f',
  email: 'x@example.com',
  premium,
  roles: [],
  scope: 'openid',
});
const TOKENS: Record<string, VerifiedUser> = { 'token-premium': user(true), 'token-free': user(false) };
let base = '';
let server: http.Server;

beforeAll(async () => {
  const config = readConfig({ PLATFORM_PORT: '4999', MEDIA_URL_TTL: '300' });
  const catalog = createCatalog({
    config,
    seed,
    signer,
    verifyAccessToken: async (token) => TOKENS[token] ?? null,
    now: () => NOW,
  });
  server = http.createServer(
    (req, res) => void catalog.handler(req, res, new URL(req.url ?? '/', config.publicUrl)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/playback/v1/accounts`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, token?: string) => {
  const res = await fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, body: (await res.json()) as unknown, cache: res.headers.get('cache-control') };
};

describe('video catalog', () => {
  it('resolves every seeded media asset to an HLS source the player accepts', async () => {
    const sample = [
      seed.media.find((m) => m.kind === 'audio' && !m.premium),
      seed.media.find((m) => m.kind === 'video' && !m.geoBlocked && !m.premium),
      seed.media.find((m) => m.kind === 'live'),
    ];
    for (const asset of sample) {
      if (!asset) throw new Error('the seed lacks a media kind');
      const { status, body } = await get(`/primedia-local/videos/${asset.mediaId}`);
      expect(status).toBe(200);
      const parsed = parseCatalogReply(asset.mediaId, status, body);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.media.isLive).toBe(asset.kind === 'live');
      expect(parsed.media.durationSeconds).toBe(asset.kind === 'live' ? null : asset.durationSeconds);
      expect(parsed.media.src).toMatch(
        asset.kind === 'live' ? /\/media\/live\/[a-z0-9]+\/index\.m3u8$/ : /\/media\/vod\/.+\/index\.m3u8$/,
      );
    }
  });

  it('answers a geo-blocked video with 403 and the CLIENT_GEO list body', async () => {
    const blocked = seed.media.find((m) => m.geoBlocked);
    expect(blocked).toBeDefined();
    const { status, body } = await get(`/primedia-local/videos/${blocked?.mediaId}`);
    expect(status).toBe(403);
    expect(body).toEqual([
      expect.objectContaining({ error_code: 'ACCESS_DENIED', error_subcode: 'CLIENT_GEO' }),
    ]);
  });

  it('answers unknown ids, unknown accounts and malformed ids clearly', async () => {
    expect(await get('/primedia-local/videos/nope')).toMatchObject({
      status: 404,
      body: [{ error_code: 'VIDEO_NOT_FOUND', message: 'No video with id nope' }],
    });
    expect((await get('/someone-else/videos/vid-0001')).status).toBe(404);
    const malformed = await get(`/primedia-local/videos/${'x'.repeat(200)}`);
    expect(malformed.status).toBe(400);
    expect((await get('/primedia-local/videos/%E0%A4%A')).status).toBe(400);
    expect((await get('/primedia-local')).status).toBe(404);
  });

  describe('premium media', () => {
    const premium = seed.media.find((m) => m.premium && m.kind === 'audio');
    const path = `/primedia-local/videos/${premium?.mediaId}`;

    it('refuses anonymous callers and unknown tokens with 401, free listeners with 403', async () => {
      expect(premium).toBeDefined();
      expect(await get(path)).toMatchObject({
        status: 401,
        body: [{ error_code: 'ACCESS_DENIED', error_subcode: 'TOKEN_REQUIRED' }],
      });
      expect(await get(path, 'token-stolen')).toMatchObject({
        status: 401,
        body: [{ error_code: 'ACCESS_DENIED', error_subcode: 'TOKEN_VALIDATION' }],
      });
      expect(await get(path, 'token-free')).toMatchObject({
        status: 403,
        body: [{ error_code: 'ACCESS_DENIED', error_subcode: 'OFFERS' }],
      });
    });

    it('answers an Audiostar+ token with a private reply and a playlist URL signed for the TTL', async () => {
      const { status, body, cache } = await get(path, 'token-premium');
      expect(status).toBe(200);
      expect(cache).toBe('private, no-store');
      const parsed = parseCatalogReply(premium?.mediaId ?? '', status, body);
      if (!parsed.ok) throw new Error(parsed.detail);
      expect(parsed.media.premium).toBe(true);
      const src = new URL(parsed.media.src);
      expect(src.searchParams.get('exp')).toBe(String(NOW + 300));
      expect(signer.verify(src.pathname, src.searchParams, NOW)).toEqual({ ok: true, expiresAt: NOW + 300 });
      expect(signer.verify(src.pathname, src.searchParams, NOW + 300).ok).toBe(false);
    });

    it('keeps free media unsigned and publicly cacheable, whoever asks', async () => {
      const free = seed.media.find((m) => !m.premium && m.kind === 'audio');
      const reply = await get(`/primedia-local/videos/${free?.mediaId}`, 'token-free');
      expect(reply.cache).toBe('public, max-age=60');
      const parsed = parseCatalogReply(free?.mediaId ?? '', reply.status, reply.body);
      expect(parsed.ok && new URL(parsed.media.src).search).toBe('');
    });
  });
});
