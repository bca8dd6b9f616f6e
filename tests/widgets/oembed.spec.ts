/**
 * A CMS that takes no scripts (WordPress): the author pastes a station link, the CMS reads the page's oEmbed
 * discovery link, asks the endpoint, and puts the answer's iframe into the post (docs/widgets.md, "Iframe and
 * oEmbed"). The live player plays inside the frame, on the partner's origin.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Frame } from '@playwright/test';
import { allMedia } from '../support/media';
import { APP_URL, DEMO_URL } from '../support/ports';

/** The frame's media clock: the current time of its one media element (0 before the first play). */
async function frameMediaTime(frame: Frame): Promise<number> {
  const all = await frame.evaluateHandle(allMedia);
  try {
    return await all.evaluate((media) => media[0]?.currentTime ?? 0);
  } finally {
    await all.dispose();
  }
}

test('a WordPress post embeds a pasted station link through oEmbed, and the live player plays in the frame', async ({
  page,
  request,
}) => {
  // The post's source as the author wrote it: the link on a line of its own.
  const pasted = /<div class="wp-block-embed__wrapper">\s*<a href="([^"]+)"/.exec(
    (await readFile(new URL('../../demo/wordpress.html', import.meta.url), 'utf8')).replaceAll(
      '%VITE_APP_URL%',
      APP_URL,
    ),
  )?.[1];
  expect(pasted).toBe(`${APP_URL}/station/702`);

  // What the CMS does on its server: the page's discovery link, then the endpoint's answer.
  const html = await (await request.get(pasted ?? '')).text();
  const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
  expect(discovery).toBeDefined();
  const endpoint = (discovery ?? '').replaceAll('&amp;', '&');
  const answer = await request.get(`${endpoint}&maxwidth=640`);
  expect(answer.status()).toBe(200);
  const oembed = (await answer.json()) as { type: string; html: string; width: number; height: number };
  expect(oembed).toMatchObject({ type: 'rich', width: 400, height: 120 });

  // What the CMS publishes (the demo's server plays the CMS): the block with the answer's html in place of the link.
  const source = await (await request.get(`${DEMO_URL}/wordpress.html`)).text();
  expect(source).toContain(oembed.html);
  await page.goto(`${DEMO_URL}/wordpress.html`);

  const iframe = page.locator('iframe[title="702 live"]');
  await expect(iframe).toBeInViewport();
  const player = page.frameLocator('iframe[title="702 live"]');
  await expect(player.getByText('LIVE')).toBeVisible({ timeout: 15_000 });
  await player.getByRole('button', { name: /^Play/ }).click();
  await expect(player.getByRole('button', { name: /^Stop/ })).toBeVisible({ timeout: 20_000 });

  const frame = await (await iframe.elementHandle())?.contentFrame();
  expect(frame?.url()).toBe(`${APP_URL}/embed/station/702`);
  const clock = () => frameMediaTime(frame as Frame);
  await expect.poll(clock, { timeout: 20_000 }).toBeGreaterThan(0);
  const started = await clock();
  await expect.poll(clock, { timeout: 10_000 }).toBeGreaterThan(started + 0.5);
});
