/**
 * Catch-up from the programme guide (issue 15): every show that started inside the station's window is marked
 * and plays from its start, in the host app's guide page and in the partner widget.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { mediaTime } from '../support/media';

/** A show of `guide` that ended inside the window (not the one on air), going back a day when today has none. */
async function pastCatchUpShow(guide: Locator): Promise<Locator> {
  const past = guide.locator('li[data-catch-up="true"]:not([aria-current])');
  await expect(guide.locator('li').first()).toBeVisible();
  if ((await past.count()) === 0) {
    await guide.getByRole('button', { name: /^Yesterday/ }).click();
    await expect(guide.locator('li[data-catch-up="true"]').first()).toBeVisible();
  }
  return past.last();
}

function catchUpRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/catchup/')) urls.push(request.url());
  });
  return urls;
}

test('a past show from the guide page plays from its start', async ({ page }) => {
  test.setTimeout(90_000);
  const requests = catchUpRequests(page);
  await page.goto('/station/702/guide?engine=hlsjs');
  const guide = page.getByRole('region', { name: /programme guide/ });
  const show = await pastCatchUpShow(guide);
  const headline = (await show.getByRole('heading').textContent())?.trim() ?? '';
  const start = Number(await show.getAttribute('data-start'));
  await show.getByRole('button', { name: `Catch up: ${headline}`, exact: true }).click();

  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  expect(new URL(requests[0] ?? 'http://x/').searchParams.get('from')).toBe(String(start));
  await expect(mini.getByText(headline, { exact: true })).toBeVisible();
  await expect(mini.getByRole('button', { name: 'Go live' })).toBeVisible();
  // "-h:mm:ss" behind live: as far back as the show's start, give or take what has played.
  const behind = ((await mini.locator('[part="behind"]').textContent()) ?? '')
    .replace('-', '')
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
  expect(Math.abs(behind - (Date.now() / 1000 - start))).toBeLessThan(30);
  await expect(mini.getByRole('slider', { name: 'Seek' })).toBeVisible();
});

test('the guide widget marks the shows that play from their start', async ({ page }) => {
  await page.goto(`${DEMO_URL}/station.html`);
  const guide = page.locator('primedia-programme-guide[station="947"]');
  const current = guide.locator('li[aria-current="true"]');
  await expect(current).toBeVisible();
  // The show on air started inside the window; shows still to come did not.
  await expect(current.getByRole('button', { name: /^From the start: / })).toBeVisible();
  // Tomorrow's shows are all still to come (today may have none left after the one on air).
  await guide.getByRole('button', { name: /^Tomorrow/ }).click();
  await expect(guide.locator('li').first()).toBeVisible();
  await expect(guide.locator('li[data-catch-up]')).toHaveCount(0);
  await expect(guide.getByRole('button', { name: /^(From the start|Catch up): / })).toHaveCount(0);
});
