/**
 * Debian's Chromium for the browser tests, in two builds. Its headless shell (chromium-headless-shell) runs the
 * same Blink and V8 without the full browser's window layer: on 76 player, widget and page tests of a 2-core
 * machine (Chromium 156) it spent 318 s of CPU against 511 s for the full browser, and took 224 s against 298 s.
 * It shows no system notifications, so the tests that check them use the full browser.
 *
 * Both run V8 without its optimizing compilers (`--max-opt=1`: the interpreter and Sparkplug's baseline code).
 * A test page lives for seconds, and optimizing its functions on background threads cost more than it saved:
 * 49 page, guide and sign-in tests spent 273 s of CPU with the flag against 304-305 s without, and 40 player and
 * widget tests 220 s against 245 s, in no more wall time (172 s against 188-193 s, 198 s against 201 s; quiet 2-core
 * machine, two workers).
 */
import { statfsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Playwright tells Chromium to keep its shared memory in /tmp, for containers whose /dev/shm holds 64 MB. Where
 * /dev/shm has room, Chromium keeps it there, in memory. On a 2-core machine whose /tmp is on disk, tests/widgets
 * and tests/content took 270 and 276 s without the flag against 276-300 s in four runs with it, with a tenth less
 * system time (a gain within the noise of a whole run).
 */
function sharedMemoryIsRoomy(): boolean {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 2 ** 30;
  } catch {
    return false; // no /dev/shm: keep Playwright's default
  }
}

export function chromiumLaunch(executablePath: typeof HEADLESS_SHELL | typeof FULL_CHROMIUM): LaunchOptions {
  return {
    executablePath,
    ignoreDefaultArgs: sharedMemoryIsRoomy() ? ['--disable-dev-shm-usage'] : [],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--js-flags=--max-opt=1',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  };
}
