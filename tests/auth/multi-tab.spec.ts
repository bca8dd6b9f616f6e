/**
 * Single-flight renewal across tabs (docs/design.md, "Sign-in failures"): four tabs of one browser share the stored user; each
 * renewal cycle must make exactly one refresh-token request and no `invalid_grant`, with Web Locks and without.
 * A cycle is started by moving the stored expiry close (from a fifth page that runs no app code, so every tab
 * hears it through the `storage` event as it would hear another tab's renewal).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  countRefreshes,
  leaveApp,
  openApp,
  sessionOf,
  setExpiresIn,
  signInThroughApp,
  storedUser,
} from './auth.helpers';
import { networkQuiet } from '../support/quiet';

const TABS = 4;
const CYCLES = 3;

for (const variant of ['Web Locks', 'no navigator.locks'] as const) {
  test(`${TABS} tabs make one refresh request per renewal cycle (${variant})`, async ({ context }) => {
    test.setTimeout(120_000);
    if (variant === 'no navigator.locks') {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
      });
    }
    const first = await context.newPage();
    await signInThroughApp(first, 'listener@example.com');
    if (variant === 'no navigator.locks') expect(await first.evaluate(() => navigator.locks)).toBeUndefined();

    const tabs: Page[] = [first];
    for (let i = 1; i < TABS; i += 1) {
      const tab = await context.newPage();
      await openApp(tab);
      tabs.push(tab);
    }
    for (const tab of tabs) await expect.poll(() => sessionOf(tab).then((s) => s?.status)).toBe('signed-in');

    const controller = await context.newPage();
    await leaveApp(controller);

    const counts = countRefreshes(context);
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const before = (await storedUser(controller))?.access_token;
      await setExpiresIn(controller, 8); // the expiry notice (5 s before) fires in every tab about 3 s from now
      const noticeAt = (((await storedUser(controller))?.expires_at ?? 0) - 5) * 1000;
      await expect
        .poll(async () => (await storedUser(controller))?.access_token, { timeout: 20_000 })
        .not.toBe(before);
      // Late tabs fire their own notice too: once its moment has passed and every tab's requests are done,
      // they must have found the renewed token and stayed quiet.
      await expect
        .poll(() => Date.now(), { timeout: 15_000, message: 'every tab’s expiry notice is due' })
        .toBeGreaterThan(noticeAt + 1_000);
      await networkQuiet(context);
      expect(counts, `cycle ${cycle}`).toEqual({ refreshes: cycle, refused: 0 });
      const token = (await storedUser(controller))?.access_token;
      for (const tab of tabs) {
        expect((await sessionOf(tab))?.status).toBe('signed-in');
        expect((await storedUser(tab))?.access_token).toBe(token);
      }
    }
  });
}
