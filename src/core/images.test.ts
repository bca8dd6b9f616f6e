import { describe, expect, it } from 'vitest';
import { imageAtWidth, srcSetFor } from './images';

describe('responsive image URLs', () => {
  const md = 'http://127.0.0.1:4000/images/img-0001/16x9/768.webp';

  it('builds a srcset of the same crop at every offered width', () => {
    expect(srcSetFor(md, [384, 1200])).toBe(
      'http://127.0.0.1:4000/images/img-0001/16x9/384.webp 384w, http://127.0.0.1:4000/images/img-0001/16x9/1200.webp 1200w',
    );
    expect(imageAtWidth(md, 180)).toBe('http://127.0.0.1:4000/images/img-0001/16x9/180.webp');
  });

  it('leaves URLs of another shape alone', () => {
    expect(srcSetFor('https://example.com/a.jpg')).toBe('');
    expect(imageAtWidth('https://example.com/a.jpg', 180)).toBe('https://example.com/a.jpg');
  });
});
