import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5711';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const p of pages) {
  const [name, width] = p.split('@');
  const page = await browser.newPage({ viewport: { width: Number(width ?? 1440), height: 900 } });
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(`${base}/${name}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shot-${name.replace(/\W/g, '_')}-${width ?? 1440}.png`, fullPage: true });
  console.log(name, width, logs.slice(0, 8).join('\n  '));
  await page.close();
}
await browser.close();
