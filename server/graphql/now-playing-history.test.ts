import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, NOW } from './test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});

const HISTORY = `query($s: Station!, $from: Int!, $to: Int!) {
  getNowPlayingHistory(station: $s, fromUnixSeconds: $from, toUnixSeconds: $to) {
    kind title artist startTimeUnixSeconds endTimeUnixSeconds } }`;

type Item = { kind: string; title: string; startTimeUnixSeconds: number; endTimeUnixSeconds: number };

describe('getNowPlayingHistory', () => {
  it('lists what aired, oldest first, back to back, covering the range', async () => {
    const reply = await app.gql(HISTORY, { s: '_947', from: NOW - 3600, to: NOW });
    const items = reply.body.data?.getNowPlayingHistory as Item[];
    expect(items.length).toBeGreaterThan(5);
    expect(items[0]?.kind).toBe('song');
    expect(items[0]?.startTimeUnixSeconds).toBeLessThanOrEqual(NOW - 3600);
    expect(items.at(-1)?.endTimeUnixSeconds).toBeGreaterThan(NOW);
    items.slice(1).forEach((item, i) => expect(item.startTimeUnixSeconds).toBe(items[i]?.endTimeUnixSeconds));
  });

  it('lists talk segments for a talk station', async () => {
    const reply = await app.gql(HISTORY, { s: '_702', from: NOW - 1800, to: NOW });
    expect((reply.body.data?.getNowPlayingHistory as Item[])[0]?.kind).toBe('segment');
  });

  it.each([
    [{ s: '_702', from: NOW - 8 * 86_400, to: NOW - 8 * 86_400 + 3600 }, /before the catch-up window/],
    [{ s: '_702', from: NOW - 60, to: NOW - 60 }, /must be after/],
    [{ s: '_702', from: NOW - 3600, to: NOW + 24 * 3600 }, /at most 24 hours/],
    [{ s: '_702', from: NOW + 60, to: NOW + 120 }, /in the future/],
    [{ s: 'none', from: NOW - 60, to: NOW }, /one of the four stations/],
  ])('refuses %j with BAD_USER_INPUT', async (variables, message) => {
    const reply = await app.gql(HISTORY, variables);
    expect(codeOf(reply)).toBe('BAD_USER_INPUT');
    expect(reply.body.errors?.[0]?.message).toMatch(message);
  });
});
