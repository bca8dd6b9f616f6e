import { describe, expect, it } from 'vitest';
import {
  $dataUsed,
  addDataUsed,
  DATA_USED_SESSION_KEY,
  DATA_USED_STORAGE_KEY,
  formatBytes,
  monthOf,
  parseByteCounts,
  rememberDataUsed,
  totalBytes,
  usageKey,
} from './data-used';
import { memoryStorage } from '../testing/memory-storage';

const NOV = Date.UTC(2026, 10, 25, 12);
// 23:30 UTC on 30 November is 01:30 on 1 December in South Africa.
const DEC_IN_SA = Date.UTC(2026, 10, 30, 23, 30);

describe('data used', () => {
  it('adds bytes per station and kind, this session and this month', () => {
    const live = usageKey('702', 'live');
    const before = $dataUsed.get();
    addDataUsed(live, 1000.4, NOV);
    addDataUsed(live, 500, NOV);
    addDataUsed(usageKey('', 'video'), 200, NOV);
    addDataUsed(live, -5, NOV); // nothing negative or unknown is ever added
    addDataUsed(live, Number.NaN, NOV);
    const after = $dataUsed.get();
    expect((after.sessionBytes['702|live'] ?? 0) - (before.sessionBytes['702|live'] ?? 0)).toBe(1500);
    expect(after.sessionBytes['Other|video']).toBeGreaterThanOrEqual(200);
    expect(after.month).toBe('2026-11');
  });

  it('starts the month count again in a new South African month, keeping the session', () => {
    addDataUsed('702|live', 100, NOV);
    const session = totalBytes($dataUsed.get().sessionBytes);
    addDataUsed('702|live', 7, DEC_IN_SA);
    expect(monthOf(DEC_IN_SA)).toBe('2026-12');
    expect($dataUsed.get().monthBytes).toEqual({ '702|live': 7 });
    expect(totalBytes($dataUsed.get().sessionBytes)).toBe(session + 7);
  });

  it('reads only byte counts back from storage', () => {
    expect(parseByteCounts({ '702|live': 10, 'KFM|video': 0 })).toEqual({ '702|live': 10, 'KFM|video': 0 });
    expect(
      parseByteCounts({
        '702|live': -1,
        '947|radio': 5,
        'a|b|c': 1,
        '|live': 3,
        'x|on-demand': 1.5,
        'y|live': '9',
      }),
    ).toEqual({});
    for (const junk of [null, 'x', 5, [1, 2]]) expect(parseByteCounts(junk)).toEqual({});
  });

  it("restores this month's and this session's counts and keeps each change", () => {
    const local = memoryStorage({
      [DATA_USED_STORAGE_KEY]: JSON.stringify({
        month: monthOf(Date.now()),
        bytes: { 'CapeTalk|on-demand': 4000 },
      }),
    });
    const session = memoryStorage({ [DATA_USED_SESSION_KEY]: JSON.stringify({ '947|live': 300 }) });
    rememberDataUsed(local, session);
    const used = $dataUsed.get();
    expect(used.monthBytes['CapeTalk|on-demand']).toBeGreaterThanOrEqual(4000);
    expect(used.sessionBytes['947|live']).toBeGreaterThanOrEqual(300);
    addDataUsed('947|live', 50);
    expect(JSON.parse(session.getItem(DATA_USED_SESSION_KEY) ?? '{}')['947|live']).toBe(
      $dataUsed.get().sessionBytes['947|live'],
    );
    const stored = JSON.parse(local.getItem(DATA_USED_STORAGE_KEY) ?? '{}');
    expect(stored.month).toBe(monthOf(Date.now()));
  });

  it("ignores last month's count and unreadable storage", () => {
    const local = memoryStorage({
      [DATA_USED_STORAGE_KEY]: JSON.stringify({ month: '1999-01', bytes: { 'Z|live': 123 } }),
    });
    const session = memoryStorage({ [DATA_USED_SESSION_KEY]: '{not json' });
    rememberDataUsed(local, session);
    expect($dataUsed.get().monthBytes['Z|live']).toBeUndefined();
  });

  it('formats what a listener reads: kB under a megabyte, then MB', () => {
    expect(formatBytes(0)).toBe('0 kB');
    expect(formatBytes(84_400)).toBe('84 kB');
    expect(formatBytes(999_400)).toBe('999 kB');
    expect(formatBytes(1_234_567)).toBe('1.23 MB');
    expect(formatBytes(14_400_000)).toBe('14.4 MB');
  });
});
