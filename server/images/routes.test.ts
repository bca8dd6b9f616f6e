/** Path validation under /images/: the two accepted shapes, precise 400s and 404s, and traversal refused. */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/respond';
import { parseImagesPath } from './routes';

function statusOf(pathname: string): number {
  try {
    parseImagesPath(pathname);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('parseImagesPath', () => {
  it('accepts image and logo paths', () => {
    expect(parseImagesPath('/images/img-1/16x9/768.webp')).toEqual({
      type: 'image',
      imageId: 'img-1',
      crop: '16x9',
      width: 768,
    });
    expect(parseImagesPath('/images/img%2D1/circle/90.webp')).toMatchObject({ imageId: 'img-1' });
    expect(parseImagesPath('/images/logos/capetalk.svg')).toEqual({ type: 'logo', file: 'capetalk.svg' });
  });

  it('answers 400 with the allowed values for an unknown crop or width', () => {
    expect(() => parseImagesPath('/images/img-1/3x2/768.webp')).toThrow(/1x1, 16x9, 21x9, 4x5, circle/);
    expect(() => parseImagesPath('/images/img-1/1x1/700.webp')).toThrow(/90, 180, .*2400/);
    expect(statusOf('/images/img-1/1x1/768.png')).toBe(400);
    expect(statusOf('/images/img-1/1x1/0768.webp')).toBe(400);
    expect(statusOf('/images/img-1/1x1/768.webp.tmp')).toBe(400);
  });

  it('refuses bad logo names and anything that climbs directories, encoded or not', () => {
    for (const pathname of [
      '/images/logos/..%2F..%2Fpackage.json',
      '/images/logos/%2e%2e%2f%2e%2e%2fpackage.json',
      '/images/logos/%252e%252e%252fpackage.json',
      '/images/logos/../x.svg',
      '/images/..%5C..%5Cpackage.json/1x1/90.webp',
      '/images/logos/702.SVG',
      '/images/logos/.svg',
      '/images/logos/702.svg%00.png',
      '/images/%2e%2e/1x1/90.webp',
    ]) {
      expect([400, 404], pathname).toContain(statusOf(pathname));
    }
    expect(statusOf('/images/logos/..%2F..%2Fpackage.json')).toBe(400);
  });

  it('answers 404 for other shapes', () => {
    expect(statusOf('/images/')).toBe(404);
    expect(statusOf('/images/img-1')).toBe(404);
    expect(statusOf('/images/logos/a/b.svg')).toBe(404);
    expect(statusOf('/images/img-1/1x1/768.webp/extra')).toBe(404);
  });
});
