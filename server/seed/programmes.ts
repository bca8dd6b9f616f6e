/**
 * Radio shows (one RadioDetail per show of the programme templates) and on-demand audio and video clips
 * (AudioTeaserDetail, VideoTeaserDetail), each with its MediaAsset.
 */
import { createRandom } from '../util/random';
import { ANCHOR_UNIX, common, DAY, HOUR, pad, slugify, STATION_LABEL, words } from './common';
import { PLACES, TOPICS } from './names';
import type { SeedRegistry } from './registry';
import { showPath, type ShowCatalogue } from './shows';
import type { ContentItem, StationId } from './types';

export const GEO_BLOCKED_MEDIA_ID = 'vid-geo-0001';

/** "Weekdays 06:00-09:00; Saturday 06:00-10:00" from the templates, for the show's detail page. */
function airTimes(catalogue: ShowCatalogue, station: StationId, key: string): string {
  const days: [string, number][] = [
    ['Weekdays', 1],
    ['Saturday', 6],
    ['Sunday', 0],
  ];
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return days
    .map(([label, weekday]) => {
      const template = catalogue.template(station, weekday);
      const slots = template.flatMap(([start, k], i) =>
        k === key ? [`${hh(start)}-${hh(template[i + 1]?.[0] ?? 24)}`] : [],
      );
      return slots.length ? `${label} ${slots.join(', ')}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

export function buildRadioShows(catalogue: ShowCatalogue): ContentItem[] {
  return catalogue.shows.map((show, i) => ({
    ...common({
      _id: `show-${show.station}-${show.key}`,
      _url: showPath(show.station, show.key),
      headline: show.headline,
      overline: STATION_LABEL[show.station],
      subline: show.teaserHeadline,
      text: `${show.headline} on ${STATION_LABEL[show.station]} with ${show.presenters.join(' and ')}. ${show.teaserHeadline}.`,
      author: show.presenters.join(', '),
      tags: ['radio', 'show', show.station],
      topics: ['Radio'],
      station: show.station,
      headerImageId: show.imageId,
      imageDescription: `${show.presenters.join(' and ')} in the studio`,
      publishedAt: ANCHOR_UNIX - (60 + i) * DAY,
    }),
    typename: 'RadioDetail' as const,
    presenters: show.presenters,
    showKey: show.key,
    airTimes: airTimes(catalogue, show.station, show.key),
  }));
}

const AUDIO_SUBJECTS = words(`
  Load-shedding schedules explained, How to budget for back-to-school, Taxi fares go up again,
  A chef from the Bo-Kaap on koesisters, Why the rand wobbled this week,
  Listeners share their worst job interview, Water restrictions: what changes, Inside a township tech hub,
  The best hikes near the city, Scams to watch out for this festive season,
  Small business owners on rising rent, The history of the minibus taxi, Saving electricity at home,
  School sport funding under pressure, What the new tax tables mean for you, A beekeeper on urban honey,
  Gig workers and their rights, Rugby fans argue about the line-up
`);

const VIDEO_SUBJECTS = words(`
  Live session in the studio, Behind the scenes at the Breakfast Club, Street food tour,
  Acoustic cover challenge, Traffic chopper ride-along, Surf lesson on the breakfast show,
  Comedy sketch: the braai master, Tour of the new studios, Unboxing the listener mail bag,
  Kitchen battle with the drive team, A day with a lifeguard, The mayor answers listener questions
`);

export function buildClips(registry: SeedRegistry): ContentItem[] {
  const rng = createRandom('clips');
  const items: ContentItem[] = [];
  const stations: StationId[] = ['702', 'capetalk', '947', 'kfm'];
  AUDIO_SUBJECTS.forEach((subject, i) => {
    const station = stations[i % 2] as StationId; // talk stations make talk clips
    const mediaId = `aud-${pad(i + 1)}`;
    const imageId = registry.image(`img-audio-${pad(i + 1)}`, `Illustration for "${subject}"`, station);
    const duration = rng.int(4 * 60, 25 * 60);
    const premium = i % 6 === 5;
    registry.mediaAsset({
      mediaId,
      kind: 'audio',
      name: subject,
      durationSeconds: duration,
      station,
      posterImageId: imageId,
      premium,
    });
    const topic = rng.pick(TOPICS);
    items.push({
      ...common({
        _id: `audio-${pad(i + 1)}`,
        _url: `/audio/${slugify(subject)}`,
        headline: subject,
        overline: STATION_LABEL[station],
        teaserOverline: topic,
        subline: `Listen back: ${subject.toLowerCase()} on ${STATION_LABEL[station]}`,
        text: `${subject}. Callers from ${rng.pick(PLACES)} and ${rng.pick(PLACES)} joined the conversation.`,
        author: `${STATION_LABEL[station]} newsroom`,
        tags: ['audio', topic.toLowerCase(), slugify(subject).split('-')[0] ?? 'clip'],
        topics: [topic],
        station,
        mediaId,
        duration,
        headerImageId: imageId,
        imageDescription: `Illustration for "${subject}"`,
        publishedAt: ANCHOR_UNIX - i * 9 * HOUR - rng.int(0, 3600),
        premium,
      }),
      typename: 'AudioTeaserDetail',
    });
  });
  VIDEO_SUBJECTS.forEach((subject, i) => {
    const station = stations[(i % 2) + 2] as StationId; // music stations make most videos
    const geoBlocked = i === VIDEO_SUBJECTS.length - 1;
    const mediaId = geoBlocked ? GEO_BLOCKED_MEDIA_ID : `vid-${pad(i + 1)}`;
    const imageId = registry.image(`img-video-${pad(i + 1)}`, `Still from "${subject}"`, station);
    const duration = rng.int(90, 12 * 60);
    const premium = i % 5 === 4;
    registry.mediaAsset({
      mediaId,
      kind: 'video',
      name: subject,
      durationSeconds: duration,
      station,
      posterImageId: imageId,
      geoBlocked,
      premium,
    });
    items.push({
      ...common({
        _id: `video-${pad(i + 1)}`,
        _url: `/video/${slugify(subject)}`,
        headline: subject,
        overline: STATION_LABEL[station],
        teaserOverline: 'Video',
        subline: geoBlocked ? 'Available in South Africa only' : `Watch: ${subject.toLowerCase()}`,
        text: `${subject}, filmed by the ${STATION_LABEL[station]} team in ${rng.pick(PLACES)}.`,
        author: `${STATION_LABEL[station]} video`,
        tags: ['video', station, 'entertainment'],
        topics: ['Entertainment'],
        station,
        mediaId,
        duration,
        headerImageId: imageId,
        imageDescription: `Still from "${subject}"`,
        publishedAt: ANCHOR_UNIX - i * 13 * HOUR - rng.int(0, 3600),
        premium,
      }),
      typename: 'VideoTeaserDetail',
      geoBlocked,
    });
  });
  return items;
}
