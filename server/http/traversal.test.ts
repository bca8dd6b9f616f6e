import { describe, expect, it } from 'vitest';
import { looksLikeTraversal } from './traversal';

describe('looksLikeTraversal', () => {
  it.each([
    '/media/../x',
    '/media/%2e%2e/x',
    '/media/%252e%252e%252fx',
    '/media/pool/..%2Fsecret',
    '/media/a%00b',
    '/media/..\\x',
    '/images/x/..',
  ])('flags %s', (url) => expect(looksLikeTraversal(url)).toBe(true));
  it.each([
    '/media/live/702/index.m3u8',
    '/media/vod/a..b/index.m3u8',
    '/media/%zz',
    '/images/a..b/1x1/90.webp',
  ])('allows %s', (url) => expect(looksLikeTraversal(url)).toBe(false));
});
