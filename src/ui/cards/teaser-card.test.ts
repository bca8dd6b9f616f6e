import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentKind, distinctOverline, KIND } from './teaser-card';

describe('content labels', () => {
  it('label every content type of the schema and the search index, never the fallback', () => {
    const schema = readFileSync(new URL('../../../server/schema.graphql', import.meta.url), 'utf8');
    const types = [...schema.matchAll(/^type (\w+) implements [^{]*ContentDetail/gm)].map((m) => m[1] ?? '');
    expect(types.length).toBeGreaterThan(5);
    const search = readFileSync(new URL('../../../server/search/index.ts', import.meta.url), 'utf8');
    const searchTypes = [...search.matchAll(/typename: '(\w+)'/g)].map((m) => m[1] ?? '');
    expect(searchTypes).toContain('PodcastEpisode');
    expect([...types, ...searchTypes].filter((t) => !(t in KIND))).toEqual([]);
    expect(contentKind('PodcastEpisode')).toBe('Episode');
  });

  it('drop an overline that only repeats the label', () => {
    expect(distinctOverline('Podcast', 'PODCAST')).toBeNull();
    expect(distinctOverline('Podcast', ' podcast ')).toBeNull();
    expect(distinctOverline('Podcast', 'Business')).toBe('Business');
    expect(distinctOverline('News', null)).toBeNull();
  });
});
