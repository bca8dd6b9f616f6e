/**
 * The deterministic seed: stations, programme guide, music rotation, content, reels and microsites, plus every
 * picture and playable media asset they mention. Built once per process (a few milliseconds) and shared by all
 * platform modules; the same code always yields the same data (the guide follows the clock day by day).
 */
import { buildCompetitions, buildStaticPages } from './competitions';
import { buildNews } from './news';
import { buildPodcasts } from './podcasts';
import { buildClips, buildRadioShows } from './programmes';
import { buildHomeReels, buildMicrosites } from './reels';
import { SeedRegistry } from './registry';
import { createSchedule } from './schedule';
import { buildShows } from './shows';
import { buildSongs } from './songs';
import { STATIONS } from './stations';
import type { ContentItem, Microsite, PodcastEpisode, Reel, SeedCore, ShowTemplate } from './types';

export interface Seed extends SeedCore {
  /** Every content item of docs/product.md, "Content" (the nine typenames), drafts included. */
  content: ContentItem[];
  /** Podcast episodes, newest first within each podcast. */
  episodes: PodcastEpisode[];
  /** Home reels in display order (hero and livestream first). */
  reels: Reel[];
  microsites: Microsite[];
  shows: ShowTemplate[];
  /** Fallback header image for anything without its own. */
  defaultImageId: string;
}

export function buildSeed(): Seed {
  const registry = new SeedRegistry();
  const defaultImageId = registry.image('img-1', 'Primedia+ sound waves', null, 'waves');
  for (const station of STATIONS) {
    registry.mediaAsset({
      mediaId: station.liveMediaId,
      kind: 'live',
      name: `${station.name} live`,
      durationSeconds: null,
      station: station.id,
      posterImageId: registry.image(`img-station-${station.id}`, `${station.name} live`, station.id, 'waves'),
      variant: STATIONS.indexOf(station),
    });
  }
  const catalogue = buildShows(registry);
  const schedule = createSchedule(catalogue);
  const songs = buildSongs(registry);
  const clips = buildClips(registry);
  const { podcasts, episodes } = buildPodcasts(registry);
  const videoIds = clips.filter((c) => c.typename === 'VideoTeaserDetail' && !c.premium).map((c) => c._id);
  const embedIds = [
    ...clips.filter((c) => c.typename === 'AudioTeaserDetail').map((c) => c._id),
    ...podcasts.slice(0, 4).map((p) => p._id),
  ];
  const content: ContentItem[] = [
    ...buildRadioShows(catalogue),
    ...clips,
    ...podcasts,
    ...buildNews(registry, { videoIds, embedIds }),
    ...buildCompetitions(registry),
    ...buildStaticPages(registry),
  ];
  const sources = { stations: STATIONS, content };
  const summerHeader = registry.image(
    'img-site-summer-sounds',
    'Summer Sounds festival crowd at sunset',
    '947',
    'sun',
  );
  return {
    stations: STATIONS,
    media: registry.media,
    images: registry.images,
    songs,
    scheduleForDay: schedule.scheduleForDay,
    showAt: schedule.showAt,
    content,
    episodes,
    reels: buildHomeReels(sources),
    microsites: buildMicrosites(sources, summerHeader),
    shows: catalogue.shows,
    defaultImageId,
  };
}

let cached: Seed | null = null;

export function getSeed(): Seed {
  cached ??= buildSeed();
  return cached;
}
