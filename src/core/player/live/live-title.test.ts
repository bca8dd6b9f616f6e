import { describe, expect, it } from 'vitest';
import type { NowPlayingInfo } from '../../now-playing/message';
import { liveNowLine, showElapsedSeconds } from './live-now';
import { followLiveShow } from './follow-live-show';
import { liveTitle } from './live-title';

const info = (headline: string, kind: 'song' | 'segment' = 'song'): NowPlayingInfo => ({
  station: '947',
  stationName: '947',
  show: {
    id: 's',
    headline,
    presenters: [],
    imageUrl: 'http://x/images/s/1x1/384.webp',
    startTimeUnixSeconds: 1000,
    endTimeUnixSeconds: 5000,
  },
  item: {
    kind,
    title: 'Song A',
    artist: 'Band B',
    artworkUrl: '',
    startTimeUnixSeconds: 1000,
    endTimeUnixSeconds: 1200,
  },
});

describe('live title: one rule for every control', () => {
  it('names the stream after the show on air, whatever the schedule the caller had', () => {
    expect(liveTitle('947', info('Anele and the Club'), 'Older show')).toBe('Anele and the Club');
    expect(liveTitle('947', info('Anele and the Club'), null)).toBe('Anele and the Club');
  });
  it('falls back to the scheduled show, then to "{station} live"', () => {
    expect(liveTitle('947', null, 'Scheduled show')).toBe('Scheduled show');
    expect(liveTitle('947', info('  '), '')).toBe('947 live');
    expect(liveTitle('947', null)).toBe('947 live');
  });
  it('follows a show change while playing, and keeps the same object when nothing changed', () => {
    const audio = { title: '947 live', station: '947', imageUrl: '' };
    const followed = followLiveShow(audio, info('Anele and the Club'));
    expect(followed).toEqual({
      title: 'Anele and the Club',
      station: '947',
      imageUrl: 'http://x/images/s/1x1/384.webp',
    });
    expect(followLiveShow(followed, info('Anele and the Club'))).toBe(followed);
    expect(followLiveShow(followed, null)).toBe(followed);
  });
});

describe('what plays now and how long the show has run', () => {
  it('labels songs and segments', () => {
    expect(liveNowLine(info('x'))).toBe('Now playing: Song A · Band B');
    expect(liveNowLine(info('x', 'segment'))).toBe('Now on air: Song A · Band B');
    expect(liveNowLine(null)).toBeNull();
  });
  it('counts from the show start, never negative', () => {
    expect(showElapsedSeconds(info('x'), 1_000_000 + 65_000)).toBe(65);
    expect(showElapsedSeconds(info('x'), 500_000)).toBeNull();
    expect(showElapsedSeconds(null, 5)).toBeNull();
  });
});

describe('the playing live stream follows the show on air', () => {
  it('renames the playing live audio when a now-playing message names another show', async () => {
    const store = await import('../store');
    const { playbackStarted } = await import('../state');
    (await import('./follow-live-show')).startFollowingLiveShows();
    store.setPlayRequest({ origin: 'programme-guide:947', mediaId: 'live-947', station: '947' });
    store.updatePlayer((s) =>
      playbackStarted(s, { type: 'audio', audio: { title: '947 live', station: '947', imageUrl: '' } }),
    );
    store.setNowPlayingInfos([info('Anele and the Club')]);
    expect(store.$player.get().audio?.title).toBe('Anele and the Club');
    // Not live: an episode keeps its own title whatever the stations play.
    store.setPlayRequest({ origin: '', mediaId: 'ep-1', station: null });
    store.updatePlayer((s) =>
      playbackStarted(s, { type: 'audio', audio: { title: 'Episode 1', station: '702', imageUrl: '' } }),
    );
    store.setNowPlayingInfos([info('Another show')]);
    expect(store.$player.get().audio?.title).toBe('Episode 1');
  });
});
