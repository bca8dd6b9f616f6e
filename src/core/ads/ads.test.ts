import { describe, expect, it } from 'vitest';
import { readAdConfig } from './config';
import { $adSlots, registerAdSlot } from './store';

describe('ad configuration', () => {
  it('has no ad script unless one is configured', () => {
    expect(readAdConfig({}, null).scriptUrl).toBeNull();
    expect(readAdConfig({ VITE_AD_SCRIPT_URL: 'https://ads.example/gpt.js' }, null).scriptUrl).toBe(
      'https://ads.example/gpt.js',
    );
  });

  it('honours the stored override only in development builds', () => {
    expect(readAdConfig({ DEV: false }, 'https://fake.test/gpt.js').scriptUrl).toBeNull();
    expect(readAdConfig({ DEV: true }, 'https://fake.test/gpt.js').scriptUrl).toBe(
      'https://fake.test/gpt.js',
    );
  });
});

describe('$adSlots', () => {
  it('starts at zero and counts the registered slots', () => {
    expect($adSlots.get()).toEqual({ adSlotCount: 0, adSlots: [] });
    const removeA = registerAdSlot({ elementId: 'a', advertisementId: 'ad-1', size: [300, 250] });
    const removeB = registerAdSlot({ elementId: 'b', advertisementId: 'ad-2', size: [320, 100] });
    expect($adSlots.get().adSlotCount).toBe(2);
    removeA();
    expect($adSlots.get()).toEqual({
      adSlotCount: 1,
      adSlots: [{ elementId: 'b', advertisementId: 'ad-2', size: [320, 100] }],
    });
    removeB();
    expect($adSlots.get().adSlotCount).toBe(0);
  });
});
