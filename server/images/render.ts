/**
 * Rasterises the generated SVG to webp with sharp (librsvg + libwebp). Kept apart from the cache so tests and the
 * cache can swap in a fake renderer, and so the encoder settings live in one place.
 */
import sharp from 'sharp';
import type { ImageAsset } from '../seed/types';
import { buildArtSvg, outputSize } from './svg';
import type { ImageCrop } from './url';

/**
 * Quality 82 keeps gradients free of banding; effort 3 (of 0-6) is about twice as fast as the default 4 for a
 * few percent larger files, which matters because images render lazily on the request path.
 */
const WEBP_OPTIONS = { quality: 82, alphaQuality: 90, effort: 3 } as const;

export async function renderWebp(asset: ImageAsset, crop: ImageCrop, width: number): Promise<Buffer> {
  const svg = buildArtSvg(asset, crop, width);
  const { height } = outputSize(crop, width);
  const image = sharp(Buffer.from(svg), { density: 72 });
  const { data, info } = await image.webp(WEBP_OPTIONS).toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) {
    throw new Error(`sharp produced ${info.width}x${info.height}, expected ${width}x${height}`);
  }
  return data;
}
