import { describe, expect, it } from 'vitest';
import { DATA_SAVER_WIDTHS, sizesAtOneDevicePixel } from './image-crops';

describe('data saver crops', () => {
  it('offers no crop wider than 768 px', () => {
    expect(DATA_SAVER_WIDTHS).toEqual([180, 384, 768]);
  });

  it('asks for one device pixel per CSS pixel by dividing each length by the ratio', () => {
    const sizes = '(min-width: 1200px) 1200px, (min-width: 768px) 768px, 100vw';
    expect(sizesAtOneDevicePixel(sizes, 3)).toBe(
      '(min-width: 1200px) calc(1200px / 3), (min-width: 768px) calc(768px / 3), calc(100vw / 3)',
    );
    expect(sizesAtOneDevicePixel('(max-width: calc(600px + 2em)) 50vw, 320px', 2)).toBe(
      '(max-width: calc(600px + 2em)) calc(50vw / 2), calc(320px / 2)',
    );
    expect(sizesAtOneDevicePixel('calc(100vw - 32px)', 2.625)).toBe('calc(calc(100vw - 32px) / 2.625)');
  });

  it('leaves sizes alone on a 1x screen and for auto', () => {
    expect(sizesAtOneDevicePixel('100vw', 1)).toBe('100vw');
    expect(sizesAtOneDevicePixel('auto', 3)).toBe('auto');
    expect(sizesAtOneDevicePixel('100vw', Number.NaN)).toBe('100vw');
  });
});
