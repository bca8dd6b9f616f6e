/** Real sharp renders: exact sizes for every crop, alpha only where the circle crop needs it, and speed. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getSeed } from '../seed';
import { renderWebp } from './render';
import { CROP_RATIOS, IMAGE_CROPS } from './url';

const seed = getSeed();
const first = seed.images[0];
if (!first) throw new Error('the seed has no images');

async function pixelAlpha(webp: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3] ?? -1;
}

describe('renderWebp', () => {
  it('renders every crop as webp at width x round(width x ratio)', async () => {
    for (const crop of IMAGE_CROPS) {
      for (const width of [90, 768]) {
        const meta = await sharp(await renderWebp(first, crop, width)).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([width, Math.round(width * CROP_RATIOS[crop])]);
      }
    }
  });

  it('makes the circle transparent in the corners and opaque in the middle', async () => {
    const circle = await renderWebp(first, 'circle', 240);
    expect(await pixelAlpha(circle, 0, 0)).toBe(0);
    expect(await pixelAlpha(circle, 239, 239)).toBe(0);
    expect(await pixelAlpha(circle, 120, 120)).toBe(255);
    const square = await renderWebp(first, '1x1', 240);
    expect(await pixelAlpha(square, 0, 0)).toBe(255);
  });

  it('renders every motif, and different ids to different pictures', async () => {
    const motifs = new Map(seed.images.map((image) => [image.motif, image]));
    const outputs = new Set<string>();
    for (const image of motifs.values())
      outputs.add((await renderWebp(image, '16x9', 320)).toString('base64'));
    expect(outputs.size).toBe(motifs.size);
  });
});
