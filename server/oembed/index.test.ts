import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { HttpError, sendError } from '../http/respond';
import { getSeed } from '../seed';
import { createOembed } from '.';

const config = readConfig({ APP_PORT: '5173' });
const app = config.appOrigin;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const { handler } = createOembed({ config, seed: getSeed() });
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://platform.invalid');
    Promise.resolve()
      .then(() => handler(req, res, url))
      .catch((error: unknown) => {
        if (error instanceof HttpError) sendError(res, error.status, error.message);
        else sendError(res, 500, String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oembed`;
});
afterAll(() => server.close());

const ask = (params: Record<string, string>) => fetch(`${base}?${new URLSearchParams(params)}`);

describe('the oEmbed endpoint', () => {
  it("answers a station page's link with a rich iframe of its embed page", async () => {
    const response = await ask({ url: `${app}/station/kfm`, format: 'json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'KFM 94.5 live',
      provider_name: 'Primedia+',
      width: 400,
      height: 120,
    });
    expect(body.html).toBe(
      `<iframe src="${app}/embed/station/kfm" width="400" height="120" title="KFM 94.5 live"` +
        ` style="border:0;max-width:100%" allow="autoplay; encrypted-media" loading="lazy"></iframe>`,
    );
  });

  it("answers a podcast page's link with its episode list, bounded by maxwidth and maxheight", async () => {
    const response = await ask({
      url: `${app}/podcasts/the-money-hour-podcast`,
      maxwidth: '320',
      maxheight: '300',
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'The Money Hour Podcast', width: 320, height: 300 });
    expect(body.html).toContain(`src="${app}/embed/podcast/the-money-hour-podcast" width="320" height="300"`);
  });

  it('says 404 for a link it has nothing for, and 501 for a format other than JSON', async () => {
    for (const url of [
      `${app}/station/nope`,
      `${app}/podcasts/no-such-podcast`,
      `${app}/news`,
      'https://elsewhere.example/station/702',
      'not a link',
    ]) {
      const response = await ask({ url });
      expect(response.status, url).toBe(404);
      expect(((await response.json()) as { error: string }).error, url).toContain('Nothing to embed');
    }
    const missing = await ask({});
    expect(missing.status).toBe(404);
    const xml = await ask({ url: `${app}/station/702`, format: 'xml' });
    expect(xml.status).toBe(501);
    expect(((await xml.json()) as { error: string }).error).toBe('Only format=json is offered, not "xml"');
  });

  it('refuses a size that is not a whole number of pixels', async () => {
    const response = await ask({ url: `${app}/station/702`, maxwidth: '-5' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('maxwidth');
  });
});
