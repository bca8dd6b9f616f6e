/**
 * The images service in real Chromium: picture URLs handed out by the content API decode in an <img> at the
 * size their crop promises, station logos decode as SVG, caching validators work, and bad requests get clear
 * errors without anything outside the two image folders ever being read.
 */
import { expect, test, type Page } from '@playwright/test';
import { graphql } from '../support/graphql';
import { APP_URL, PLATFORM_URL } from '../support/ports';

interface ImageSizes {
  sm: string;
  md: string;
  lg: string;
}

interface ContentAnswer {
  getStationList: { id: string; logoUrl: string }[];
  getPreviewPodcasts: {
    image: { id: string; ratio16x9: ImageSizes; circle: ImageSizes; ratio4x5: ImageSizes };
  }[];
}

async function contentUrls() {
  const reply = await graphql<ContentAnswer>(
    '{ getStationList { id logoUrl } getPreviewPodcasts { image { id ratio16x9 { md } circle { sm } ratio4x5 { sm } } } }',
  );
  expect(reply.status).toBe(200);
  const stations = reply.data?.getStationList ?? [];
  const image = reply.data?.getPreviewPodcasts[0]?.image;
  if (!image || stations.length === 0)
    throw new Error(`the content API gave no images: ${JSON.stringify(reply)}`);
  return { stations, image };
}

/** Loads `src` in an <img> on the app origin and returns its decoded size. */
function decodedSize(page: Page, src: string) {
  return page.evaluate(async (src) => {
    const img = document.createElement('img');
    img.src = src;
    document.body.append(img);
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, src);
}

test('pictures from the content API decode in the browser at their crop size', async ({ page }) => {
  const { image } = await contentUrls();
  expect(image.ratio16x9.md).toBe(`${PLATFORM_URL}/images/${image.id}/16x9/768.webp`);
  await page.goto(APP_URL);
  expect(await decodedSize(page, image.ratio16x9.md)).toEqual({ width: 768, height: 432 });
  expect(await decodedSize(page, image.ratio4x5.sm)).toEqual({ width: 384, height: 480 });
  expect(await decodedSize(page, image.circle.sm)).toEqual({ width: 384, height: 384 });
});

test('station logos decode in the browser as SVG', async ({ page, request }) => {
  const { stations } = await contentUrls();
  expect(stations.map((s) => s.logoUrl.replace(PLATFORM_URL, '')).sort()).toEqual([
    '/images/logos/702.svg',
    '/images/logos/947.svg',
    '/images/logos/capetalk.svg',
    '/images/logos/kfm.svg',
  ]);
  await page.goto(APP_URL);
  for (const station of stations) {
    const size = await decodedSize(page, station.logoUrl);
    expect(size.width, station.id).toBeGreaterThan(0);
    expect(size.width, station.id).toBe(size.height);
    const head = await request.head(station.logoUrl);
    expect(head.headers()['content-type']).toBe('image/svg+xml');
  }
});

test('answers a matching If-None-Match with 304 and the same ETag', async ({ request }) => {
  const { image } = await contentUrls();
  const first = await request.get(image.circle.sm);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/webp');
  expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = first.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(Number(first.headers()['content-length'])).toBe((await first.body()).length);
  const again = await request.get(image.circle.sm, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()['etag']).toBe(etag);
});

test('answers bad requests with clear JSON errors and never reads outside its folders', async ({
  request,
}) => {
  const { image } = await contentUrls();
  const base = `${PLATFORM_URL}/images/${image.id}`;
  const expectError = async (url: string, statuses: number[], method = 'GET') => {
    const response = await request.fetch(url, { method });
    expect(statuses, `${method} ${url}`).toContain(response.status());
    const body = (await response.json()) as { error: string; status: number };
    expect(body.status).toBe(response.status());
    return body.error;
  };
  await expectError(`${PLATFORM_URL}/images/no-such-image/1x1/240.webp`, [404]);
  expect(await expectError(`${base}/3x2/240.webp`, [400])).toContain('1x1, 16x9, 21x9, 4x5, circle');
  expect(await expectError(`${base}/1x1/777.webp`, [400])).toContain('768');
  expect(await expectError(`${base}/1x1/240.webp`, [405], 'POST')).toContain('GET or HEAD');
  await expectError(`${PLATFORM_URL}/images/logos/missing.svg`, [404]);
  for (const traversal of [
    '/images/logos/..%2F..%2Fpackage.json',
    '/images/logos/%2e%2e%2f%2e%2e%2fpackage.json',
    '/images/logos/..%252F..%252Fpackage.json',
    '/images/..%2F..%2Fpackage.json/1x1/90.webp',
  ]) {
    const error = await expectError(`${PLATFORM_URL}${traversal}`, [400, 404]);
    expect(error).not.toContain('primedia-plus-web');
  }
  expect((await request.get(`${PLATFORM_URL}/health`)).status()).toBe(200);
});
