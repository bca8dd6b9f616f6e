import { afterEach, describe, expect, it, vi } from 'vitest';
import { $dataSaverSetting, setDataSaverSetting } from '../../src/core/data-saver/setting';
import { applyDataSaverAttribute } from './data-saver-attribute';

afterEach(() => setDataSaverSetting('auto'));

describe('the data-saver attribute', () => {
  it('sets the page data saver from auto, on or off, in any case', () => {
    const warn = vi.fn();
    applyDataSaverAttribute('primedia-live-player', 'ON', warn);
    expect($dataSaverSetting.get()).toBe('on');
    applyDataSaverAttribute('primedia-live-player', 'off', warn);
    expect($dataSaverSetting.get()).toBe('off');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about any other value, naming it, and falls back to auto', () => {
    setDataSaverSetting('on');
    const warn = vi.fn();
    applyDataSaverAttribute('primedia-mini-player', 'yes please', warn);
    expect($dataSaverSetting.get()).toBe('auto');
    expect(warn).toHaveBeenCalledWith(
      '[primedia] <primedia-mini-player> data-saver="yes please" is not one of auto, on, off: the data saver stays on auto.',
    );
  });

  it('changes nothing when the attribute is absent', () => {
    setDataSaverSetting('on');
    applyDataSaverAttribute('primedia-live-player', null, vi.fn());
    expect($dataSaverSetting.get()).toBe('on');
  });
});
