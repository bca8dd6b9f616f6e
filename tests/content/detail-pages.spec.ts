/**
 * Content detail pages in Chromium against the real content API: every typename renders its seeded content,
 * the 160-episode podcast pages to its last episode, news blocks of every kind, competition links, static
 * pages, microsites, the draft preview, not-found and connection-error states, playback, axe and both widths.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import {
  detailById,
  detailByUrl,
  expectLiveIn,
  expectPlaying,
  mediaState,
  TYPENAMES,
  urlsByTypename,
  type DetailSummary,
} from './content.helpers';
import { signInThroughApp } from '../auth/auth.helpers';
import { PLATFORM_URL } from '../support/ports';
import { onMedia } from '../support/media';

const MONEY_HOUR = '/podcasts/the-money-hour-podcast';

/** Axe on the page's main content, or on the whole page (layout and mini player included). */
async function expectNoAxeViolations(page: Page, scope: 'main' | 'page' = 'main') {
  const axe = axeScan(page);
  const result = await (scope === 'main' ? axe.include('main') : axe).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('every content typename renders its seeded content, with metadata, title and no axe violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const urls = await urlsByTypename();
  expect(Object.keys(urls).sort()).toEqual([...TYPENAMES].sort());
  for (const typename of TYPENAMES) {
    const url = urls[typename] as string;
    const item = (await detailByUrl(url)) as DetailSummary;
    const heading = typename === 'StaticPage' ? (item.title ?? item.headline) : item.headline;
    await page.goto(url);
    // A competition's path is also its microsite's (/competitions/{name}), which shows the competition.
    const main = page.locator(
      typename === 'Competition' ? `main[data-microsite="${url}"]` : `main[data-typename="${typename}"]`,
    );
    await expect(main, `${typename} at ${url}`).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | Primedia+`);
    if (typename !== 'StaticPage' && typename !== 'Competition') {
      const time = main.locator('.content-meta time');
      await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await expect(time).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    }
    await expectNoAxeViolations(page);
  }
});

test('the podcast page loads more episodes until the last of the 160 Money Hour episodes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(MONEY_HOUR);
  const list = page.locator('.podcast-episodes__item');
  await expect(list).toHaveCount(10);
  await expect(page.getByText('Showing 10 of 160 episodes')).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more' });
  let pages = 1;
  while (await more.isVisible()) {
    await more.click();
    pages++;
    await expect(list).toHaveCount(Math.min(pages * 10, 160));
  }
  expect(pages).toBe(16);
  await expect(page.getByText('Showing 160 of 160 episodes')).toBeVisible();
  await expect(list.last()).toContainText('Ep 1:');
  await expect(list.first()).toContainText('Ep 160:');
  // Focus moved to the first episode of the last page loaded.
  await expect(list.nth(150)).toBeFocused();
});

test('an episode plays in the page player; a premium episode asks an anonymous listener to register', async ({
  page,
}) => {
  await page.goto(MONEY_HOUR);
  const first = page.locator('.podcast-episodes__item').first();
  await expect(first).toContainText('Ep 160:');
  await first.getByRole('button', { name: /^Play Ep 160:/ }).click();
  await expectPlaying(page);
  await expect(first.getByRole('button', { name: /^Pause Ep 160:/ })).toBeVisible();

  // The seed's five newest-numbered early-access episodes are Audiostar+ (premium): anonymous -> wall, no play.
  await page.goto(`${MONEY_HOUR}/episode-3`);
  await expect(page.locator('main[data-typename="PodcastEpisode"] h1')).toContainText('Ep 3:');
  await expect(page.locator('.content-badge', { hasText: 'Audiostar+' })).toBeVisible();
  await page
    .locator('.content-header')
    .getByRole('button', { name: /^Play Ep 3:/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('redirect-url')))
    .toBe(`${MONEY_HOUR}/episode-3`);
  const playing = await onMedia(page, (media) => {
    return media ? !media.paused : false;
  });
  expect(playing).toBe(false);
});

test('news articles show every block kind; the Brightcove block plays video', async ({ page }) => {
  const fourKinds = await detailById('news-0012'); // rich text, image section, quote, Brightcove
  await page.goto(fourKinds._url);
  const blocks = page.locator('.news-blocks');
  await expect(blocks.locator('.news-block--text').first()).toContainText('told us what the change means');
  await expect(blocks.locator('figure.news-block--image img')).toBeVisible();
  await expect(blocks.locator('figure.news-block--quote blockquote')).not.toBeEmpty();
  const video = blocks.locator('.news-block--video');
  await expect(video.getByRole('heading', { name: 'Watch the report' })).toBeVisible();
  await video.getByRole('button', { name: /^Watch / }).click();
  await expectPlaying(page);
  const isVideo = await onMedia(page, (media) => {
    return (media?.videoWidth ?? 0) > 0;
  });
  expect(isVideo).toBe(true);

  const embed = await detailById('news-0017'); // the embed block
  await page.goto(embed._url);
  const card = page.locator('.news-block--embed .embed-card');
  await expect(card).toBeVisible();
  const href = await card.locator('a.embed-card__link').getAttribute('href');
  expect(href).toMatch(/^\/(audio|video|podcasts|shows|news)\//);
  await card.locator('a.embed-card__link').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main[data-typename] h1')).toBeVisible();
});

test('competitions link to their internal page or open the partner site in a new tab', async ({ page }) => {
  await page.goto('/competitions/jozi-foodie-tour');
  const external = page.getByRole('link', { name: /Enter on partner site \(opens in a new tab\)/ }).first();
  await expect(external).toHaveAttribute('href', 'https://competitions.example.com/jozi-foodie-tour');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await expect(page.locator('main h1')).toHaveText('Jozi Foodie Tour');
  await expect(page.getByRole('heading', { name: 'More competitions' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/competitions/win-a-weekend-in-the-winelands');
  const internal = page.locator('.content-entry').getByRole('link', { name: 'Enter now' });
  await expect(internal).toHaveAttribute('href', '/sites/summer-sounds');
  await internal.click();
  await expect(page).toHaveURL(/\/sites\/summer-sounds$/);
  await expect(page.locator('main h1')).toHaveText('Summer Sounds');
});

test('the summer microsite shows its reels', async ({ page }) => {
  await page.goto('/sites/summer-sounds');
  await expect(page.locator('main h1')).toHaveText('Summer Sounds');
  for (const title of ['Summer highlights', 'Summer competitions', 'Beach listening', 'Summer news']) {
    const reel = page.getByRole('region', { name: title });
    await expect(reel).toBeVisible();
    expect(await reel.getByRole('listitem').count()).toBeGreaterThan(0);
  }
  await expect(page).toHaveTitle('Summer Sounds | Primedia+');
  await expectNoAxeViolations(page);
});

test('a static page shows its sanitised content', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('main h1')).toHaveText('Terms and conditions');
  await expect(page.locator('.rich-text h2')).toHaveText('Using Primedia+');
  await expect(page.locator('.rich-text ol li')).toHaveCount(3);
});

test('the draft is visible only as a preview for an editor, marked as one', async ({ page }) => {
  await signInThroughApp(page, 'editor@example.com');
  await page.goto('/preview/news-0044');
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
  const h1 = page.locator('main h1');
  await expect(h1).toHaveText('Heatwave warning for Paarl this weekend');
  await expect(page).toHaveTitle('Preview: Heatwave warning for Paarl this weekend | Primedia+');
  await expectNoAxeViolations(page);
  // The same draft is not published: its own URL is not found.
  expect(await detailByUrl('/news/weather/heatwave-warning-for-paarl-this-weekend-44')).toBeNull();
  await page.goto('/news/weather/heatwave-warning-for-paarl-this-weekend-44');
  await expect(page.locator('main[data-state="not-found"] h1')).toHaveText('We could not find this page');
});

test('a one-segment site path previews as the page it is, for anyone', async ({ page }) => {
  await page.goto('/preview/about');
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
  const about = (await detailByUrl('/about')) as DetailSummary;
  await expect(page.locator('main h1')).toHaveText(about.title ?? about.headline);
  await expect(page.locator('main[data-state="not-found"]')).toHaveCount(0);
  await page.goto('/preview/no-such-thing');
  await expect(page.locator('main[data-state]')).toBeVisible();
});

test('an unknown path shows not found; a failed request shows a retry state that recovers', async ({
  page,
}) => {
  await page.goto('/no/such/content-here');
  await expect(page.locator('main[data-state="not-found"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Explore' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  // The server renders a page it is asked for with its content; the app asks the content API itself when the
  // listener follows a link from there, and that request is the one that fails (the API alone: the app's code
  // loads). The competition's rules link to the terms.
  await page.goto('/competitions/jozi-foodie-tour');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  const api = `${PLATFORM_URL}/graphql**`;
  await page.route(api, (route) => route.abort('internetdisconnected'));
  await page.locator('main').getByRole('link', { name: 'terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('main[data-state="connection-error"] h1')).toHaveText('No connection');
  await page.unroute(api);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main h1')).toHaveText('Terms and conditions');
});

test('a show page plays its station live and stops it; an audio clip plays on demand; no axe violation while playing', async ({
  page,
}) => {
  await page.goto('/shows/702/money');
  await expect(page.locator('main[data-typename="RadioDetail"] h1')).toHaveText('The Money Hour');
  await page.getByRole('button', { name: 'Listen live on 702' }).click();
  await expectPlaying(page);
  await expectLiveIn(page, '702');
  await expectNoAxeViolations(page, 'page');
  await page.getByRole('button', { name: 'Stop 702 live' }).click();
  await expect.poll(async () => (await mediaState(page))?.paused).toBe(true);

  const urls = await urlsByTypename();
  const clip = (await detailByUrl(urls.AudioTeaserDetail as string)) as DetailSummary;
  expect(clip.premium).toBe(false);
  await page.goto(urls.AudioTeaserDetail as string);
  await page
    .locator('.content-header')
    .getByRole('button', { name: `Play ${clip.headline}` })
    .click();
  await expectPlaying(page);
  await expect(
    page.locator('.content-header').getByRole('button', { name: `Pause ${clip.headline}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'page');
});

test('a competition page shows its artwork once and one call to enter it', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/competitions/jozi-foodie-tour');
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText('Jozi Foodie Tour');
    await expect(main.getByRole('heading', { name: 'More competitions' })).toBeVisible();
    // One way in: the entry link under the rules, none repeated for the same competition in a reel.
    const entries = main.getByRole('link', { name: /^Enter/ });
    const names = await entries.evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
    expect(names.filter((name) => !/ for /.test(name))).toHaveLength(1);
    expect(names.filter((name) => / for Jozi Foodie Tour/.test(name))).toEqual([]);
    await main.locator('.content-entry .content-button').scrollIntoViewIfNeeded();
    await expect(main.locator('.content-entry .content-button')).toBeVisible();
    // The header's artwork is not shown again in the body (the prize has a picture of its own).
    const pictures = await main
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).currentSrc.match(/\/images\/([^/]+)\//)?.[1] ?? ''),
      );
    const header = pictures[0];
    expect(header).toBeTruthy();
    expect(pictures.filter((id) => id === header)).toHaveLength(1);
  }
});
