import { describe, expect, it } from 'vitest';
import { buildSeed } from './index';
import { HOSTILE_NEWS_ID } from './news';
import { GEO_BLOCKED_MEDIA_ID } from './programmes';
import { CONTENT_BLOCK_KINDS, CONTENT_TYPENAMES, REEL_TYPES, STATION_IDS } from './types';

const seed = buildSeed();

describe('seed', () => {
  it('builds the same data twice', () => {
    const again = buildSeed();
    expect(JSON.stringify({ ...again, scheduleForDay: null, showAt: null })).toBe(
      JSON.stringify({ ...seed, scheduleForDay: null, showAt: null }),
    );
    expect(again.scheduleForDay('kfm', '2026-03-14')).toEqual(seed.scheduleForDay('kfm', '2026-03-14'));
  });

  it('has the four stations with their live streams', () => {
    expect(seed.stations.map((s) => s.id)).toEqual(STATION_IDS);
    for (const s of seed.stations)
      expect(seed.media.find((m) => m.mediaId === s.liveMediaId)?.kind).toBe('live');
  });

  it('has at least 60 songs with images', () => {
    expect(seed.songs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(seed.songs.map((s) => `${s.artist}/${s.title}`)).size).toBe(seed.songs.length);
  });

  it('has every content typename, 40+ news, 6+ podcasts, one with 150+ episodes, 6+ competitions', () => {
    const count = (t: string) => seed.content.filter((c) => c.typename === t).length;
    for (const t of CONTENT_TYPENAMES) expect(count(t), t).toBeGreaterThan(0);
    expect(count('NewsTeaserDetail')).toBeGreaterThanOrEqual(40);
    expect(count('AudioPodcast') + count('VideoPodcast') + count('PodcastPublished')).toBeGreaterThanOrEqual(
      6,
    );
    expect(count('Competition')).toBeGreaterThanOrEqual(6);
    const longest = Math.max(...seed.content.map((c) => ('episodeIds' in c ? c.episodeIds.length : 0)));
    expect(longest).toBeGreaterThanOrEqual(150);
    expect(
      seed.content
        .filter((c) => c.typename === 'StaticPage')
        .map((c) => c._url)
        .sort(),
    ).toEqual(['/about', '/privacy', '/terms']);
  });

  it('uses every block kind and carries one hostile article', () => {
    const kinds = new Set(seed.content.flatMap((c) => ('blocks' in c ? c.blocks.map((b) => b.kind) : [])));
    expect([...kinds].sort()).toEqual([...CONTENT_BLOCK_KINDS].sort());
    const hostile = seed.content.find((c) => c._id === HOSTILE_NEWS_ID);
    const html =
      hostile && 'blocks' in hostile
        ? hostile.blocks.map((b) => (b.kind === 'richText' ? b.markupInput : '')).join('')
        : '';
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
    expect(html).toContain('javascript:');
  });

  it('has one radio show per scheduled show name', () => {
    const names = new Set(
      STATION_IDS.flatMap((s) =>
        ['2026-11-16', '2026-11-21', '2026-11-22'].flatMap((d) =>
          seed.scheduleForDay(s, d).map((x) => x.url),
        ),
      ),
    );
    const shows = new Set(seed.content.filter((c) => c.typename === 'RadioDetail').map((c) => c._url));
    expect([...names].sort()).toEqual([...shows].sort());
  });

  it('has every reel type, enough home reels to page, and microsites', () => {
    const types = new Set([...seed.reels, ...seed.microsites.flatMap((m) => m.reels)].map((r) => r.type));
    expect([...types].sort()).toEqual([...REEL_TYPES].sort());
    expect(seed.reels.length).toBeGreaterThan(10);
    expect(seed.microsites.some((m) => m.path.startsWith('/sites/'))).toBe(true);
    expect(seed.microsites.some((m) => m.path.startsWith('/competitions/'))).toBe(true);
    for (const r of seed.reels.filter((r) => r.type === 'ad')) expect(r.advertisementId).toBeTruthy();
  });

  it('references only existing images, media and content', () => {
    const images = new Set(seed.images.map((i) => i.id));
    const media = new Map(seed.media.map((m) => [m.mediaId, m]));
    const ids = new Set(seed.content.map((c) => c._id));
    expect(images.size).toBe(seed.images.length);
    expect(media.size).toBe(seed.media.length);
    expect(new Set(seed.content.map((c) => c._url)).size).toBe(seed.content.length);
    for (const c of seed.content) {
      expect(images.has(c.headerImageId), c._id).toBe(true);
      if (c.mediaId) expect(media.get(c.mediaId)?.durationSeconds).toBe(c.duration);
      if ('blocks' in c)
        for (const b of c.blocks) {
          if (b.kind === 'imageSection') expect(images.has(b.imageId)).toBe(true);
          if (b.kind === 'embed') expect(ids.has(b.embedContentId)).toBe(true);
          if (b.kind === 'brightcove')
            expect(seed.content.find((x) => x._id === b.linkedDetailId)?.mediaId).toBeTruthy();
        }
    }
    for (const e of seed.episodes) expect(media.get(e.mediaId)?.durationSeconds).toBe(e.duration);
    for (const r of [...seed.reels, ...seed.microsites.flatMap((m) => m.reels)])
      for (const t of r.teasers) if ('contentId' in t) expect(ids.has(t.contentId), t.id).toBe(true);
    for (const m of seed.media) {
      expect(images.has(m.posterImageId)).toBe(true);
      expect(m.variant).toBeGreaterThanOrEqual(0);
      expect(m.variant).toBeLessThanOrEqual(m.kind === 'video' ? 2 : 5);
    }
  });

  it('marks exactly one video geo-blocked and some items premium', () => {
    expect(seed.media.filter((m) => m.geoBlocked).map((m) => m.mediaId)).toEqual([GEO_BLOCKED_MEDIA_ID]);
    expect(seed.content.filter((c) => c.premium).length).toBeGreaterThan(3);
  });

  it('marks a media asset premium exactly when the items playing it are premium', () => {
    const premiumOf = new Map<string, boolean[]>();
    for (const item of [...seed.content, ...seed.episodes]) {
      if (!item.mediaId) continue;
      premiumOf.set(item.mediaId, [...(premiumOf.get(item.mediaId) ?? []), item.premium]);
    }
    for (const asset of seed.media) {
      for (const premium of premiumOf.get(asset.mediaId) ?? [])
        expect(premium, asset.mediaId).toBe(asset.premium);
      if (asset.kind === 'live') expect(asset.premium).toBe(false);
    }
    expect(seed.media.filter((m) => m.premium).length).toBeGreaterThan(10);
  });
});
