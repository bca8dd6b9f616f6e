/**
 * Turns a seed `ImageAsset` into the SVG of one crop at one width: a palette gradient, a soft glow, the motif
 * (motifs.ts) and a vignette. The viewBox keeps the short side at 100 units, so every width of a crop is the same
 * picture, and the `circle` crop clips the square art to a disc with a transparent outside.
 */
import type { ImageAsset } from '../seed/types';
import { luminance, mix, safeHex } from './color';
import { bars, circles, grid, n, rings, sun, waves, type Canvas } from './motifs';
import { createRandom } from '../util/random';
import { CROP_RATIOS, type ImageCrop } from './url';

const MOTIFS: Record<ImageAsset['motif'], (canvas: Canvas) => string> = {
  waves,
  circles,
  bars,
  grid,
  sun,
  rings,
};

/** Output size in pixels for a crop and width: the contract of the URL (height = round(width x ratio)). */
export function outputSize(crop: ImageCrop, width: number): { width: number; height: number } {
  return { width, height: Math.round(width * CROP_RATIOS[crop]) };
}

export function buildArtSvg(asset: ImageAsset, crop: ImageCrop, width: number): string {
  const size = outputSize(crop, width);
  // From the crop, not the rounded pixel size, so every width of a crop draws exactly the same picture.
  const aspect = 1 / CROP_RATIOS[crop];
  const w = aspect >= 1 ? 100 * aspect : 100;
  const h = aspect >= 1 ? 100 : 100 / aspect;
  const [bgRaw, shapeRaw, accentRaw] = asset.palette;
  const bg = safeHex(bgRaw, '#10131f');
  const shape = safeHex(shapeRaw, '#6c5ce7');
  const accent = safeHex(accentRaw, '#ffb347');
  const rnd = createRandom(asset.id);
  const canvas: Canvas = { w, h, bg, shape, accent, rnd, defs: [] };

  // Background direction and glow position are drawn first so they do not depend on the motif's draws.
  const angle = rnd.range(0, Math.PI * 2);
  const gx = 0.5 + 0.5 * Math.cos(angle);
  const gy = 0.5 + 0.5 * Math.sin(angle);
  const glowX = w * rnd.range(0.15, 0.85);
  const glowY = h * rnd.range(0.1, 0.5);
  const far = luminance(bg) > 0.5 ? mix(bg, '#000000', 0.25) : mix(bg, shape, 0.35);
  const motif = MOTIFS[asset.motif] ?? waves;
  const body = motif(canvas);

  const defs = [
    `<linearGradient id="bg" x1="${n(1 - gx)}" y1="${n(1 - gy)}" x2="${n(gx)}" y2="${n(gy)}">` +
      `<stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${far}"/></linearGradient>`,
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${n(glowX)}" cy="${n(glowY)}" r="70">` +
      `<stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">` +
      `<stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>`,
    ...canvas.defs,
  ];
  let art =
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#bg)"/>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#glow)"/>` +
    body +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#vignette)"/>`;
  if (crop === 'circle') {
    defs.push(`<clipPath id="disc"><circle cx="50" cy="50" r="50"/></clipPath>`);
    art = `<g clip-path="url(#disc)">${art}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${n(w)} ${n(h)}" preserveAspectRatio="none"><defs>${defs.join('')}</defs>${art}</svg>`
  );
}
