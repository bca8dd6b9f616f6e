import { describe, expect, it } from 'vitest';
import { AddressCounter, addressKey, DEFAULT_LIMITS, readStreamLimits } from './limits';

describe('now-playing limits', () => {
  it('reads the per-address cap from the environment and refuses nonsense', () => {
    expect(readStreamLimits({})).toEqual(DEFAULT_LIMITS);
    expect(readStreamLimits({ NOW_PLAYING_MAX_PER_ADDRESS: '5' }).maxPerAddress).toBe(5);
    expect(() => readStreamLimits({ NOW_PLAYING_MAX_PER_ADDRESS: '0' })).toThrow('positive whole number');
    expect(() => readStreamLimits({ NOW_PLAYING_MAX_PER_ADDRESS: 'lots' })).toThrow('positive whole number');
  });

  it('counts an IPv4-mapped IPv6 peer as its IPv4 address', () => {
    const counter = new AddressCounter();
    counter.add(addressKey('::ffff:127.0.0.1'));
    counter.add(addressKey('127.0.0.1'));
    expect(counter.count('127.0.0.1')).toBe(2);
    counter.remove('127.0.0.1');
    counter.remove('127.0.0.1');
    expect(counter.count('127.0.0.1')).toBe(0);
  });
});
