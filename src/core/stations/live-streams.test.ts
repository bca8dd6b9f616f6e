import { describe, expect, it } from 'vitest';
import { STATIONS } from '../../../server/seed/stations';
import { serviceConfig } from '../config';
import { expectedLadderUrl, LIVE_MEDIA_ID } from './live-streams';
import { STATION_BRAND } from './station-brand';

describe('what the code ships about each station', () => {
  it('names the live stream and the brand the platform serves', () => {
    for (const station of STATIONS) {
      const id = station.id as keyof typeof LIVE_MEDIA_ID;
      expect(LIVE_MEDIA_ID[id]).toBe(station.liveMediaId);
      expect(STATION_BRAND[id]).toEqual({ name: station.name, color: station.themeColor });
    }
    expect(Object.keys(LIVE_MEDIA_ID).sort()).toEqual(STATIONS.map((s) => s.id).sort());
  });
});

describe('expectedLadderUrl', () => {
  it('names a station stream’s ladder by the media origin’s naming, and no other stream’s', () => {
    expect(expectedLadderUrl('live-capetalk')).toBe(`${serviceConfig.mediaUrl}/live/capetalk/index.m3u8`);
    expect(expectedLadderUrl('aud-0001')).toBeNull();
  });
});
