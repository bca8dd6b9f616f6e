import { describe, expect, it } from 'vitest';
import { getSeed } from '../seed';
import { createSearchIndex, stripMarkup } from './index';

const seed = getSeed();
const index = createSearchIndex(seed);
const search = (query: string, extra: Partial<Parameters<typeof index.search>[0]> = {}) =>
  index.search({ query, skip: 0, take: 20, mediaType: 'ALL', station: null, ...extra });

describe('search', () => {
  it('indexes all published content and episodes', () => {
    expect(index.size).toBe(seed.content.filter((c) => !c.draft).length + seed.episodes.length);
  });

  it('ranks a headline match first and matches prefixes and typos', () => {
    expect(search('Kaapse Stories').results[0]?.headline).toBe('Kaapse Stories');
    expect(search('Kaaps').results.map((r) => r.headline)).toContain('Kaapse Stories');
    expect(search('Kaapze Stories').results.map((r) => r.headline)).toContain('Kaapse Stories');
  });

  it('finds words that only appear in article markup, never in tags', () => {
    const hits = search('voice note');
    expect(hits.total).toBeGreaterThan(10);
    expect(hits.results.every((r) => r.typename === 'NewsTeaserDetail')).toBe(true);
    expect(stripMarkup('<p>a <b>b</b></p><script>x()</script>')).toBe('a b');
  });

  it('filters by media type and station', () => {
    const audio = search('podcast', { mediaType: 'AUDIO', take: 100 });
    const video = search('podcast', { mediaType: 'VIDEO', take: 100 });
    expect(audio.total).toBeGreaterThan(0);
    expect(video.total).toBeGreaterThan(0);
    const byId = new Map([
      ...seed.content.map((c) => [c._id, c.typename] as const),
      ...seed.episodes.map((e) => [e._id, e.kind] as const),
    ]);
    for (const r of audio.results)
      expect(['AudioPodcast', 'PodcastPublished', 'AudioTeaserDetail', 'audio']).toContain(byId.get(r.id));
    for (const r of video.results)
      expect(['VideoPodcast', 'VideoTeaserDetail', 'video']).toContain(byId.get(r.id));
    const kfm = search('podcast', { station: 'kfm', take: 100 });
    const stationOf = new Map([
      ...seed.content.map((c) => [c._id, c.station] as const),
      ...seed.episodes.map((e) => [e._id, e.station] as const),
    ]);
    expect(kfm.total).toBeGreaterThan(0);
    for (const r of kfm.results) expect(stationOf.get(r.id)).toBe('kfm');
  });

  it('pages with skip and take over a stable total', () => {
    const all = search('money', { take: 100 });
    const page = search('money', { skip: 2, take: 2 });
    expect(page.total).toBe(all.total);
    expect(page.results.map((r) => r.id)).toEqual(all.results.slice(2, 4).map((r) => r.id));
    expect(search('   ').total).toBe(0);
  });
});
