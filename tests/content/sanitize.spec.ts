/**
 * CMS HTML sanitising in real Chromium (docs/design.md, "Content and API failures": DOMPurify is unsafe to test under happy-dom). The
 * seeded hostile article must render without running anything, and the app's own sanitiser module (loaded from
 * the dev server) must neutralise attack fixtures in the style of DOMPurify's own: script, event handlers,
 * javascript: and data: links, style, form, DOM clobbering, SVG and MathML tricks, and mutation XSS. Every
 * payload tries to set `window.__primediaPwned`; an execution canary checks it stays undefined.
 */
import { expect, test } from '@playwright/test';
import { detailById } from './content.helpers';
import { networkQuiet } from '../support/quiet';

const FIXTURES: string[] = [
  '<script>window.__primediaPwned = 1</script>',
  '<img src=x onerror="window.__primediaPwned = 2">',
  '<svg><script>window.__primediaPwned = 3</script></svg>',
  '<svg onload="window.__primediaPwned = 4"></svg>',
  '<svg><animate onbegin="window.__primediaPwned = 5" attributeName="x" dur="1s"></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__primediaPwned = 6"></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:window.__primediaPwned=7">x</mi></math>',
  '<a href="javascript:window.__primediaPwned=8">click</a>',
  '<a href="JaVaScRiPt&colon;window.__primediaPwned=9">click</a>',
  '<a href="&#106;avascript:window.__primediaPwned=10">click</a>',
  '<a href="data:text/html,<script>parent.__primediaPwned=11</script>">data</a>',
  '<iframe src="javascript:parent.__primediaPwned=12"></iframe>',
  '<iframe srcdoc="<script>parent.__primediaPwned=13</script>"></iframe>',
  '<object data="javascript:window.__primediaPwned=14"></object>',
  '<embed src="javascript:window.__primediaPwned=15">',
  '<form action="javascript:window.__primediaPwned=16"><button>go</button></form>',
  '<input autofocus onfocus="window.__primediaPwned=17">',
  '<details open ontoggle="window.__primediaPwned=18">x</details>',
  '<body onload="window.__primediaPwned=19">',
  '<style>@import "javascript:window.__primediaPwned=20";</style><p>styled</p>',
  '<p style="background:url(javascript:window.__primediaPwned=21)">inline style</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__primediaPwned=22>">',
  '<img id="currentScript" name="cookie" src="/x.webp" alt="clobber">',
  '<form name="body"><input name="attributes"></form>',
  '<a id="__primediaPwned" href="#">clobbering the canary itself</a>',
  '<svg><a xlink:href="javascript:window.__primediaPwned=23"><text x="20" y="20">x</text></a></svg>',
  '<template><script>window.__primediaPwned=24</script></template>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__primediaPwned=25">',
  '<base href="javascript:window.__primediaPwned=26//">',
  '<a href="https://evil.example.com" target="_blank">new window</a>',
  '<a href="/news" target="_top">top target</a>',
  '<div data-x="1" onclick="window.__primediaPwned=27" aria-hidden="true">plain</div>',
];

test('the seeded hostile article renders without running anything', async ({ page }) => {
  const hostile = await detailById('news-0004');
  await page.goto(hostile._url);
  const text = page.locator('.news-blocks .rich-text').first();
  await expect(text).toContainText('told us what the change means');
  await networkQuiet(page);
  // Every image has loaded or failed, and the task that fires a failed one's onerror has run.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(
    await page.evaluate(() => (window as { __primediaPwned?: unknown }).__primediaPwned),
  ).toBeUndefined();
  const blocks = page.locator('.news-blocks');
  await expect(blocks.locator('script, style, form, input, iframe, svg, math')).toHaveCount(0);
  const richText = page.locator('.news-blocks .rich-text');
  await expect(richText.locator('[onerror], [onclick], [onload], [id], [name], [style]')).toHaveCount(0);
  await expect(blocks.locator('a[href^="javascript:" i]')).toHaveCount(0);
  // The hostile link keeps its text but loses its href; the page is still visible (the <style> was removed).
  await expect(blocks.getByText('Click for a prize')).toBeVisible();
  await expect(page.locator('body')).toBeVisible();
  for (const link of await blocks.locator('a[target="_blank"]').all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the sanitiser neutralises attack fixtures in real Chromium', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('main h1')).toBeVisible();
  const results = await page.evaluate(async (fixtures) => {
    const moduleUrl = '/src/ui/rich-text/sanitize.ts';
    const mod = (await import(/* @vite-ignore */ moduleUrl)) as {
      sanitizeHtml: (html: string) => string;
    };
    const host = document.createElement('div');
    document.body.append(host);
    // Clicks below test for handlers; they must not navigate away from the page under test.
    host.addEventListener('click', (event) => event.preventDefault());
    const outputs = fixtures.map((html) => {
      const clean = mod.sanitizeHtml(html);
      host.insertAdjacentHTML('beforeend', `<section>${clean}</section>`);
      return clean;
    });
    // Give event handlers, animations and autofocus a chance to run.
    host.querySelectorAll<HTMLElement>('a, button, div, p, details').forEach((el) => {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      el.focus?.();
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const dangerous = host.querySelectorAll(
      'script, style, form, input, button, iframe, object, embed, svg, math, template, meta, base, noscript, details, [id], [name], [style], [data-x], [aria-hidden]',
    ).length;
    const handlers = [...host.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on')),
    ).length;
    const badLinks = [...host.querySelectorAll('a[href]')].filter(
      (a) => !/^(https?:|\/|#|mailto:|tel:)/i.test(a.getAttribute('href') ?? ''),
    ).length;
    const blank = [...host.querySelectorAll('a[target]')].map(
      (a) => `${a.getAttribute('target')}|${a.getAttribute('rel')}`,
    );
    return {
      outputs,
      dangerous,
      handlers,
      badLinks,
      blank,
      pwned: (window as { __primediaPwned?: unknown }).__primediaPwned,
      clobbered: typeof (document as unknown as { cookie: unknown }).cookie,
    };
  }, FIXTURES);
  expect(results.pwned).toBeUndefined();
  expect(results.dangerous).toBe(0);
  expect(results.handlers).toBe(0);
  expect(results.badLinks).toBe(0);
  expect(results.clobbered).toBe('string');
  expect(results.blank).toEqual(['_blank|noopener noreferrer']);
  // Harmless text survives.
  expect(results.outputs.join('')).toContain('plain');
  expect(results.outputs.join('')).toContain('new window');
});
