import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { dateTimeScalar } from './scalars';

describe('DateTime', () => {
  it('writes Dates and unix seconds as ISO-8601 UTC, past 2038 too', () => {
    expect(dateTimeScalar.serialize(new Date(Date.UTC(2099, 11, 31)))).toBe('2099-12-31T00:00:00.000Z');
    expect(dateTimeScalar.serialize(Date.UTC(2099, 11, 31) / 1000)).toBe('2099-12-31T00:00:00.000Z');
  });

  it('reads ISO-8601 with a zone and refuses anything else as BAD_USER_INPUT', () => {
    expect(dateTimeScalar.parseValue('2040-01-01T02:00:00+02:00').toISOString()).toBe(
      '2040-01-01T00:00:00.000Z',
    );
    expect(dateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '2040-01-01T00:00:00Z' }).getTime()).toBe(
      Date.UTC(2040, 0, 1),
    );
    for (const bad of ['2040-01-01', '2040-01-01T00:00:00', 'tomorrow', 2208988800]) {
      expect(() => dateTimeScalar.parseValue(bad)).toThrow(/ISO-8601/);
    }
    expect(() => dateTimeScalar.parseLiteral({ kind: Kind.INT, value: '2208988800' })).toThrow(/ISO-8601/);
  });
});
