/** The generated SVG: deterministic per id, different between ids, no text, sized and laid out per crop. */
import { describe, expect, it } from 'vitest';
import { getSeed } from '../seed';
import type { ImageAsset } from '../seed/types';
import { buildArtSvg, outputSize } from './svg';
import { IMAGE_CROPS } from './url';

const seed = getSeed();
const asset = (motif: ImageAsset['motif'], index = 0): ImageAsset => {
  const found = seed.images.filter((i) => i.motif === motif)[index];
  if (!found) throw new Error(`the seed has no ${motif} image #${index}`);
  return found;
};

describe('buildArtSvg', () => {
  it('is deterministic for one id and differs between ids of the same motif and palette', () => {
    for (const motif of ['waves', 'circles', 'bars', 'grid', 'sun', 'rings'] as const) {
      const a = asset(motif, 0);
      expect(buildArtSvg(a, '16x9', 768)).toBe(buildArtSvg({ ...a }, '16x9', 768));
      const twin: ImageAsset = { ...a, id: `${a.id}-other` };
      expect(buildArtSvg(twin, '16x9', 768)).not.toBe(buildArtSvg(a, '16x9', 768));
    }
  });

  it('gives every seeded image distinct art', () => {
    const svgs = new Set(seed.images.map((image) => buildArtSvg(image, '1x1', 240)));
    expect(svgs.size).toBe(seed.images.length);
  });

  it('never contains text and uses only the palette colours it was given', () => {
    const svg = buildArtSvg(
      { ...asset('grid'), palette: ['#000000', '#ff0000', 'red"/><script>'] },
      '4x5',
      320,
    );
    expect(svg).not.toMatch(/<text|<script|<foreignObject/);
  });

  it('draws the same picture at every width of a crop (only the pixel size changes)', () => {
    const a = asset('bars');
    const strip = (svg: string) => svg.replace(/ width="\d+" height="\d+" viewBox/, ' viewBox');
    expect(strip(buildArtSvg(a, '21x9', 480))).toBe(strip(buildArtSvg(a, '21x9', 1920)));
  });

  it('lays wide crops out with more bars than tall ones instead of stretching', () => {
    const a = asset('bars');
    const count = (svg: string) => (svg.match(/fill="url\(#bar\)"/g) ?? []).length;
    expect(count(buildArtSvg(a, '21x9', 768))).toBeGreaterThan(count(buildArtSvg(a, '4x5', 768)) * 1.8);
  });

  it('declares the output size of each crop', () => {
    for (const crop of IMAGE_CROPS) {
      const { width, height } = outputSize(crop, 768);
      expect(buildArtSvg(asset('sun'), crop, 768)).toContain(`width="${width}" height="${height}"`);
    }
    expect(outputSize('16x9', 90)).toEqual({ width: 90, height: 51 });
    expect(outputSize('21x9', 768)).toEqual({ width: 768, height: 329 });
    expect(outputSize('4x5', 384)).toEqual({ width: 384, height: 480 });
  });

  it('clips only the circle crop to a disc', () => {
    expect(buildArtSvg(asset('rings'), 'circle', 240)).toContain('clip-path="url(#disc)"');
    expect(buildArtSvg(asset('rings'), '1x1', 240)).not.toContain('url(#disc)');
  });
});
