/**
 * Five minutes of `npm run soak` (docs/player.md, "Soak"): live radio on both engines at once, through the
 * platform stopped for 17 s and the network lost for 15 s. Each engine keeps playing outside the faults, plays
 * again by itself after each, never shows an error, and its heap troughs do not climb. In the restart project
 * (it stops the platform), so `npm test` runs it once.
 */
import { expect, test } from '@playwright/test';
import { injectFaults } from '../../scripts/soak/faults';
import { startListen, summarise, type MinuteFigures } from '../../scripts/soak/listen';
import { startPlatform, stopPlatform } from '../support/platform';
import { DEMO_URL } from '../support/ports';

const SOAK_MS = 5 * 60_000;

test.afterEach(async () => {
  await startPlatform(); // never leave the platform down for the next test
});

test('live radio plays through five minutes with a platform restart and a network loss, on both engines', async ({
  browser,
}) => {
  test.setTimeout(SOAK_MS + 60_000);
  const listens = await Promise.all(
    (['native', 'hlsjs'] as const).map(async (engine) =>
      startListen(await browser.newContext(), DEMO_URL, engine),
    ),
  );
  const start = Date.now();
  const faultMinutes = new Set<number>();
  const [figures] = await Promise.all([
    Promise.all(listens.map((listen) => listen.run(start + SOAK_MS))),
    injectFaults(
      { stopPlatform, startPlatform },
      listens.map((listen) => listen.context),
      start,
      SOAK_MS,
      () => faultMinutes.add(Math.floor((Date.now() - start) / 60_000)),
    ),
  ]);

  listens.forEach((listen, i) => {
    const minutes: MinuteFigures[] = figures[i] ?? [];
    console.log(summarise(listen.engine, minutes));
    expect(minutes.length, listen.engine).toBeGreaterThanOrEqual(5);
    // A minute that saw no fault began or end is heard nearly whole (a busy machine may cost a few seconds).
    const quiet = minutes
      .slice(0, 5)
      .filter((m) => !faultMinutes.has(m.minute) && !faultMinutes.has(m.minute - 1));
    expect(quiet.length, listen.engine).toBeGreaterThan(0);
    for (const m of quiet) expect(m.audioSeconds, `${listen.engine} minute ${m.minute}`).toBeGreaterThan(45);
    // Back after the last fault: the last full minute is heard.
    expect(minutes[4]?.audioSeconds ?? 0, `${listen.engine} last minute`).toBeGreaterThan(30);
    expect(Math.max(...minutes.map((m) => m.errors)), `${listen.engine} error messages`).toBe(0);
    // What remains after garbage collection does not climb: no leak across the reconnects.
    const troughs = minutes.map((m) => m.heapTroughMb);
    expect(troughs.at(-1) ?? 0, `${listen.engine} heap`).toBeLessThan((troughs[0] ?? 0) + 10);
  });
});
