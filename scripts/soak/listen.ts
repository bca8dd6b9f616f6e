/**
 * One long listen to live radio in a Playwright page, measured each second (docs/player.md, "Recovery", "Soak"):
 * seconds of audio heard per minute (the element's clock moving while it plays), stalls (the element's
 * `waiting` and the seconds spent in one), reconnects and error messages, and the heap's trough per minute
 * (the lowest used JS heap seen in that minute: what stays after garbage collection, so growth shows a leak).
 * Shared by `npm run soak` (scripts/soak.ts) and its five-minute browser test (tests/player/soak.restart.spec.ts).
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export type Engine = 'native' | 'hlsjs';

export interface MinuteFigures {
  minute: number;
  audioSeconds: number;
  stalls: number;
  stalledSeconds: number;
  reconnecting: boolean;
  errors: number;
  heapTroughMb: number;
}

interface Listen {
  readonly engine: Engine;
  readonly context: BrowserContext;
  /** Samples until `until` (ms since the epoch), once a second, and returns the figures of each whole minute. */
  run(until: number): Promise<MinuteFigures[]>;
}

interface Sample {
  time: number;
  paused: boolean;
  waits: number;
  waiting: boolean;
  reconnecting: boolean;
  errors: number;
}

/** Runs in the page: the player's element and what it shows, from the live player's shadow root outward. */
function readPage(): Sample {
  const holders = [...document.querySelectorAll('[data-primedia-player-holder]')];
  const media =
    document.querySelector<HTMLVideoElement>('video[data-primedia-player]') ??
    holders.map((holder) => holder.shadowRoot?.querySelector('video')).find(Boolean) ??
    null;
  if (media && !media.dataset.soakWaits) {
    media.dataset.soakWaits = '0';
    media.addEventListener('waiting', () => {
      media.dataset.soakWaits = String(Number(media.dataset.soakWaits) + 1);
      media.dataset.soakWaiting = '1';
    });
    media.addEventListener('playing', () => (media.dataset.soakWaiting = ''));
  }
  const player = document.querySelector('primedia-live-player');
  const line = player?.shadowRoot?.querySelector('[part="now-playing"]') ?? null;
  return {
    time: media?.currentTime ?? 0,
    paused: media?.paused ?? true,
    waits: Number(media?.dataset.soakWaits ?? 0),
    waiting: media?.dataset.soakWaiting === '1',
    reconnecting: line?.textContent === 'Reconnecting…',
    errors: player?.shadowRoot?.querySelectorAll('[role="alert"]').length ?? 0,
  };
}

async function heapUsedMb(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  return used / 1024 / 1024;
}

/** Opens the partner demo's article page on `engine` and starts 702 live; resolves once it plays. */
export async function startListen(context: BrowserContext, demoUrl: string, engine: Engine): Promise<Listen> {
  const page: Page = await context.newPage();
  await page.goto(`${demoUrl}/news-article.html?engine=${engine}`);
  await page.locator('primedia-live-player').getByRole('button', { name: 'Play 702 live' }).click();
  await page
    .locator('primedia-live-player')
    .getByRole('button', { name: 'Stop 702 live' })
    .waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  return {
    engine,
    context,
    async run(until) {
      const minutes: MinuteFigures[] = [];
      const started = Date.now();
      let last = await page.evaluate(readPage);
      let lastAt = Date.now();
      let minute = newMinute(0);
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 1_000 - ((Date.now() - started) % 1_000)));
        const now = await page.evaluate(readPage);
        const at = Date.now();
        const elapsed = (at - lastAt) / 1000;
        const moved = now.time - last.time;
        // The clock moving while playing is audio heard; a jump (a reload sets a new clock) is not.
        if (!now.paused && moved > 0 && moved <= elapsed * 1.5 + 0.5) minute.audioSeconds += moved;
        minute.stalls += Math.max(0, now.waits - last.waits);
        if (now.waiting || now.reconnecting) minute.stalledSeconds += elapsed;
        minute.reconnecting ||= now.reconnecting;
        minute.errors = Math.max(minute.errors, now.errors);
        minute.heapTroughMb = Math.min(minute.heapTroughMb, await heapUsedMb(cdp));
        last = now;
        lastAt = at;
        const index = Math.floor((at - started) / 60_000);
        if (index !== minute.minute) {
          minutes.push(minute);
          minute = newMinute(index);
        }
      }
      // The minute cut short at `until` is left out: every figure is per whole minute.
      return minutes.map((figures) => ({
        ...figures,
        audioSeconds: Math.round(figures.audioSeconds * 10) / 10,
        stalledSeconds: Math.round(figures.stalledSeconds),
        heapTroughMb: Math.round(figures.heapTroughMb * 10) / 10,
      }));
    },
  };
}

function newMinute(minute: number): MinuteFigures {
  return {
    minute,
    audioSeconds: 0,
    stalls: 0,
    stalledSeconds: 0,
    reconnecting: false,
    errors: 0,
    heapTroughMb: Number.POSITIVE_INFINITY,
  };
}

/** One engine's figures in a line each: the totals, the worst minute, and the heap's first and last troughs. */
export function summarise(engine: Engine, minutes: MinuteFigures[]): string {
  const audio = minutes.map((m) => m.audioSeconds);
  const troughs = minutes.map((m) => m.heapTroughMb);
  return [
    `${engine}: ${minutes.length} min; audio per minute median ${median(audio)} s, lowest ${Math.min(...audio)} s`,
    `  stalls ${sum(minutes.map((m) => m.stalls))} (${sum(minutes.map((m) => m.stalledSeconds))} s waiting or reconnecting),` +
      ` minutes with a reconnect ${minutes.filter((m) => m.reconnecting).length}, error messages ${Math.max(0, ...minutes.map((m) => m.errors))}`,
    `  heap troughs: first ${troughs[0]} MB, lowest ${Math.min(...troughs)} MB, highest ${Math.max(...troughs)} MB, last ${troughs.at(-1)} MB`,
  ].join('\n');
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0));
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
