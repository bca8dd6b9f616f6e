/**
 * Rights live on the platform (docs/design.md, "Security rules"), checked against the real test platform:
 * - the catalog resolves premium media only for an Audiostar+ token (anonymous 401, free 403);
 * - the premium playlist, each rung's playlist and each of its segments answer only a signed URL: unsigned (with or without a
 *   listener's token), tampered and expired URLs get 403. Expired URLs are made with the platform's own signing
 *   module and the test platform's secret, and the same helper with a future expiry is accepted, so the 403 is
 *   the expiry alone;
 * - the Audiostar+ listener plays premium media in the app through signed URLs, with both stream engines, and
 *   playback whose links stop working resumes with fresh ones from the catalog;
 * - a listener whose app wrongly believes they are Audiostar+ still meets the paywall (the catalog's 403);
 * - drafts: getPreviewById(isPreview: true) refuses anonymous and free callers, answers the editor, and the
 *   preview page shows the draft to the editor only.
 */
import { expect, test, type Page } from '@playwright/test';
import { readConfig } from '../../server/config';
import { getSeed } from '../../server/seed';
import { createMediaSigner, readSigningSecret } from '../../server/media/signing';
import { sessionOf, signInThroughApp } from '../auth/auth.helpers';
import { expectPlaying, mediaState } from '../content/content.helpers';
import { tokenFor } from '../platform/identity.helpers';
import { graphql } from '../support/graphql';
import { PLATFORM_URL, testPlatformEnv } from '../support/ports';
import { USER_KEY } from '../walls/walls.helpers';
import { onMedia } from '../support/media';

const seed = getSeed();
const premiumItem = seed.content.find(
  (c) => c.typename === 'AudioTeaserDetail' && c.premium && !c.draft && c.mediaId,
);
const PREMIUM_ID = premiumItem?.mediaId ?? '';
const freeMedia = seed.media.find((m) => m.kind === 'audio' && !m.premium);
const CATALOG = `${PLATFORM_URL}/playback/v1/accounts/primedia-local/videos`;
const DRAFT_QUERY = 'query($id: ID!) { getPreviewById(id: $id, isPreview: true) { _id headline } }';

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

async function catalog(mediaId: string, token?: string) {
  const res = await fetch(`${CATALOG}/${mediaId}`, { headers: bearer(token) });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function signedSource(token: string): Promise<URL> {
  const { status, body } = await catalog(PREMIUM_ID, token);
  expect(status).toBe(200);
  const src = (body as { sources: { src: string }[] }).sources[0]?.src;
  if (!src) throw new Error('the catalog reply has no source');
  return new URL(src);
}

const statusOf = async (url: string | URL, token?: string) =>
  (await fetch(url, { headers: bearer(token) })).status;

/** The segment URIs of a playlist, absolute. */
function segmentsOf(playlist: string): URL[] {
  return playlist
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri) => new URL(uri, PLATFORM_URL));
}

const unsigned = (url: URL) => new URL(url.pathname, url.origin);

test.beforeAll(() => {
  expect(premiumItem, 'the seed has a premium audio clip').toBeDefined();
  expect(freeMedia).toBeDefined();
});

test('the catalog resolves premium media only for an Audiostar+ token', async ({ browser, request }) => {
  expect(await catalog(PREMIUM_ID)).toMatchObject({
    status: 401,
    body: [{ error_code: 'ACCESS_DENIED', error_subcode: 'TOKEN_REQUIRED' }],
  });
  expect((await catalog(PREMIUM_ID, 'not-a-token')).status).toBe(401);
  const free = await tokenFor(browser, request, 'listener@example.com');
  expect(await catalog(PREMIUM_ID, free)).toMatchObject({
    status: 403,
    body: [{ error_code: 'ACCESS_DENIED', error_subcode: 'OFFERS' }],
  });
  const src = await signedSource(await tokenFor(browser, request, 'premium@example.com'));
  expect(src.pathname).toBe(`/media/vod/${PREMIUM_ID}/index.m3u8`);
  expect(src.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Free media stay public and unsigned.
  const freeReply = await catalog(freeMedia?.mediaId ?? '');
  expect(freeReply.status).toBe(200);
  const freeSrc = new URL((freeReply.body as { sources: { src: string }[] }).sources[0]?.src ?? '');
  expect(freeSrc.search).toBe('');
  expect(await statusOf(freeSrc)).toBe(200);
});

test('the premium playlist and every segment refuse unsigned, tampered and expired URLs', async ({
  browser,
  request,
}) => {
  const free = await tokenFor(browser, request, 'listener@example.com');
  const premium = await tokenFor(browser, request, 'premium@example.com');
  const src = await signedSource(premium);

  const multivariant = await fetch(src);
  expect(multivariant.status).toBe(200);
  expect(multivariant.headers.get('cache-control')).toBe('private, no-store');
  // The multivariant playlist lists each rung's playlist under the media's own path, each signed.
  const rungs = segmentsOf(await multivariant.text());
  expect(rungs.length).toBeGreaterThanOrEqual(3);
  for (const rung of rungs) {
    expect(rung.pathname).toMatch(new RegExp(`^/media/vod/${PREMIUM_ID}/\\w+\\.m3u8$`));
    expect(rung.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusOf(unsigned(rung))).toBe(403);
  }
  const playlist = await fetch(rungs[0] as URL);
  expect(playlist.status).toBe(200);
  expect(playlist.headers.get('cache-control')).toBe('private, no-store');
  const segments = segmentsOf(await playlist.text());
  expect(segments.length).toBeGreaterThan(10);
  for (const segment of segments) {
    // The premium media's own segments, each signed; never the public pool.
    expect(segment.pathname.startsWith(`/media/vod/${PREMIUM_ID}/`), segment.pathname).toBe(true);
    expect(segment.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }
  const first = segments[0] as URL;
  const last = segments.at(-1) as URL;
  expect(await statusOf(first)).toBe(200);
  expect(await statusOf(last)).toBe(200);

  // Unsigned, whoever asks: anonymous, a free listener's token, even the premium listener's own token.
  for (const url of [unsigned(src), unsigned(first), unsigned(last)]) {
    for (const token of [undefined, free, premium]) {
      const res = await fetch(url, { headers: bearer(token) });
      expect(res.status, url.pathname).toBe(403);
      expect(await res.text()).toContain('Audiostar+');
    }
  }

  // Tampered: another signature, a later expiry, another segment's signature.
  const tampered = (url: URL, change: (params: URLSearchParams) => void) => {
    const copy = new URL(url);
    change(copy.searchParams);
    return copy;
  };
  const flip = (sig: string) => `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
  for (const url of [src, first]) {
    const cases = [
      tampered(url, (p) => p.set('sig', flip(p.get('sig') ?? ''))),
      tampered(url, (p) => p.set('exp', String(Number(p.get('exp')) + 3600))),
    ];
    for (const bad of cases) {
      const res = await fetch(bad);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('signature of this media URL is not valid');
    }
  }
  const swapped = new URL(last);
  swapped.search = first.search;
  expect(await statusOf(swapped)).toBe(403);

  // Expired: signed by the platform's own module with the test platform's secret.
  const secret = readSigningSecret(readConfig(testPlatformEnv()).dataDir);
  if (!secret) throw new Error('the test platform has no media signing secret');
  const signer = createMediaSigner(secret);
  const now = Math.floor(Date.now() / 1000);
  for (const url of [src, first]) {
    const fresh = new URL(signer.sign(url.pathname, now + 60), PLATFORM_URL);
    expect(await statusOf(fresh), 'the helper signs as the platform does').toBe(200);
    const expired = await fetch(new URL(signer.sign(url.pathname, now - 1), PLATFORM_URL));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('expired');
  }
});

async function playPremiumItem(page: Page, engine: 'native' | 'hlsjs') {
  await page.goto(`${premiumItem?._url}?engine=${engine}`);
  await page
    .locator('.content-header')
    .getByRole('button', { name: /^Play / })
    .click();
}

for (const engine of ['native', 'hlsjs'] as const) {
  test(`the Audiostar+ listener plays premium media through signed URLs (${engine})`, async ({ page }) => {
    const catalogAuth: (string | undefined)[] = [];
    const segments: { url: string; status: number }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${CATALOG}/${PREMIUM_ID}`) && r.method() === 'GET')
        catalogAuth.push(r.headers().authorization);
    });
    page.on('response', (r) => {
      if (r.url().includes(`/media/vod/${PREMIUM_ID}/`) && r.url().includes('.ts'))
        segments.push({ url: r.url(), status: r.status() });
    });
    await signInThroughApp(page, 'premium@example.com');
    await playPremiumItem(page, engine);
    await expectPlaying(page);
    expect(catalogAuth).toEqual([expect.stringMatching(/^Bearer \S+$/)]);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      expect(segment.url).toMatch(/\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
      expect([200, 206]).toContain(segment.status);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('premium playback whose segment links stop working resumes with fresh links from the catalog', async ({
  page,
}) => {
  const catalogReplies: number[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${CATALOG}/${PREMIUM_ID}`) && r.request().method() === 'GET')
      catalogReplies.push(r.status());
  });
  await signInThroughApp(page, 'premium@example.com');
  await playPremiumItem(page, 'hlsjs');
  await expectPlaying(page);
  // From now until the catalog is asked again, the links handed out so far answer as expired ones do.
  await page.route(`**/media/vod/${PREMIUM_ID}/*/*/*.ts*`, (route) =>
    catalogReplies.length < 2
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: '{"error":"expired","status":403}',
        })
      : route.continue(),
  );
  const target = await onMedia(page, (element) => {
    if (!element) return 0;
    element.currentTime = element.duration * 0.6; // needs a segment that is not buffered yet
    return element.currentTime;
  });
  await expect.poll(() => catalogReplies.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  // One new ask per expiry, not a storm: a segment request that left with an old link while the fresh ones were
  // on their way may cost one more ask.
  expect(catalogReplies.length).toBeLessThanOrEqual(3);
  expect(catalogReplies.every((status) => status === 200)).toBe(true);
  await expectPlaying(page);
  await expect
    .poll(async () => (await mediaState(page))?.time ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(target);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a free listener whose app believes they are Audiostar+ still gets the paywall, not the media', async ({
  page,
}) => {
  await signInThroughApp(page, 'listener@example.com');
  // A stale or edited client view: the stored profile claims Audiostar+, so the client's own check lets play go.
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { profile?: Record<string, unknown> };
    stored.profile = { ...stored.profile, audiostar_plus: true };
    localStorage.setItem(key, JSON.stringify(stored));
  }, USER_KEY);
  await page.reload();
  await expect.poll(() => sessionOf(page).then((s) => s?.user?.audiostarPlus)).toBe(true);
  const catalogStatus: number[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${CATALOG}/${PREMIUM_ID}`) && r.request().method() === 'GET')
      catalogStatus.push(r.status());
  });
  await playPremiumItem(page, 'native');
  await expect(page.getByRole('dialog', { name: 'Upgrade to Audiostar+' })).toBeVisible();
  expect(catalogStatus).toEqual([403]);
  expect((await mediaState(page))?.paused ?? true).toBe(true);
});

test('drafts are previewed only by an editor', async ({ browser, request }) => {
  const preview = (token?: string) =>
    graphql<{ getPreviewById: { _id: string } | null }>(DRAFT_QUERY, {
      variables: { id: 'news-0044' },
      token,
    });
  const anonymous = await preview();
  expect(anonymous.data?.getPreviewById ?? null).toBeNull();
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  for (const email of ['listener@example.com', 'premium@example.com']) {
    const refused = await preview(await tokenFor(browser, request, email));
    expect(refused.data?.getPreviewById ?? null, email).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code, email).toBe('FORBIDDEN');
  }
  const edited = await preview(await tokenFor(browser, request, 'editor@example.com'));
  expect(edited.errors).toBeUndefined();
  expect(edited.data?.getPreviewById?._id).toBe('news-0044');
});

test('the preview page explains itself to a listener and shows the draft to the editor', async ({ page }) => {
  await page.goto('/preview/news-0044');
  const refused = page.locator('main[data-state="editors-only"]');
  await expect(refused.getByRole('heading', { level: 1 })).toHaveText('This preview is for editors');
  await expect(refused.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/user/login?return=%2Fpreview%2Fnews-0044',
  );
  await expect(page.getByText('Heatwave warning for Paarl')).toHaveCount(0);

  await signInThroughApp(page, 'editor@example.com');
  await page.goto('/preview/news-0044');
  await expect(page.locator('main h1')).toHaveText('Heatwave warning for Paarl this weekend');
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
});
