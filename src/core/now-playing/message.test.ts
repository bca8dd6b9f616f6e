import { describe, expect, it } from 'vitest';
import { onAirAt, type NowPlayingInfo } from './message';

const info = (station: string) => ({ station }) as NowPlayingInfo;

describe('onAirAt', () => {
  it("finds a station's data in a message's list, and null when it is missing or no station is asked for", () => {
    const infos = [info('702'), info('947')];
    expect(onAirAt(infos, '947')).toBe(infos[1]);
    expect(onAirAt(infos, 'kfm')).toBeNull();
    expect(onAirAt(infos, null)).toBeNull();
    expect(onAirAt([], '702')).toBeNull();
  });
});
