import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './subscription';

describe('outcomeMessage', () => {
  it('names an Audiostar+ end date after 2038 from the ISO-8601 DateTime', () => {
    expect(outcomeMessage({ kind: 'premium', until: '2099-12-31T00:00:00.000Z' }, 'en-ZA')).toBe(
      'Audiostar+ is active until 31 December 2099.',
    );
  });

  it('says only that Audiostar+ is active when the end date is missing or unreadable', () => {
    expect(outcomeMessage({ kind: 'premium', until: null })).toBe('Audiostar+ is active.');
    expect(outcomeMessage({ kind: 'premium', until: 'soon' })).toBe('Audiostar+ is active.');
  });
});
