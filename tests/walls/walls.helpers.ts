/**
 * Helpers for the walls and personal-content browser tests: a fresh listener signed up through the app and the
 * provider's own pages (so the seeded accounts stay as they are), the page's shared stores, the stored access
 * token for arranging data through the real content API, and where focus is (across shadow roots).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_URL, PLATFORM_URL } from '../support/ports';
import { uniqueEmail } from '../platform/identity.helpers';
import { graphqlData } from '../support/graphql';
import { followVerificationLink } from '../support/outbox';
import { readStore } from '../support/stores';

export const USER_KEY = `oidc.user:${PLATFORM_URL}/oidc:primedia-web`;
export const NEW_PASSWORD = 'walls-test-2026';

export { readStore };

export interface Session {
  status: string;
  user: {
    sub: string;
    email: string | null;
    audiostarPlus: boolean;
    audiostarPlusUntil: number | null;
  } | null;
}

export const sessionOf = (page: Page) => readStore<Session>(page, 'session');

export async function waitForSession(page: Page, status: 'anonymous' | 'signed-in'): Promise<void> {
  await expect.poll(() => sessionOf(page).then((s) => s?.status), { timeout: 15_000 }).toBe(status);
}

/**
 * Opens `path` and waits for `ready`. A Vite dev server that has just started may answer the first page with
 * "504 Outdated Optimize Dep" while it re-bundles dependencies, leaving that page blank; one reload fixes it.
 * Production builds have no such step, so this retry hides nothing of ours.
 */
export async function openApp(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  try {
    await expect(ready(page)).toBeVisible({ timeout: 15_000 });
  } catch {
    await page.goto(path);
    await expect(ready(page)).toBeVisible({ timeout: 30_000 });
  }
}

/** Signs up a new free listener through /user/login?signup and the provider's sign-up page. */
export async function signUpThroughApp(page: Page, label = 'walls'): Promise<string> {
  const email = uniqueEmail(label);
  await openApp(page, '/user/login?signup', (p) => p.getByLabel('Name'));
  await page.getByLabel('Name').fill('Wall Tester');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, email);
  await page.waitForURL((url) => url.origin === APP_URL && !url.pathname.startsWith('/auth/'));
  await waitForSession(page, 'signed-in');
  return email;
}

export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), USER_KEY);
  const token = raw ? (JSON.parse(raw) as { access_token?: string }).access_token : undefined;
  if (!token) throw new Error('no stored access token');
  return token;
}

const SET_BOOKMARK =
  'mutation($id: ID!, $path: String!, $typeName: String!) { setBookmark(id: $id, path: $path, typeName: $typeName) { httpStatusCode } }';

/** Whether focus is inside the open dialog (role=dialog), looking through shadow roots. */
export function focusInsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const dialog = document.querySelector('[role="dialog"]');
    return Boolean(dialog && active && dialog.contains(active));
  });
}

/** Presses Tab `count` times and records whether focus stayed inside the dialog after each press. */
export async function tabAround(page: Page, count: number, shift = false): Promise<boolean[]> {
  const inside: boolean[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    inside.push(await focusInsideDialog(page));
  }
  return inside;
}

export interface Podcast {
  id: string;
  title: string;
  url: string;
}

/** Bookmarks the first two audio podcasts through the API, newest last; resolves with them. */
export async function bookmarkTwoPodcasts(token: string): Promise<[Podcast, Podcast]> {
  const { getPreviewPodcasts } = await graphqlData<{
    getPreviewPodcasts: (Podcast & { typename: string })[];
  }>('{ getPreviewPodcasts { id title url typename } }', { token });
  const [first, second] = getPreviewPodcasts.filter((p) => p.typename === 'AudioPodcast');
  if (!first || !second) throw new Error('the seed has fewer than two audio podcasts');
  for (const podcast of [first, second]) {
    const result = await graphqlData<{ setBookmark: { httpStatusCode: number } }>(SET_BOOKMARK, {
      variables: { id: podcast.id, path: podcast.url, typeName: 'AudioPodcast' },
      token,
    });
    expect(result.setBookmark.httpStatusCode).toBe(200);
  }
  return [first, second];
}

/**
 * Whether the dialog panel lies within the viewport and its overlay has nothing to scroll sideways (the
 * scrolling strips inside must not widen the layout).
 */
export async function fitsViewportWidth(page: Page, dialog: Locator): Promise<boolean> {
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  const overlayFits = await dialog.evaluate((el) => {
    const overlay = el.parentElement;
    return Boolean(overlay && overlay.scrollWidth <= overlay.clientWidth);
  });
  return Boolean(overlayFits && box && box.x >= 0 && box.x + box.width <= width);
}
