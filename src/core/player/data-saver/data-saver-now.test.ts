import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaverSetting } from '../../data-saver/setting';
import { dataSaverNow } from './data-saver-now';

afterEach(() => {
  setDataSaverSetting('auto');
  vi.unstubAllGlobals();
});

describe('dataSaverNow', () => {
  it('reads the setting from the page store registry, without loading the stores itself', () => {
    setDataSaverSetting('on');
    expect(dataSaverNow()).toBe(true);
    setDataSaverSetting('off');
    vi.stubGlobal('navigator', { connection: Object.assign(new EventTarget(), { saveData: true }) });
    expect(dataSaverNow()).toBe(false);
  });

  it('applies the Auto rule to what the browser reports', () => {
    vi.stubGlobal('navigator', { connection: Object.assign(new EventTarget(), { type: 'cellular' }) });
    expect(dataSaverNow()).toBe(true);
    vi.stubGlobal('navigator', { connection: Object.assign(new EventTarget(), { type: 'wifi' }) });
    expect(dataSaverNow()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(dataSaverNow()).toBe(false);
  });
});
