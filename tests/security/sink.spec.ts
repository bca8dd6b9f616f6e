/**
 * The error sink stays bounded and private (against the real test platform):
 * - an envelope over the sink's byte cap (a 1.45 MB one was once accepted) is refused with 413 and a reason;
 * - its log file is capped and rotated: after 11 MB of envelopes the data folder holds the current file and one
 *   previous file, each within the cap (it once grew without end);
 * - the read and clear endpoints answer no CORS, so a page on another origin (even the app's own) can neither
 *   read what listeners' browsers reported nor clear it. That they exist only with SINK_TEST_HOOKS=1 is checked
 *   in server/sink/index.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readConfig } from '../../server/config';
import { LOG_MAX_BYTES, MAX_ENVELOPE_BYTES } from '../../server/sink';
import { APP_URL, DEMO_URL, PLATFORM_URL, testPlatformEnv } from '../support/ports';

const ENVELOPE_URL = `${PLATFORM_URL}/api/1/envelope/?sentry_key=public&sentry_version=7`;
const sinkDir = path.join(readConfig({ ...process.env, ...testPlatformEnv() }).dataDir, 'sink');

/** An envelope with one event whose message pads it to about `bytes`. */
function envelopeOf(bytes: number, tag: string): string {
  const event = JSON.stringify({ message: tag, level: 'error', extra: { padding: 'x'.repeat(bytes) } });
  return `{"event_id":"${tag}"}\n{"type":"event","length":${Buffer.byteLength(event)}}\n${event}\n`;
}

test('an envelope over the byte cap is refused with 413 and a reason', async ({ request }) => {
  const res = await request.post(ENVELOPE_URL, { data: envelopeOf(1_450_000, 'too-big') });
  expect(res.status()).toBe(413);
  expect(((await res.json()) as { error: string }).error).toContain(`at most ${MAX_ENVELOPE_BYTES} bytes`);
  const fits = await request.post(ENVELOPE_URL, { data: envelopeOf(100_000, 'fits') });
  expect(fits.status()).toBe(200);
});

test('the log file is capped and rotated, keeping one previous file', async ({ request }) => {
  const size = 900_000;
  const count = Math.ceil((2 * LOG_MAX_BYTES) / size) + 1; // enough to fill the file twice over
  for (let i = 0; i < count; i++) {
    const res = await request.post(ENVELOPE_URL, { data: envelopeOf(size, `rotate-${i}`) });
    expect(res.status()).toBe(200);
  }
  const files = fs.readdirSync(sinkDir).sort();
  expect(files).toEqual(['envelopes.1.ndjson', 'envelopes.ndjson']);
  for (const file of files)
    expect(fs.statSync(path.join(sinkDir, file)).size).toBeLessThanOrEqual(LOG_MAX_BYTES);
  // The newest envelope is in the current file.
  expect(fs.readFileSync(path.join(sinkDir, 'envelopes.ndjson'), 'utf8')).toContain(`rotate-${count - 1}`);
});

test('the read and clear endpoints answer no CORS to any origin', async ({ request }) => {
  for (const origin of [APP_URL, DEMO_URL, 'https://attacker.example']) {
    const read = await request.get(`${PLATFORM_URL}/sink/envelopes`, { headers: { origin } });
    expect(read.headers()['access-control-allow-origin']).toBeUndefined();
    const preflight = await request.fetch(`${PLATFORM_URL}/sink/envelopes`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers()['access-control-allow-methods']).toBeUndefined();
  }
});
