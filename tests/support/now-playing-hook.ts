/**
 * The now-playing stream's test hook (server/now-playing/index.ts, only on the browser tests' platforms), shared by
 * the stream's own tests and the widgets' now-playing test.
 */
import { PLATFORM_URL } from './ports';

/** Asks the platform's test hook to move the stream's clock to the next change; returns that change's id. */
export async function advanceNowPlaying(): Promise<number> {
  const res = await fetch(`${PLATFORM_URL}/now-playing/test/advance`, { method: 'POST' });
  if (!res.ok) throw new Error(`now-playing test hook answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { version: number }).version;
}
