/**
 * Fictional shows and the weekday / weekend templates the programme guide repeats. Each template is a list of
 * [startHour, showKey] from 00:00 to 24:00 SAST; a show runs until the next entry's start, so a template covers
 * the whole day without gaps or overlaps by construction (the schedule tests check it anyway).
 */
import { words } from './common';
import type { SeedRegistry } from './registry';
import type { ShowTemplate, StationId } from './types';

/** [key, headline, presenters, teaser, background colour] */
type ShowRow = [key: string, headline: string, presenters: string[], teaser: string, background: string];

const SHOWS: Record<StationId, ShowRow[]> = {
  '702': [
    [
      'early-edition',
      'The Early Edition',
      ['Bongani Mahlangu'],
      'First word on the news before Jozi wakes up',
      '#3a0a0e',
    ],
    [
      'breakfast',
      '702 Breakfast with Naledi',
      ['Naledi Khumalo', 'Riaan Steyn'],
      'News, traffic and the conversations that start your day',
      '#5c0b12',
    ],
    [
      'mid-morning',
      'Mid-Morning Matters',
      ['Ayesha Naidoo'],
      'Consumer rights, health and your money',
      '#42101a',
    ],
    ['midday', 'The Midday Report', ['Sipho Dlamini'], 'The headlines that matter, explained', '#2e0d12'],
    [
      'afternoon',
      'Afternoons with Marike',
      ['Marike Fourie'],
      'Lighter talk for the long afternoon',
      '#4b1616',
    ],
    [
      'drive',
      'The Drive Home',
      ['Kagiso Molefe', 'Fatima Adams'],
      'Business, traffic and the day in review',
      '#611018',
    ],
    ['money', 'The Money Hour', ['Werner Botha'], 'Markets, rands and cents for everyone', '#2b1a0e'],
    ['night-talk', 'Night Talk', ['Lindiwe Nkosi'], 'Late conversations with Gauteng', '#170b20'],
    ['weekend-breakfast', 'Weekend Breakfast', ['Thandi Petersen'], 'Slow mornings, big ideas', '#4a1b12'],
    [
      'sunday-stories',
      'Sunday Stories',
      ['Johan du Plessis'],
      'Long-form interviews and listener stories',
      '#26122a',
    ],
  ],
  '947': [
    ['night-mix', '947 Night Mix', ['DJ Neo'], 'Non-stop hits through the night', '#2a1400'],
    [
      'breakfast-club',
      'The 947 Breakfast Club',
      ['Anele Sithole', 'Ruan Jacobs', 'Dineo Zulu'],
      'Laughs, pranks and the biggest hits',
      '#6b2c00',
    ],
    ['workzone', 'The Workzone', ['Palesa Govender'], 'Music to get you through the workday', '#5a2600'],
    [
      'drive',
      '947 Drive',
      ['Tumelo Mokoena', 'Chantal Hendricks'],
      'The hottest drive show in Joburg',
      '#7a3300',
    ],
    ['hits-tonight', 'Hits Tonight', ['Karabo Ndlovu'], 'Fresh music and requests', '#3d1a00'],
    ['weekend-hits', 'Weekend Hits', ['Zodwa Maseko'], 'Your weekend soundtrack', '#5c2a08'],
    ['top-40', 'The Mzansi Top 40', ['Sizwe Isaacs'], "Counting down the country's biggest songs", '#4d1f00'],
  ],
  kfm: [
    ['after-hours', 'KFM After Hours', ['Yusuf Adams'], 'Smooth sounds for the small hours', '#001a33'],
    [
      'mornings',
      'KFM Mornings',
      ['Mpho Pillay', 'Pieter Coetzee'],
      "Cape Town's favourite morning show",
      '#003366',
    ],
    ['midday-mix', 'The Midday Mix', ['Nomsa Jacobs'], 'The best music mix, all day', '#00264d'],
    [
      'flash-drive',
      'The Flash Drive',
      ['Themba Steyn', 'Refilwe Fourie'],
      'Fast, fun drive time across the Cape',
      '#004080',
    ],
    [
      'evening-sessions',
      'Evening Sessions',
      ['Lerato Hendricks'],
      'Acoustic sets and new local music',
      '#0a2340',
    ],
    [
      'saturday-sundowners',
      'Saturday Sundowners',
      ['Chantal Botha'],
      'Golden-hour hits by the sea',
      '#1a3a5c',
    ],
    ['weekend-mix', 'KFM Weekend Mix', ['Ruan Naidoo'], 'Weekend favourites, back to back', '#0d3050'],
  ],
  capetalk: [
    ['overnight', 'CapeTalk Overnight', ['Neo Petersen'], 'Company for the night shift', '#002b28'],
    [
      'breakfast',
      'CapeTalk Breakfast',
      ['Zanele Adams', 'Johan Mabaso'],
      "The Cape's conversation starts here",
      '#00524b',
    ],
    ['mornings', 'Mornings with Fatima', ['Fatima Isaacs'], 'Ideas, culture and the city', '#003d38'],
    ['lunch', 'Lunch with Pieter', ['Pieter Maseko'], 'Midday news and a side of opinion', '#004a43'],
    ['afternoons', 'CapeTalk Afternoons', ['Lindiwe Coetzee'], 'Consumer help and local stories', '#06403a'],
    ['drive', 'Drive with Kagiso', ['Kagiso Naidoo'], 'Getting the Cape home', '#005c54'],
    ['weekend-talk', 'Weekend Talk', ['Werner Sithole'], 'Gardening, food and travel', '#0f3b36'],
  ],
};

type Template = [startHour: number, showKey: string][];

/** A day's template as "startHour showKey" entries, comma-separated, from midnight. */
function day(text: string): Template {
  return words(text).map((entry) => {
    const [hour, key] = entry.split(' ');
    return [Number(hour), key as string];
  });
}

const TEMPLATES: Record<StationId, { weekday: Template; saturday: Template; sunday: Template }> = {
  '702': {
    weekday: day(`
      0 night-talk, 4 early-edition, 6 breakfast, 9 mid-morning, 12 midday, 13 afternoon, 15 drive,
      18 money, 19 night-talk
    `),
    saturday: day('0 night-talk, 6 weekend-breakfast, 10 mid-morning, 13 afternoon, 18 night-talk'),
    sunday: day('0 night-talk, 6 weekend-breakfast, 10 sunday-stories, 14 afternoon, 18 night-talk'),
  },
  '947': {
    weekday: day('0 night-mix, 6 breakfast-club, 9 workzone, 15 drive, 19 hits-tonight, 22 night-mix'),
    saturday: day('0 night-mix, 6 weekend-hits, 12 top-40, 16 weekend-hits, 20 night-mix'),
    sunday: day('0 night-mix, 7 weekend-hits, 14 top-40, 18 hits-tonight, 22 night-mix'),
  },
  kfm: {
    weekday: day(`
      0 after-hours, 5 mornings, 9 midday-mix, 15 flash-drive, 19 evening-sessions, 23 after-hours
    `),
    saturday: day('0 after-hours, 6 weekend-mix, 15 saturday-sundowners, 19 weekend-mix, 23 after-hours'),
    sunday: day('0 after-hours, 6 weekend-mix, 18 evening-sessions, 23 after-hours'),
  },
  capetalk: {
    weekday: day('0 overnight, 6 breakfast, 9 mornings, 12 lunch, 13 afternoons, 16 drive, 19 overnight'),
    saturday: day('0 overnight, 7 weekend-talk, 12 lunch, 14 weekend-talk, 19 overnight'),
    sunday: day('0 overnight, 7 weekend-talk, 19 overnight'),
  },
};

export interface ShowCatalogue {
  shows: ShowTemplate[];
  byKey(station: StationId, key: string): ShowTemplate;
  template(station: StationId, weekday: number): Template;
}

export function showPath(station: StationId, key: string): string {
  return `/shows/${station}/${key}`;
}

export function buildShows(registry: SeedRegistry): ShowCatalogue {
  const shows: ShowTemplate[] = [];
  const index = new Map<string, ShowTemplate>();
  for (const [station, rows] of Object.entries(SHOWS) as [StationId, ShowRow[]][]) {
    for (const [key, headline, presenters, teaserHeadline, backgroundColor] of rows) {
      const alt = `${headline} with ${presenters.join(' and ')}`;
      const imageId = registry.image(`img-show-${station}-${key}`, alt, station);
      const show = { key, station, headline, presenters, teaserHeadline, imageId, backgroundColor };
      shows.push(show);
      index.set(`${station}/${key}`, show);
    }
  }
  return {
    shows,
    byKey(station, key) {
      const show = index.get(`${station}/${key}`);
      if (!show) throw new Error(`[primedia] seed: unknown show ${station}/${key}`);
      return show;
    },
    template(station, weekday) {
      const t = TEMPLATES[station];
      return weekday === 6 ? t.saturday : weekday === 0 ? t.sunday : t.weekday;
    },
  };
}
