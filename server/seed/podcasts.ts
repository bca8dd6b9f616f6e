/**
 * Podcasts and their episodes. Eight hand-named series (one with 160 episodes, for paging) plus generated smaller
 * series so the registration wall has ~40 cover images to scroll (docs/product.md, "Routes"). Episodes are newest first.
 */
import { createRandom } from '../util/random';
import { ANCHOR_UNIX, common, DAY, HOUR, pad, slugify, STATION_LABEL, words } from './common';
import { ARTIST_WORDS, PLACES, personName } from './names';
import type { SeedRegistry } from './registry';
import type { ContentItem, PodcastEpisode, PodcastTypename, StationId } from './types';

type SeriesDef = [
  title: string,
  typename: PodcastTypename,
  station: StationId,
  episodes: number,
  /** Days between episodes. */
  cadence: number,
  minutes: [min: number, max: number],
  topic: string,
  premium?: boolean,
];

const SERIES: SeriesDef[] = [
  ['The Money Hour Podcast', 'AudioPodcast', '702', 160, 1, [25, 55], 'Business'],
  ['Kaapse Stories', 'AudioPodcast', 'capetalk', 24, 7, [20, 40], 'Lifestyle'],
  ['Breakfast Club Catch-up', 'PodcastPublished', '947', 30, 1, [15, 30], 'Entertainment'],
  ['KFM Unplugged Sessions', 'VideoPodcast', 'kfm', 12, 14, [6, 15], 'Entertainment'],
  ['Jozi Eats', 'VideoPodcast', '702', 10, 10, [8, 18], 'Lifestyle'],
  ['Mzansi Tech Weekly', 'AudioPodcast', '947', 40, 7, [30, 60], 'Technology', true],
  ['The Midday Report Extra', 'PodcastPublished', 'capetalk', 20, 2, [10, 25], 'Politics'],
  ['Cape Coast Sessions', 'VideoPodcast', 'kfm', 8, 21, [5, 12], 'Lifestyle', true],
];

const EXTRA_THEMES = words(`
  Conversations, Diaries, Unpacked, After Dark, Deep Dive, Field Notes, On Air, Roundtable
`);
const EPISODE_ANGLES = ['with', 'meets', 'asks', 'and the question of', 'on'];
const EPISODE_SUBJECTS = words(`
  the price of petrol, raising teenagers, starting a spaza shop, the Springboks, retirement savings,
  home loans, solar panels, the housing market, public transport, a first marathon, township tourism,
  the school holidays, jazz in the city, crypto hype, food gardens, a career change
`);

function buildSeriesDefs(): SeriesDef[] {
  const rng = createRandom('podcast-series');
  const extra: SeriesDef[] = [];
  const stations: StationId[] = ['702', '947', 'kfm', 'capetalk'];
  for (let i = 0; i < 32; i++) {
    const station = stations[i % 4] as StationId;
    extra.push([
      `${ARTIST_WORDS[i % ARTIST_WORDS.length] as string} ${EXTRA_THEMES[i % EXTRA_THEMES.length] as string}`,
      // Mostly audio so the wall's audio-podcast covers fill both rows.
      i % 5 === 4 ? 'VideoPodcast' : 'AudioPodcast',
      station,
      rng.int(3, 6),
      rng.int(5, 14),
      [15, 45],
      'Lifestyle',
    ]);
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
    const [title, typename, station, count, cadence, minutes, topic, seriesPremium] = def;
    const slug = slugify(title);
    const id = `podcast-${slug}`;
    const video = typename === 'VideoPodcast';
    const host = personName(s * 3 + 1);
    const coverImageId = registry.image(
      `img-podcast-${slug}-cover`,
      `Cover art of the podcast ${title}`,
      station,
      'rings',
    );
    const headerImageId = registry.image(`img-podcast-${slug}-header`, `${host}, host of ${title}`, station);
    const episodeIds: string[] = [];
    for (let e = count; e >= 1; e--) {
      const subject = rng.pick(EPISODE_SUBJECTS);
      const headline = `Ep ${e}: ${host.split(' ')[0] as string} ${rng.pick(EPISODE_ANGLES)} ${subject}`;
      const epId = `${id}-ep-${pad(e, 3)}`;
      const mediaId = `${video ? 'vpod' : 'apod'}-${slug}-${pad(e, 3)}`;
      const duration = rng.int(minutes[0] * 60, minutes[1] * 60);
      const age = (count - e) * cadence * DAY + s * 5 * HOUR;
      // The five newest Money Hour episodes are Audiostar+ early access.
      const premium = seriesPremium === true || (s === 0 && e <= 5);
      registry.mediaAsset({
        mediaId,
        kind: video ? 'video' : 'audio',
        name: headline,
        durationSeconds: duration,
        station,
        posterImageId: coverImageId,
        premium,
      });
      episodes.push({
        _id: epId,
        _url: `/podcasts/${slug}/episode-${e}`,
        podcastId: id,
        headline,
        overline: title,
        text: `${host} talks about ${subject} with guests from ${rng.pick(PLACES)}.`,
        imageId: coverImageId,
        publishedAt: ANCHOR_UNIX - age,
        mediaId,
        duration,
        premium,
        station,
        kind: video ? 'video' : 'audio',
      });
      episodeIds.push(epId);
    }
    podcasts.push({
      ...common({
        _id: id,
        _url: `/podcasts/${slug}`,
        headline: title,
        overline: `${STATION_LABEL[station]} podcast`,
        teaserOverline: video ? 'Video podcast' : 'Podcast',
        subline: `Hosted by ${host}`,
        text: `${title}: ${topic.toLowerCase()} conversations from ${STATION_LABEL[station]}, hosted by ${host}. New episodes every ${cadence === 1 ? 'weekday' : `${cadence} days`}.`,
        author: host,
        badges: seriesPremium ? ['Audiostar+'] : [],
        tags: ['podcast', topic.toLowerCase(), station],
        topics: [topic],
        station,
        headerImageId,
        imageDescription: `${host}, host of ${title}`,
        publishedAt: episodes.find((ep) => ep._id === episodeIds[0])?.publishedAt ?? ANCHOR_UNIX,
        premium: seriesPremium === true,
      }),
      typename,
      coverImageId,
      episodeIds,
    });
  });
  return { podcasts, episodes };
}
