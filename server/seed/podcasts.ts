/**
 * Podcasts and their episodes. Eight hand-named series (one with 160 episodes, for paging) plus generated smaller
 * series so the registration wall has ~40 cover images to scroll (docs/product.md, "Routes"). Episodes are newest first.
 */
import { createRandom } from '../util/random';
import { ANCHOR_UNIX, common, DAY, HOUR, pad, slugify, STATION_LABEL } from './common';
import { ARTIST_WORDS, PLACES, personName } from './names';
import type { SeedRegistry } from './registry';
import type { ContentItem, PodcastEpisode, PodcastTypename, StationId } from './types';

interface SeriesDef {
  title: string;
  typename: PodcastTypename;
  station: StationId;
  episodes: number;
  /** Days between episodes. */
  cadence: number;
  minutes: [number, number];
  topic: string;
  premium?: boolean;
}

const SERIES: SeriesDef[] = [
  {
    title: 'The Money Hour Podcast',
    typename: 'AudioPodcast',
    station: '702',
    episodes: 160,
    cadence: 1,
    minutes: [25, 55],
    topic: 'Business',
  },
  {
    title: 'Kaapse Stories',
    typename: 'AudioPodcast',
    station: 'capetalk',
    episodes: 24,
    cadence: 7,
    minutes: [20, 40],
    topic: 'Lifestyle',
  },
  {
    title: 'Breakfast Club Catch-up',
    typename: 'PodcastPublished',
    station: '947',
    episodes: 30,
    cadence: 1,
    minutes: [15, 30],
    topic: 'Entertainment',
  },
  {
    title: 'KFM Unplugged Sessions',
    typename: 'VideoPodcast',
    station: 'kfm',
    episodes: 12,
    cadence: 14,
    minutes: [6, 15],
    topic: 'Entertainment',
  },
  {
    title: 'Jozi Eats',
    typename: 'VideoPodcast',
    station: '702',
    episodes: 10,
    cadence: 10,
    minutes: [8, 18],
    topic: 'Lifestyle',
  },
  {
    title: 'Mzansi Tech Weekly',
    typename: 'AudioPodcast',
    station: '947',
    episodes: 40,
    cadence: 7,
    minutes: [30, 60],
    topic: 'Technology',
    premium: true,
  },
  {
    title: 'The Midday Report Extra',
    typename: 'PodcastPublished',
    station: 'capetalk',
    episodes: 20,
    cadence: 2,
    minutes: [10, 25],
    topic: 'Politics',
  },
  {
    title: 'Cape Coast Sessions',
    typename: 'VideoPodcast',
    station: 'kfm',
    episodes: 8,
    cadence: 21,
    minutes: [5, 12],
    topic: 'Lifestyle',
    premium: true,
  },
];

const EXTRA_THEMES = [
  'Conversations',
  'Diaries',
  'Unpacked',
  'After Dark',
  'Deep Dive',
  'Field Notes',
  'On Air',
  'Roundtable',
];
const EPISODE_ANGLES = ['with', 'meets', 'asks', 'and the question of', 'on'];
const EPISODE_SUBJECTS = [
  'the price of petrol',
  'raising teenagers',
  'starting a spaza shop',
  'the Springboks',
  'retirement savings',
  'home loans',
  'solar panels',
  'the housing market',
  'public transport',
  'a first marathon',
  'township tourism',
  'the school holidays',
  'jazz in the city',
  'crypto hype',
  'food gardens',
  'a career change',
];

function buildSeriesDefs(): SeriesDef[] {
  const rng = createRandom('podcast-series');
  const extra: SeriesDef[] = [];
  const stations: StationId[] = ['702', '947', 'kfm', 'capetalk'];
  for (let i = 0; i < 32; i++) {
    const station = stations[i % 4] as StationId;
    extra.push({
      title: `${ARTIST_WORDS[i % ARTIST_WORDS.length] as string} ${EXTRA_THEMES[i % EXTRA_THEMES.length] as string}`,
      // Mostly audio so the wall's audio-podcast covers fill both rows.
      typename: i % 5 === 4 ? 'VideoPodcast' : 'AudioPodcast',
      station,
      episodes: rng.int(3, 6),
      cadence: rng.int(5, 14),
      minutes: [15, 45],
      topic: 'Lifestyle',
    });
  }
  return [...SERIES, ...extra];
}

export function buildPodcasts(registry: SeedRegistry): {
  podcasts: ContentItem[];
  episodes: PodcastEpisode[];
} {
  const rng = createRandom('podcasts');
  const podcasts: ContentItem[] = [];
  const episodes: PodcastEpisode[] = [];
  buildSeriesDefs().forEach((def, s) => {
    const slug = slugify(def.title);
    const id = `podcast-${slug}`;
    const video = def.typename === 'VideoPodcast';
    const host = personName(s * 3 + 1);
    const coverImageId = registry.image(
      `img-podcast-${slug}-cover`,
      `Cover art of the podcast ${def.title}`,
      def.station,
      'rings',
    );
    const headerImageId = registry.image(
      `img-podcast-${slug}-header`,
      `${host}, host of ${def.title}`,
      def.station,
    );
    const episodeIds: string[] = [];
    for (let e = def.episodes; e >= 1; e--) {
      const subject = rng.pick(EPISODE_SUBJECTS);
      const headline = `Ep ${e}: ${host.split(' ')[0] as string} ${rng.pick(EPISODE_ANGLES)} ${subject}`;
      const epId = `${id}-ep-${pad(e, 3)}`;
      const mediaId = `${video ? 'vpod' : 'apod'}-${slug}-${pad(e, 3)}`;
      const duration = rng.int(def.minutes[0] * 60, def.minutes[1] * 60);
      const age = (def.episodes - e) * def.cadence * DAY + s * 5 * HOUR;
      // The five newest Money Hour episodes are Audiostar+ early access.
      const premium = def.premium === true || (s === 0 && e <= 5);
      registry.mediaAsset({
        mediaId,
        kind: video ? 'video' : 'audio',
        name: headline,
        durationSeconds: duration,
        station: def.station,
        posterImageId: coverImageId,
        premium,
      });
      episodes.push({
        _id: epId,
        _url: `/podcasts/${slug}/episode-${e}`,
        podcastId: id,
        headline,
        overline: def.title,
        text: `${host} talks about ${subject} with guests from ${rng.pick(PLACES)}.`,
        imageId: coverImageId,
        publishedAt: ANCHOR_UNIX - age,
        mediaId,
        duration,
        premium,
        station: def.station,
        kind: video ? 'video' : 'audio',
      });
      episodeIds.push(epId);
    }
    podcasts.push({
      ...common({
        _id: id,
        _url: `/podcasts/${slug}`,
        headline: def.title,
        overline: `${STATION_LABEL[def.station]} podcast`,
        teaserOverline: video ? 'Video podcast' : 'Podcast',
        subline: `Hosted by ${host}`,
        text: `${def.title}: ${def.topic.toLowerCase()} conversations from ${STATION_LABEL[def.station]}, hosted by ${host}. New episodes every ${def.cadence === 1 ? 'weekday' : `${def.cadence} days`}.`,
        author: host,
        badges: def.premium ? ['Audiostar+'] : [],
        tags: ['podcast', def.topic.toLowerCase(), def.station],
        topics: [def.topic],
        station: def.station,
        headerImageId,
        imageDescription: `${host}, host of ${def.title}`,
        publishedAt: episodes.find((ep) => ep._id === episodeIds[0])?.publishedAt ?? ANCHOR_UNIX,
        premium: def.premium === true,
      }),
      typename: def.typename,
      coverImageId,
      episodeIds,
    });
  });
  return { podcasts, episodes };
}
