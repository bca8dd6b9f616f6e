/**
 * The faults inside a soak (docs/player.md, "Soak"): the platform stopped for 17 s a third of the way in, and
 * every listener's network lost for 15 s two thirds of the way in; each listener must ride both out by itself.
 */
import type { BrowserContext } from '@playwright/test';

const PLATFORM_DOWN_MS = 17_000;
const NETWORK_DOWN_MS = 15_000;

interface FaultControl {
  stopPlatform(): Promise<void>;
  startPlatform(): Promise<void>;
}

const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** Runs both faults at their times within [start, start + durationMs]; logs each as it happens. */
export async function injectFaults(
  control: FaultControl,
  contexts: BrowserContext[],
  start: number,
  durationMs: number,
  log: (line: string) => void,
): Promise<void> {
  await until(start + durationMs / 3);
  log('platform stopped');
  await control.stopPlatform();
  await until(Date.now() + PLATFORM_DOWN_MS);
  await control.startPlatform();
  log('platform started again');

  await until(start + (durationMs * 2) / 3);
  log('network lost');
  await Promise.all(contexts.map((context) => context.setOffline(true)));
  await until(Date.now() + NETWORK_DOWN_MS);
  await Promise.all(contexts.map((context) => context.setOffline(false)));
  log('network back');
}
