import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataSaverActive } from './active';
import { browserAsksToSaveData } from './browser-hint';
import {
  $dataSaverSetting,
  DATA_SAVER_STORAGE_KEY,
  parseDataSaverSetting,
  rememberDataSaver,
  restoreDataSaver,
  setDataSaverSetting,
} from './setting';
import { memoryStorage } from '../testing/memory-storage';

describe('data saver setting', () => {
  afterEach(() => setDataSaverSetting('auto'));

  it('reads the three settings, whatever their case, and nothing else', () => {
    expect(parseDataSaverSetting('on')).toBe('on');
    expect(parseDataSaverSetting(' OFF ')).toBe('off');
    expect(parseDataSaverSetting('Auto')).toBe('auto');
    for (const bad of ['', 'yes', 'true', '1', '{"on":true}', null, undefined, 1, true, {}]) {
      expect(parseDataSaverSetting(bad)).toBeNull();
    }
  });

  it('restores a stored setting and keeps every change on this device', () => {
    const storage = memoryStorage({ [DATA_SAVER_STORAGE_KEY]: 'on' });
    rememberDataSaver(storage);
    expect($dataSaverSetting.get()).toBe('on');
    setDataSaverSetting('off');
    expect(storage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('off');
  });

  it('restores a stored setting for the page alone, before the app keeps it', () => {
    const storage = memoryStorage({ [DATA_SAVER_STORAGE_KEY]: 'on' });
    restoreDataSaver(storage);
    expect($dataSaverSetting.get()).toBe('on');
    setDataSaverSetting('off');
    expect(storage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
    restoreDataSaver(memoryStorage({ [DATA_SAVER_STORAGE_KEY]: 'sometimes' }));
    expect($dataSaverSetting.get()).toBe('off');
  });

  it('ignores a stored value that is not a setting, and survives blocked storage', () => {
    rememberDataSaver(memoryStorage({ [DATA_SAVER_STORAGE_KEY]: '"on"' }));
    expect($dataSaverSetting.get()).toBe('auto');
    const blocked = memoryStorage();
    blocked.getItem = vi.fn(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    blocked.setItem = vi.fn(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberDataSaver(blocked)).not.toThrow();
    expect(() => setDataSaverSetting('on')).not.toThrow();
    expect($dataSaverSetting.get()).toBe('on');
  });
});

describe('the Auto rule', () => {
  it('is on when the browser asks to save data or the connection is cellular', () => {
    const info = (fields: { saveData?: boolean; type?: string }) => Object.assign(new EventTarget(), fields);
    expect(browserAsksToSaveData(info({ saveData: true }))).toBe(true);
    expect(browserAsksToSaveData(info({ type: 'cellular' }))).toBe(true);
    expect(browserAsksToSaveData(info({ saveData: false, type: 'wifi' }))).toBe(false);
    expect(browserAsksToSaveData(info({}))).toBe(false);
    expect(browserAsksToSaveData(null)).toBe(false); // no Network Information API: Auto stays off
  });

  it('follows the setting: On and Off win over the browser, Auto follows it', () => {
    expect(dataSaverActive('on', false)).toBe(true);
    expect(dataSaverActive('off', true)).toBe(false);
    expect(dataSaverActive('auto', true)).toBe(true);
    expect(dataSaverActive('auto', false)).toBe(false);
  });
});
