import { describe, expect, it } from 'vitest';
import { isStationId, parseStationId } from './station-ids';

describe('station ids', () => {
  it('accepts the four stations of docs/product.md, case-insensitively', () => {
    expect(parseStationId('702')).toBe('702');
    expect(parseStationId(' KFM ')).toBe('kfm');
    expect(parseStationId('CapeTalk')).toBe('capetalk');
  });

  it('refuses anything else', () => {
    expect(parseStationId('none')).toBeNull();
    expect(parseStationId('94.7')).toBeNull();
    expect(parseStationId('')).toBeNull();
    expect(parseStationId(undefined)).toBeNull();
    expect(isStationId(702)).toBe(false);
  });
});
