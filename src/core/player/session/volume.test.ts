import { afterEach, describe, expect, it } from 'vitest';
import {
  $volume,
  DEFAULT_VOLUME,
  parseStoredVolume,
  rememberVolume,
  setVolume,
  setVolumeLevel,
  toggleMute,
  VOLUME_STORAGE_KEY,
} from './volume';
import { memoryStorage } from '../../testing/memory-storage';

describe('volume', () => {
  afterEach(() => setVolume(DEFAULT_VOLUME));

  it('reads only a real stored volume; anything else is ignored', () => {
    expect(parseStoredVolume('{"level":0.4,"muted":true}')).toEqual({ level: 0.4, muted: true });
    for (const bad of [
      null,
      '',
      'not json',
      '7',
      '[]',
      '{"level":2,"muted":false}',
      '{"level":-1,"muted":false}',
      '{"level":"0.5","muted":false}',
      '{"level":0.5}',
      '{"level":null,"muted":false}',
    ]) {
      expect(parseStoredVolume(bad)).toBeNull();
    }
  });

  it('restores the stored volume and saves each change on this device', () => {
    const storage = memoryStorage({ [VOLUME_STORAGE_KEY]: '{"level":0.3,"muted":false}' });
    rememberVolume(storage);
    expect($volume.get()).toEqual({ level: 0.3, muted: false });
    toggleMute();
    expect(JSON.parse(storage.getItem(VOLUME_STORAGE_KEY) ?? '')).toEqual({ level: 0.3, muted: true });
  });

  it('starts at full volume when the stored value is garbage, and survives storage that throws', () => {
    rememberVolume(memoryStorage({ [VOLUME_STORAGE_KEY]: '{"level":"loud"}' }));
    expect($volume.get()).toEqual(DEFAULT_VOLUME);
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => rememberVolume(throwing)).not.toThrow();
    expect(() => setVolumeLevel(0.5)).not.toThrow();
  });

  it('unmutes when the slider is raised, and unmuting a zero level comes back audible', () => {
    setVolume({ level: 0.6, muted: true });
    setVolumeLevel(0.7);
    expect($volume.get()).toEqual({ level: 0.7, muted: false });
    setVolume({ level: 0, muted: false });
    toggleMute();
    expect($volume.get()).toEqual({ level: 0.5, muted: false });
    setVolumeLevel(7);
    expect($volume.get().level).toBe(1);
  });
});
