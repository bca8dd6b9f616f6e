/** The images service over real HTTP: headers, ETag and 304, HEAD, logos, and every error answer. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { HttpError, sendError } from '../http/respond';
import { getSeed } from '../seed';
import { createImages, matchesIfNoneMatch } from '.';

const seed = getSeed();
let dir: string;

async function serve(cacheDir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const images = createImages({ config: { ...readConfig({}), cacheDir }, seed });
  const server = http.createServer(async (req, res) => {
    try {
      await images.handler(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'));
    } catch (error) {
      if (error instanceof HttpError) sendError(res, error.status, error.message);
      else sendError(res, 500, 'unexpected');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-http-'));
  ({ base, close } = await serve(dir));
});
afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('images service', () => {
  const id = seed.images[3]?.id ?? 'img-1';

  it('serves webp with immutable caching, a strong ETag and 304 on a match', async () => {
    const first = await fetch(`${base}/images/${id}/16x9/240.webp`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get('content-length'))).toBe(body.length);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await fetch(`${base}/images/${id}/16x9/240.webp`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const other = await fetch(`${base}/images/${id}/16x9/240.webp`, {
      headers: { 'if-none-match': '"nope"' },
    });
    expect(other.status).toBe(200);

    const head = await fetch(`${base}/images/${id}/16x9/240.webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect(fs.existsSync(path.join(dir, 'images', id, '16x9', '240.webp'))).toBe(true);
  });

  it('serves the station logos as SVG and nothing else from that folder', async () => {
    for (const station of seed.stations) {
      const logo = await fetch(`${base}/images/logos/${station.logoFile}`);
      expect(logo.status, station.logoFile).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await logo.text();
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg).toContain('viewBox="0 0 120 120"');
      expect(svg.toLowerCase()).toContain(station.themeColor.toLowerCase());
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    }
    expect((await fetch(`${base}/images/logos/missing.svg`)).status).toBe(404);
    expect((await fetch(`${base}/images/logos/..%2F..%2Fpackage.json`)).status).toBe(400);
  });

  it('answers clear JSON errors for bad requests', async () => {
    const unknown = await fetch(`${base}/images/no-such-image/1x1/240.webp`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No image with id "no-such-image"', status: 404 });
    const crop = await fetch(`${base}/images/${id}/2x1/240.webp`);
    expect(crop.status).toBe(400);
    expect(((await crop.json()) as { error: string }).error).toContain('1x1, 16x9, 21x9, 4x5, circle');
    expect((await fetch(`${base}/images/${id}/1x1/241.webp`)).status).toBe(400);
    const post = await fetch(`${base}/images/${id}/1x1/240.webp`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 500 and logs with [primedia] when a render cannot be stored, and keeps serving', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the cache folder should be');
    const broken = await serve(blocked);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await fetch(`${broken.base}/images/${id}/1x1/90.webp`);
      expect(failed.status).toBe(500);
      expect(((await failed.json()) as { error: string }).error).toContain(`Rendering image ${id}`);
      expect(String(log.mock.calls[0]?.[0])).toContain('[primedia] images:');
      expect((await fetch(`${broken.base}/images/logos/702.svg`)).status).toBe(200);
    } finally {
      log.mockRestore();
      await broken.close();
    }
  });
});

describe('matchesIfNoneMatch', () => {
  it('uses the weak comparison over a list', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
