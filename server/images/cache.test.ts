/** The disk cache: reuse (also across instances, as after a restart), de-duplication, the concurrency limit. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { etagFor, ImageCache, RENDER_RECIPE } from './cache';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-cache-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ImageCache', () => {
  it('renders once, writes <cacheDir>/images/<id>/<crop>/<width>.webp and reuses it', async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      return Buffer.from('picture');
    };
    const cache = new ImageCache(dir);
    const first = await cache.get('img-1', '1x1', 90, render);
    const second = await cache.get('img-1', '1x1', 90, render);
    expect(renders).toBe(1);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.etag).toBe(etagFor(Buffer.from('picture')));
    expect(fs.readFileSync(path.join(dir, 'images', 'img-1', '1x1', '90.webp'), 'utf8')).toBe('picture');
    expect(fs.readdirSync(path.join(dir, 'images', 'img-1', '1x1'))).toEqual(['90.webp']);

    const afterRestart = new ImageCache(dir);
    await afterRestart.get('img-1', '1x1', 90, render);
    expect(renders).toBe(1);
  });

  it('drops renders made by another recipe', async () => {
    fs.mkdirSync(path.join(dir, 'images', 'img-1', '1x1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'images', '.recipe'), 'older-recipe\n');
    fs.writeFileSync(path.join(dir, 'images', 'img-1', '1x1', '90.webp'), 'stale');
    const image = await new ImageCache(dir).get('img-1', '1x1', 90, async () => Buffer.from('fresh'));
    expect(image.bytes.toString()).toBe('fresh');
    expect(fs.readFileSync(path.join(dir, 'images', '.recipe'), 'utf8').trim()).toBe(RENDER_RECIPE);
  });

  it('shares one render between concurrent requests for the same file', async () => {
    let renders = 0;
    const cache = new ImageCache(dir);
    const render = async () => {
      renders++;
      await delay(30);
      return Buffer.from('x');
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => cache.get('img-2', '16x9', 320, render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
  });

  it('runs at most two renders at a time', async () => {
    let active = 0;
    let peak = 0;
    const cache = new ImageCache(dir, { concurrency: 2 });
    const render = async () => {
      active++;
      peak = Math.max(peak, active);
      await delay(20);
      active--;
      return Buffer.from('y');
    };
    await Promise.all([90, 180, 240, 320, 384, 480].map((width) => cache.get('img-3', '4x5', width, render)));
    expect(peak).toBe(2);
  });

  it('does not keep a failed render, so the next request tries again', async () => {
    const cache = new ImageCache(dir);
    await expect(
      cache.get('img-4', '1x1', 90, async () => {
        throw new Error('sharp broke');
      }),
    ).rejects.toThrow('sharp broke');
    const image = await cache.get('img-4', '1x1', 90, async () => Buffer.from('ok'));
    expect(image.bytes.toString()).toBe('ok');
  });

  it('refuses path segments that could escape the cache folder', () => {
    const cache = new ImageCache(dir);
    expect(() => cache.fileFor('../x', '1x1', 90)).toThrow(/Unsafe/);
    expect(() => cache.fileFor('img-1', '..', 90)).toThrow(/Unsafe/);
  });
});
