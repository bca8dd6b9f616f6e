import { describe, expect, it } from 'vitest';
import type { NowPlayingItem } from '../../now-playing/message';
import type { ResolvedMedia } from '../catalog/catalog';
import {
  behindLiveSeconds,
  canCatchUp,
  catchUpMedia,
  catchUpRangeFrom,
  CATCH_UP_RANGE_SECONDS,
  continueCatchUp,
  showAt,
  showMarks,
  formatBehindLive,
  itemAt,
  playheadUnixSeconds,
} from './catch-up';

const live: ResolvedMedia = {
  mediaId: 'live-702',
  src: 'http://p/media/live/702/index.m3u8',
  name: '702',
  durationSeconds: null,
  poster: null,
  isLive: true,
  premium: false,
  catchUp: { src: 'http://p/media/catchup/702/index.m3u8', windowSeconds: 6 * 3600 },
};
const NOW_MS = 1_800_000_000_000;
const NOW = NOW_MS / 1000;

describe('catchUpMedia', () => {
  it('plays the catch-up playlist for the range as on-demand, as long as has aired', () => {
    const media = catchUpMedia(live, { fromUnixSeconds: NOW - 600, toUnixSeconds: NOW + 3000 }, NOW_MS);
    expect(media).toMatchObject({
      src: `http://p/media/catchup/702/index.m3u8?from=${NOW - 600}&to=${NOW + 3000}`,
      isLive: false,
      durationSeconds: 600,
    });
  });
  it('is null without catch-up in the catalog', () => {
    expect(catchUpMedia({ ...live, catchUp: null }, { fromUnixSeconds: 1, toUnixSeconds: 2 }, NOW_MS)).toBe(
      null,
    );
  });
});

describe('times behind live', () => {
  const info = { station: '702', fromUnixSeconds: NOW - 900, toUnixSeconds: NOW + 2700 };
  it('puts the playhead at from + currentTime and measures how far behind live it is', () => {
    expect(playheadUnixSeconds(info, 100)).toBe(NOW - 800);
    expect(behindLiveSeconds(info, 100, NOW_MS)).toBe(800);
  });
  it('writes "-mm:ss" and "-h:mm:ss"', () => {
    expect(formatBehindLive(754)).toBe('-12:34');
    expect(formatBehindLive(3723)).toBe('-1:02:03');
    expect(formatBehindLive(Number.NaN)).toBe('-00:00');
  });
  it('says which shows are inside the window', () => {
    expect(canCatchUp(NOW - 3600, 6 * 3600, NOW_MS)).toBe(true);
    expect(canCatchUp(NOW - 7 * 3600, 6 * 3600, NOW_MS)).toBe(false);
    expect(canCatchUp(NOW + 60, 6 * 3600, NOW_MS)).toBe(false);
    expect(canCatchUp(NOW - 60, 0, NOW_MS)).toBe(false);
  });
});

describe('itemAt', () => {
  const item = (start: number, end: number): NowPlayingItem => ({
    kind: 'song',
    title: `s${start}`,
    artist: 'a',
    artworkUrl: '',
    startTimeUnixSeconds: start,
    endTimeUnixSeconds: end,
  });
  const items = [item(0, 100), item(100, 250), item(250, 400)];
  it('finds the item airing at a moment, boundaries belonging to the next', () => {
    expect(itemAt(items, 50)?.title).toBe('s0');
    expect(itemAt(items, 100)?.title).toBe('s100');
    expect(itemAt(items, 399)?.title).toBe('s250');
    expect(itemAt(items, 400)).toBe(null);
    expect(itemAt(items, -1)).toBe(null);
  });
});

describe('catch-up ranges and the guide', () => {
  it('runs from the show start to now, at most 8 hours', () => {
    expect(catchUpRangeFrom(NOW - 3600, NOW_MS)).toEqual({ fromUnixSeconds: NOW - 3600, toUnixSeconds: NOW });
    const long = catchUpRangeFrom(NOW - 30 * 3600, NOW_MS);
    expect(long.toUnixSeconds - long.fromUnixSeconds).toBe(CATCH_UP_RANGE_SECONDS);
    // A start this very second still makes a range the platform accepts (to after from).
    expect(catchUpRangeFrom(NOW, NOW_MS)).toEqual({ fromUnixSeconds: NOW, toUnixSeconds: NOW + 1 });
  });

  it('goes on with the next range when the span cut one short, and to live when one ran to its end', () => {
    const yesterday = catchUpRangeFrom(NOW - 30 * 3600, NOW_MS);
    // Played to its end 8 hours later: the next 8 hours follow on from where it stopped.
    const later = NOW_MS + CATCH_UP_RANGE_SECONDS * 1000;
    expect(continueCatchUp(yesterday, later)).toEqual({
      fromUnixSeconds: yesterday.toUnixSeconds,
      toUnixSeconds: yesterday.toUnixSeconds + CATCH_UP_RANGE_SECONDS,
    });
    // A range that ran to the moment it was asked for ends at live.
    expect(continueCatchUp(catchUpRangeFrom(NOW - 3600, NOW_MS), NOW_MS + 3600_000)).toBe(null);
  });

  const shows = [
    { headline: 'Breakfast', startTimeUnixSeconds: 1000, endTimeUnixSeconds: 4600 },
    { headline: 'Midday', startTimeUnixSeconds: 4600, endTimeUnixSeconds: 8200 },
    { headline: 'Drive', startTimeUnixSeconds: 8200, endTimeUnixSeconds: 11_800 },
  ];

  it('names the show at a moment, a boundary belonging to the next show', () => {
    expect(showAt(shows, 1000)?.headline).toBe('Breakfast');
    expect(showAt(shows, 4600)?.headline).toBe('Midday');
    expect(showAt(shows, 11_800)).toBe(null);
  });

  it('marks the later show starts inside the playable range as seek-bar positions', () => {
    // 1000 .. 9000 playable: Midday at 45 %, Drive at 90 %; Breakfast is the bar's left end.
    expect(showMarks(shows, 1000, 8000)).toEqual([
      { percent: 45, headline: 'Midday', startTimeUnixSeconds: 4600 },
      { percent: 90, headline: 'Drive', startTimeUnixSeconds: 8200 },
    ]);
    expect(showMarks(shows, 1000, 3000)).toEqual([]);
    expect(showMarks(shows, 1000, null)).toEqual([]);
    expect(showMarks(shows, 1000, Number.NaN)).toEqual([]);
  });
});
