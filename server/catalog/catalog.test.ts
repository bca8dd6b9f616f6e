import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { getSeed } from '../seed';
import { createCatalog } from './index';
// The catalog and the client's parser are tested together here so the two sides of the contract cannot drift.
import { parseCatalogReply } from '../../src/core/player/catalog';

const seed = getSeed();
let base = '';
let server: http.Server;

beforeAll(async () => {
  const config = readConfig({ PLATFORM_PORT: '4999' });
  const catalog = createCatalog({ config, seed });
  server = http.createServer(
    (req, res) => void catalog.handler(req, res, new URL(req.url ?? '/', config.publicUrl)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/playback/v1/accounts`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('video catalog', () => {
  it('resolves every seeded media asset to an HLS source the player accepts', async () => {
    const sample = [
      seed.media.find((m) => m.kind === 'audio'),
      seed.media.find((m) => m.kind === 'video' && !m.geoBlocked),
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
    expect(await get('/primedia-local/videos/nope')).toEqual({
      status: 404,
      body: [{ error_code: 'VIDEO_NOT_FOUND', message: 'No video with id nope' }],
    });
    expect((await get('/someone-else/videos/vid-0001')).status).toBe(404);
    const malformed = await get(`/primedia-local/videos/${'x'.repeat(200)}`);
    expect(malformed.status).toBe(400);
    expect((await get('/primedia-local/videos/%E0%A4%A')).status).toBe(400);
    expect((await get('/primedia-local')).status).toBe(404);
  });
});
