/**
 * Casting on the Now Playing screen, with the Remote Playback API stubbed in the page (no device is involved;
 * docs/player.md, "Video" says what was not tried): the cast control is hidden while no device is available,
 * shows when one becomes available, opens the browser's picker on a press, says it is connecting and then
 * casting while connected, and is back to "Cast to a device" when the device lets go. Through all of it the
 * page has one media element: casting moves playback, it never makes a second player.
 */
import { expect, test, type Page } from '@playwright/test';
import { mediaCount } from '../support/media';
import {
  PHONE_AND_DESKTOP,
  controlBoxes,
  deviceOf,
  expectTidy,
  miniPlayer,
  nowPlayingScreen,
  playEpisode,
  press,
  shoot,
} from '../support/player-ui';
import { expectMediaPlaying, expectUncovered } from '../support/seen';

interface CastStub {
  watching: number;
  prompts: number;
  remotes: number;
  created: number;
  devices(found: boolean): void;
  connect(): void;
  disconnect(): void;
}

/** A Remote Playback API of our own on every media element, and a count of the media elements made. */
function stubRemotePlayback(page: Page) {
  return page.addInitScript(() => {
    const watchers: ((available: boolean) => void)[] = [];
    const remotes: (EventTarget & { state: string })[] = [];
    let available = false;
    const stub = {
      watching: 0,
      prompts: 0,
      remotes: 0,
      created: 0,
      devices(found: boolean) {
        available = found;
        for (const watcher of watchers) watcher(found);
      },
      connect() {
        for (const remote of remotes) {
          remote.state = 'connected';
          remote.dispatchEvent(new Event('connect'));
        }
      },
      disconnect() {
        for (const remote of remotes) {
          remote.state = 'disconnected';
          remote.dispatchEvent(new Event('disconnect'));
        }
      },
    };
    class FakeRemotePlayback extends EventTarget {
      state = 'disconnected';
      watchAvailability(callback: (available: boolean) => void) {
        watchers.push(callback);
        stub.watching += 1;
        queueMicrotask(() => callback(available));
        return Promise.resolve(watchers.length);
      }
      cancelWatchAvailability() {
        stub.watching -= 1;
        return Promise.resolve();
      }
      prompt() {
        stub.prompts += 1;
        this.state = 'connecting';
        this.dispatchEvent(new Event('connecting'));
        return Promise.resolve();
      }
    }
    const ofElement = new WeakMap<HTMLMediaElement, FakeRemotePlayback>();
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
      configurable: true,
      get(this: HTMLMediaElement) {
        let remote = ofElement.get(this);
        if (!remote) {
          remote = new FakeRemotePlayback();
          ofElement.set(this, remote);
          remotes.push(remote);
          stub.remotes = remotes.length;
        }
        return remote;
      },
    });
    const createElement = Document.prototype.createElement;
    Document.prototype.createElement = function (
      this: Document,
      tag: string,
      options?: ElementCreationOptions,
    ) {
      if (/^(audio|video)$/i.test(tag)) stub.created += 1;
      return createElement.call(this, tag, options);
    } as typeof Document.prototype.createElement;
    Object.assign(window, { __cast: stub });
  });
}

type Counts = Pick<CastStub, 'watching' | 'prompts' | 'remotes' | 'created'>;

/** The stub's counts, as the page holds them. */
const counts = (page: Page): Promise<Counts> =>
  page.evaluate(() => {
    const { watching, prompts, remotes, created } = (window as unknown as { __cast: CastStub }).__cast;
    return { watching, prompts, remotes, created };
  });

/** What the device side does: a device appears or goes, the device connects or lets go. */
const device = (page: Page, event: 'appears' | 'goes' | 'connects' | 'lets go') =>
  page.evaluate((happened) => {
    const stub = (window as unknown as { __cast: CastStub }).__cast;
    if (happened === 'appears') stub.devices(true);
    else if (happened === 'goes') stub.devices(false);
    else if (happened === 'connects') stub.connect();
    else stub.disconnect();
  }, event);

for (const size of PHONE_AND_DESKTOP) {
  test.describe(`on ${size.label}`, () => {
    test.use(deviceOf(size));

    test('the cast control shows with a device, opens the picker and shows casting, on the one media element', async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      await stubRemotePlayback(page);
      await playEpisode(page);
      await press(miniPlayer(page).getByRole('button', { name: 'Open Now Playing' }), size.touch);
      const sheet = nowPlayingScreen(page);
      await expect(sheet).toBeVisible();

      // The screen asks whether a device is there, and with none it offers nothing to press.
      await expect.poll(async () => (await counts(page)).watching).toBeGreaterThan(0);
      await expect(sheet.getByRole('button', { name: /cast|casting/i })).toHaveCount(0);

      await device(page, 'appears');
      const button = sheet.getByRole('button', { name: 'Cast to a device' });
      await expectUncovered(button);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      expectTidy(await controlBoxes(sheet), 'Now Playing screen with a cast device');
      await shoot(page, info, `cast-available-${size.viewport.width}`);

      await press(button, size.touch);
      await expect.poll(async () => (await counts(page)).prompts).toBe(1);
      await expect(sheet.getByRole('button', { name: 'Connecting to a device' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await device(page, 'connects');
      const casting = sheet.getByRole('button', { name: 'Casting: choose a device or stop' });
      await expectUncovered(casting);
      await expect(casting).toHaveAttribute('aria-pressed', 'true');
      await shoot(page, info, `cast-connected-${size.viewport.width}`);
      // The same element plays on: one media element made, one on the page, one remote asked.
      expect(await mediaCount(page)).toBe(1);
      expect(await counts(page)).toMatchObject({ created: 1, remotes: 1 });
      await expectMediaPlaying(page, 1);

      await device(page, 'lets go');
      await expect(sheet.getByRole('button', { name: 'Cast to a device' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await device(page, 'goes');
      await expect(sheet.getByRole('button', { name: /cast|casting/i })).toHaveCount(0);
      expect(await mediaCount(page)).toBe(1);
    });
  });
}
