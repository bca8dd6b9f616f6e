// @vitest-environment happy-dom
/**
 * An anonymous listener's positions kept on this device: written while on-demand media plays, sought to when
 * the same media starts again, never for a signed-in listener or with "Resume where I left off" unticked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPlaybackPreference } from '../personal/playback-preferences';
import type * as PlayerModule from '../player/controller';
import { dataLoaded, metadataLoaded, playbackStarted, reset, timeUpdated } from '../player/state';
import { updatePlayer } from '../player/store';

vi.mock('../player/controller', async (original) => ({
  ...(await original<typeof PlayerModule>()),
  seekToPercent: vi.fn(),
}));

const player = await import('../player/controller');
const { DEVICE_POSITIONS_KEY, keepDevicePositions, parseDevicePositions } =
  await import('./device-positions');

function start(mediaId: string, duration: number) {
  updatePlayer((state) => {
    const started = playbackStarted(reset(state), {
      type: 'audio',
      audio: { title: mediaId, station: '702', imageUrl: '' },
    });
    return metadataLoaded(dataLoaded(started), { mediaId, isLive: false, duration });
  });
}

const at = (seconds: number) => updatePlayer((state) => timeUpdated(state, seconds, Date.now()));

afterEach(() => {
  vi.clearAllMocks();
  setPlaybackPreference('resumeOnDemand', true);
});

keepDevicePositions(localStorage);

describe('positions kept on this device', () => {
  it('writes where an episode stands and seeks there when it starts again', async () => {
    start('ep-1', 2160);
    at(600);
    at(1108);
    expect(parseDevicePositions(localStorage.getItem(DEVICE_POSITIONS_KEY))).toEqual({
      'ep-1': {
        seconds: 1108,
        duration: 2160,
        title: 'ep-1',
        stationName: '702',
        imageUrl: '',
        type: 'audio',
      },
    });
    start('ep-2', 100);
    start('ep-1', 2160);
    await vi.waitFor(() => expect(player.seekToPercent).toHaveBeenCalledWith((1108 / 2160) * 100));
  });

  it('starts from the beginning when unticked in Settings, or when the episode was finished', async () => {
    start('ep-3', 1000);
    at(500);
    setPlaybackPreference('resumeOnDemand', false);
    start('ep-4', 100);
    start('ep-3', 1000);
    setPlaybackPreference('resumeOnDemand', true);
    at(995);
    start('ep-4', 100);
    start('ep-3', 1000);
    await Promise.resolve();
    expect(player.seekToPercent).not.toHaveBeenCalled();
  });

  it('ignores stored text that is not positions', () => {
    expect(parseDevicePositions('not json')).toEqual({});
    expect(parseDevicePositions('{"a":-3,"b":"x","c":12,"d":{"seconds":"1"}}')).toEqual({
      c: { seconds: 12, duration: null, title: '', stationName: '', imageUrl: '', type: 'audio' },
    });
  });
});
