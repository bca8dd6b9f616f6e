/**
 * The now-playing stream stays available to everyone (against the real test platform, 127.0.0.1 only):
 * - an open listener receives every change while 1,000 other connections open and close around it (a connection
 *   that opens just after a change once marked that change as already sent, so the listener missed it);
 * - one address cannot take every slot: past its per-address limit it gets 429 with Retry-After and a reason,
 *   while another address is still served.
 * Changes come from the platform's test hook (NOW_PLAYING_TEST_HOOKS), which moves the stream's clock to the
 * next change and lets the stream's own timer deliver it.
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_LIMITS } from '../../server/now-playing/limits';
import { advanceNowPlaying } from '../support/now-playing-hook';
import { openStream, type Stream } from './streams.helpers';

const CHURN = 1_000;
const CHURN_PARALLEL = 3;
const CHANGES = 11;

test('an open listener receives every change while 1,000 connections open and close', async () => {
  test.setTimeout(90_000);
  const listener = await openStream();
  expect(listener.status).toBe(200);
  let opened = 0;
  let refused = 0;
  const progress = new Set<() => void>();
  const churner = async () => {
    while (opened < CHURN) {
      opened++;
      const stream = await openStream();
      if (stream.status !== 200) refused++;
      stream.close();
      for (const notify of [...progress]) notify();
    }
  };
  /** Resolves once `count` churn connections have been opened. */
  const churned = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (opened < count) return;
        progress.delete(check);
        resolve();
      };
      progress.add(check);
      check();
    });

  const churning = Promise.all(Array.from({ length: CHURN_PARALLEL }, churner));
  const changes: number[] = [];
  for (let i = 1; i <= CHANGES; i++) {
    await churned(Math.floor((i * CHURN) / (CHANGES + 1)));
    changes.push(await advanceNowPlaying());
  }
  await churning;

  const missed: number[] = [];
  for (const id of changes) if (!(await listener.waitForId(id, 5_000))) missed.push(id);
  listener.close();
  expect(refused, 'churn connections refused').toBe(0);
  expect(missed, `changes the listener missed (got ${listener.ids.join(', ')})`).toEqual([]);
});

test('changes made back to back all reach an open listener, in order', async () => {
  const listener = await openStream();
  expect(listener.status).toBe(200);
  const changes: number[] = [];
  for (let i = 0; i < 3; i++) changes.push(await advanceNowPlaying());
  for (const id of changes) expect(await listener.waitForId(id, 5_000), `change ${id}`).toBe(true);
  expect(listener.ids.filter((id) => changes.includes(id))).toEqual(changes);
  listener.close();
});

test('one address cannot take every slot: 429 with Retry-After past its limit, others still served', async () => {
  // The flood comes from 127.0.0.3 (Linux routes all of 127/8 to loopback), so it never takes a slot from the
  // browser tests' pages on 127.0.0.1.
  const flooder = '127.0.0.3';
  const limit = DEFAULT_LIMITS.maxPerAddress;
  const mine: Stream[] = [];
  try {
    for (let i = 0; i < limit; i++) mine.push(await openStream({ localAddress: flooder }));
    expect(mine.map((s) => s.status)).toEqual(Array.from({ length: limit }, () => 200));
    const refusal = await openStream({ localAddress: flooder });
    expect(refusal.status).toBe(429);
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refusal.refusal)).toMatchObject({
      status: 429,
      error: expect.stringContaining('from one address') as unknown,
    });

    const other = await openStream();
    expect(other.status).toBe(200);
    other.close();
  } finally {
    for (const stream of mine) stream.close();
  }
  // Closing frees the address's slots (once the platform has seen the sockets close).
  await expect
    .poll(async () => {
      const again = await openStream({ localAddress: flooder });
      again.close();
      return again.status;
    })
    .toBe(200);
});
