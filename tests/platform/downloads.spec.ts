/**
 * The single-file renditions that downloads use (server/media/downloads.ts), against the real test platform:
 * the catalog lists an audio/mp4 source beside HLS for every on-demand item (none for live); the file answers
 * HEAD and GET with its length, byte ranges with 206 and the exact bytes, a range past the end with 416; a
 * premium item's file answers only the signed URL an Audiostar+ token got from the catalog; and the file is
 * real audio of the item's length, which Chromium plays.
 */
import { expect, test } from '@playwright/test';
import { getSeed } from '../../server/seed';
import { tokenFor } from './identity.helpers';
import { APP_URL, PLATFORM_URL } from '../support/ports';

const seed = getSeed();
const CATALOG = `${PLATFORM_URL}/playback/v1/accounts/primedia-local/videos`;
const freeAudio = seed.media.find((m) => m.kind === 'audio' && !m.premium && (m.durationSeconds ?? 0) > 0);
const premiumAudio = seed.media.find((m) => m.kind === 'audio' && m.premium);
const video = seed.media.find((m) => m.kind === 'video' && !m.premium && !m.geoBlocked);
const live = seed.media.find((m) => m.kind === 'live');

interface Source {
  src: string;
  type: string;
}

async function sourcesOf(mediaId: string, token?: string): Promise<Source[]> {
  const res = await fetch(`${CATALOG}/${mediaId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sources: Source[] }).sources;
}

const downloadOf = async (mediaId: string, token?: string) => {
  const source = (await sourcesOf(mediaId, token)).find((s) => s.type === 'audio/mp4');
  if (!source) throw new Error(`no audio/mp4 source for ${mediaId}`);
  return source.src;
};

test.beforeAll(() => {
  expect(freeAudio && premiumAudio && video && live, 'the seed has every kind of media').toBeTruthy();
});

test('the catalog lists a download for on-demand items only', async () => {
  expect(await downloadOf(freeAudio?.mediaId ?? '')).toBe(
    `${PLATFORM_URL}/media/download/${freeAudio?.mediaId}.m4a`,
  );
  expect(await downloadOf(video?.mediaId ?? '')).toMatch(/\/media\/download\/.+\.m4a$/);
  const liveSources = await sourcesOf(live?.mediaId ?? '');
  expect(liveSources.map((s) => s.type)).toEqual(['application/x-mpegURL']);
});

test('a download has its length, byte ranges and a 416 past the end', async () => {
  const url = await downloadOf(freeAudio?.mediaId ?? '');
  const head = await fetch(url, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toBe('audio/mp4');
  expect(head.headers.get('accept-ranges')).toBe('bytes');
  const size = Number(head.headers.get('content-length'));
  // 64 kb/s AAC: roughly 5 to 9 KB a second of audio.
  const seconds = freeAudio?.durationSeconds ?? 0;
  expect(size).toBeGreaterThan(seconds * 4_000);
  expect(size).toBeLessThan(seconds * 10_000);

  const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
  expect(whole.length).toBe(size);
  expect(whole.subarray(4, 8).toString('latin1')).toBe('ftyp');

  const from = Math.floor(size * 0.4);
  const part = await fetch(url, { headers: { range: `bytes=${from}-${from + 999}` } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes ${from}-${from + 999}/${size}`);
  expect(part.headers.get('content-length')).toBe('1000');
  expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(from, from + 1000))).toBe(true);

  const rest = await fetch(url, { headers: { range: `bytes=${from}-` } });
  expect(rest.status).toBe(206);
  expect(Buffer.from(await rest.arrayBuffer()).equals(whole.subarray(from))).toBe(true);

  const past = await fetch(url, { headers: { range: `bytes=${size}-` } });
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
});

test('a premium download answers only the signed URL an Audiostar+ token gets', async ({
  browser,
  request,
}) => {
  const path = `/media/download/${premiumAudio?.mediaId}.m4a`;
  expect((await fetch(`${PLATFORM_URL}${path}`)).status).toBe(403);
  const free = await tokenFor(browser, request, 'listener@example.com');
  expect(
    (await fetch(`${CATALOG}/${premiumAudio?.mediaId}`, { headers: { authorization: `Bearer ${free}` } }))
      .status,
  ).toBe(403);
  expect(
    (await fetch(`${PLATFORM_URL}${path}`, { headers: { authorization: `Bearer ${free}` } })).status,
  ).toBe(403);

  const premium = await tokenFor(browser, request, 'premium@example.com');
  const signed = new URL(await downloadOf(premiumAudio?.mediaId ?? '', premium));
  expect(signed.pathname).toBe(path);
  const ok = await fetch(signed, { headers: { range: 'bytes=0-99' } });
  expect(ok.status).toBe(206);
  expect(ok.headers.get('cache-control')).toBe('private, no-store');
  const tampered = new URL(signed);
  tampered.searchParams.set('exp', String(Number(signed.searchParams.get('exp')) + 60));
  expect((await fetch(tampered)).status).toBe(403);
});

test('the app reads the length and ranges across origins, and Chromium plays the file to its length', async ({
  page,
}) => {
  const url = await downloadOf(video?.mediaId ?? '');
  await page.goto(`${APP_URL}/`);
  const seen = await page.evaluate(async (src) => {
    const res = await fetch(src, { headers: { range: 'bytes=10-19' } });
    await res.arrayBuffer();
    const audio = new Audio(src);
    await new Promise((resolve, reject) => {
      audio.onloadedmetadata = resolve;
      audio.onerror = () => reject(new Error(`media error ${audio.error?.code}`));
    });
    return { status: res.status, range: res.headers.get('content-range'), duration: audio.duration };
  }, url);
  expect(seen.status).toBe(206);
  expect(seen.range).toMatch(/^bytes 10-19\/\d+$/);
  expect(seen.duration).toBeCloseTo(video?.durationSeconds ?? 0, 0);
});

test('bad download paths get clear errors', async () => {
  expect((await fetch(`${PLATFORM_URL}/media/download/nope.m4a`)).status).toBe(404);
  expect((await fetch(`${PLATFORM_URL}/media/download/${live?.mediaId}.m4a`)).status).toBe(404);
  expect((await fetch(`${PLATFORM_URL}/media/download/a%20b.m4a`)).status).toBe(400);
  expect((await fetch(`${PLATFORM_URL}/media/download/${freeAudio?.mediaId}.mp3`)).status).toBe(404);
  expect(
    (await fetch(`${PLATFORM_URL}/media/download/${freeAudio?.mediaId}.m4a`, { method: 'POST' })).status,
  ).toBe(405);
});
