/**
 * Home reels (every reel type of docs/product.md, "Home reels", enough to page through) and microsites: /sites/{name} and one
 * competition microsite per competition at /competitions/{name}. Teasers point at content by id.
 */
import type { ContentItem, Microsite, Reel, Station, Teaser } from './types';

const SUMMER_SITE_ID = 'summer-sounds';

interface ReelSources {
  stations: Station[];
  content: ContentItem[];
}

function byType(content: ContentItem[], ...types: ContentItem['typename'][]): ContentItem[] {
  return content
    .filter((c) => types.includes(c.typename) && !c.draft)
    .sort((a, b) => b.publishedAt - a.publishedAt);
}

/** A reel's teasers, made for the reel: a teaser's id starts with the reel's. */
type Teasers = (reelId: string) => Teaser[];

function contentTeasers(items: ContentItem[]): Teasers {
  return (reelId) =>
    items.map((item) => ({ kind: 'content', id: `${reelId}-${item._id}`, contentId: item._id }));
}

function competitionTeasers(items: ContentItem[]): Teasers {
  return (reelId) =>
    items.flatMap((item): Teaser[] =>
      item.typename === 'Competition'
        ? [
            {
              kind: 'competition',
              id: `${reelId}-${item._id}`,
              contentId: item._id,
              buttonText: item.buttonText,
              imageId: item.headerImageId,
              externalLink: item.externalLink,
              internalLink: item.internalLink ?? item._url,
            },
          ]
        : [],
    );
}

function showcaseTeasers(items: ContentItem[], badge: string): Teasers {
  return (reelId) =>
    items.map((item) => ({
      kind: 'showcase',
      id: `${reelId}-${item._id}`,
      title: item.headline,
      badge,
      imageId: item.headerImageId,
      contentId: item._id,
    }));
}

function reel(
  id: string,
  type: Reel['type'],
  title: string,
  mediaType: Reel['mediaType'],
  teasers: Teasers,
  advertisementId: string | null = null,
): Reel {
  return { id, type, title, mediaType, teasers: teasers(id), advertisementId };
}

export function buildHomeReels({ stations, content }: ReelSources): Reel[] {
  const news = byType(content, 'NewsTeaserDetail');
  const audio = byType(content, 'AudioTeaserDetail');
  const video = byType(content, 'VideoTeaserDetail');
  const audioPodcasts = byType(content, 'AudioPodcast', 'PodcastPublished');
  const videoPodcasts = byType(content, 'VideoPodcast');
  const competitions = byType(content, 'Competition');
  const shows = byType(content, 'RadioDetail');
  const premium = content.filter((c) => c.premium && !c.draft);
  const heroItems = [news[0], audioPodcasts[0], competitions[0], video[0], news[1]].filter(
    (c): c is ContentItem => c !== undefined,
  );
  const heroColours = ['#5c0b12', '#003366', '#6b2c00', '#00524b', '#2a1029'];
  return [
    reel('home-hero', 'hero', 'Featured', 'all', () =>
      heroItems.map((item, i) => ({
        kind: 'hero',
        id: `hero-${item._id}`,
        backgroundColor: heroColours[i % heroColours.length] as string,
        headline: item.headline,
        subline: item.subline,
        badges: item.badges,
        contentId: item._id,
        imageId: item.headerImageId,
      })),
    ),
    reel('home-livestreams', 'livestream', 'Listen live', 'audio', () =>
      stations.map((s) => ({
        kind: 'livestream',
        id: `livestream-${s.id}`,
        station: s.id,
        mediaId: s.liveMediaId,
      })),
    ),
    reel('home-top-stories', 'news', 'Top stories', 'all', contentTeasers(news.slice(0, 12))),
    reel('home-latest-audio', 'media', 'Latest audio', 'audio', contentTeasers(audio.slice(0, 12))),
    reel('home-ad-1', 'ad', 'Advertisement', 'all', () => [], 'ad-home-leaderboard-1'),
    reel('home-podcasts', 'media', 'Popular podcasts', 'audio', contentTeasers(audioPodcasts.slice(0, 16))),
    reel('home-competitions', 'competition', 'Win with us', 'all', competitionTeasers(competitions)),
    reel('home-watch', 'media', 'Watch now', 'video', contentTeasers(video)),
    reel(
      'home-showcase',
      'showcase',
      'Audiostar+ picks',
      'all',
      showcaseTeasers(premium.slice(0, 10), 'Audiostar+'),
    ),
    reel('home-video-podcasts', 'media', 'Video podcasts', 'video', contentTeasers(videoPodcasts)),
    reel('home-ad-2', 'ad', 'Advertisement', 'all', () => [], 'ad-home-leaderboard-2'),
    reel('home-shows', 'media', 'Shows on air', 'audio', contentTeasers(shows)),
    reel('home-more-news', 'news', 'More news', 'all', contentTeasers(news.slice(12, 30))),
  ];
}

export function buildMicrosites({ content }: ReelSources, headerImageId: string): Microsite[] {
  const competitions = byType(content, 'Competition');
  const audio = byType(content, 'AudioTeaserDetail');
  const video = byType(content, 'VideoTeaserDetail');
  const news = byType(content, 'NewsTeaserDetail');
  const summer: Microsite = {
    id: SUMMER_SITE_ID,
    path: `/sites/${SUMMER_SITE_ID}`,
    headline: 'Summer Sounds',
    subline: 'Festival season on 947 and KFM',
    headerImageId,
    reels: [
      reel(
        'summer-showcase',
        'showcase',
        'Summer highlights',
        'all',
        showcaseTeasers(video.slice(0, 6), 'Summer'),
      ),
      reel(
        'summer-competitions',
        'competition',
        'Summer competitions',
        'all',
        competitionTeasers(competitions),
      ),
      reel('summer-audio', 'media', 'Beach listening', 'audio', contentTeasers(audio.slice(0, 8))),
      reel('summer-ad', 'ad', 'Advertisement', 'all', () => [], 'ad-summer-1'),
      reel('summer-news', 'news', 'Summer news', 'all', contentTeasers(news.slice(0, 6))),
    ],
  };
  const competitionSites = competitions.map((c): Microsite => {
    const slug = c._url.split('/').pop() ?? c._id;
    const others = competitions.filter((o) => o._id !== c._id);
    return {
      id: slug,
      path: c._url,
      headline: c.headline,
      subline: c.subline,
      headerImageId: c.headerImageId,
      reels: [
        reel(`${slug}-enter`, 'competition', 'Enter now', 'all', competitionTeasers([c])),
        reel(`${slug}-more`, 'competition', 'More competitions', 'all', competitionTeasers(others)),
        reel(`${slug}-ad`, 'ad', 'Advertisement', 'all', () => [], `ad-${slug}`),
      ],
    };
  });
  return [summer, ...competitionSites];
}
