/**
 * Fictional shows and the weekday / weekend templates the programme guide repeats. Each template is a list of
 * [startHour, showKey] from 00:00 to 24:00 SAST; a show runs until the next entry's start, so a template covers
 * the whole day without gaps or overlaps by construction (the schedule tests check it anyway).
 */
import type { SeedRegistry } from './registry';
import type { ShowTemplate, StationId } from './types';

interface ShowDef {
  key: string;
  headline: string;
  presenters: string[];
  teaser: string;
  background: string;
}

const SHOWS: Record<StationId, ShowDef[]> = {
  '702': [
    {
      key: 'early-edition',
      headline: 'The Early Edition',
      presenters: ['Bongani Mahlangu'],
      teaser: 'First word on the news before Jozi wakes up',
      background: '#3a0a0e',
    },
    {
      key: 'breakfast',
      headline: '702 Breakfast with Naledi',
      presenters: ['Naledi Khumalo', 'Riaan Steyn'],
      teaser: 'News, traffic and the conversations that start your day',
      background: '#5c0b12',
    },
    {
      key: 'mid-morning',
      headline: 'Mid-Morning Matters',
      presenters: ['Ayesha Naidoo'],
      teaser: 'Consumer rights, health and your money',
      background: '#42101a',
    },
    {
      key: 'midday',
      headline: 'The Midday Report',
      presenters: ['Sipho Dlamini'],
      teaser: 'The headlines that matter, explained',
      background: '#2e0d12',
    },
    {
      key: 'afternoon',
      headline: 'Afternoons with Marike',
      presenters: ['Marike Fourie'],
      teaser: 'Lighter talk for the long afternoon',
      background: '#4b1616',
    },
    {
      key: 'drive',
      headline: 'The Drive Home',
      presenters: ['Kagiso Molefe', 'Fatima Adams'],
      teaser: 'Business, traffic and the day in review',
      background: '#611018',
    },
    {
      key: 'money',
      headline: 'The Money Hour',
      presenters: ['Werner Botha'],
      teaser: 'Markets, rands and cents for everyone',
      background: '#2b1a0e',
    },
    {
      key: 'night-talk',
      headline: 'Night Talk',
      presenters: ['Lindiwe Nkosi'],
      teaser: 'Late conversations with Gauteng',
      background: '#170b20',
    },
    {
      key: 'weekend-breakfast',
      headline: 'Weekend Breakfast',
      presenters: ['Thandi Petersen'],
      teaser: 'Slow mornings, big ideas',
      background: '#4a1b12',
    },
    {
      key: 'sunday-stories',
      headline: 'Sunday Stories',
      presenters: ['Johan du Plessis'],
      teaser: 'Long-form interviews and listener stories',
      background: '#26122a',
    },
  ],
  '947': [
    {
      key: 'night-mix',
      headline: '947 Night Mix',
      presenters: ['DJ Neo'],
      teaser: 'Non-stop hits through the night',
      background: '#2a1400',
    },
    {
      key: 'breakfast-club',
      headline: 'The 947 Breakfast Club',
      presenters: ['Anele Sithole', 'Ruan Jacobs', 'Dineo Zulu'],
      teaser: 'Laughs, pranks and the biggest hits',
      background: '#6b2c00',
    },
    {
      key: 'workzone',
      headline: 'The Workzone',
      presenters: ['Palesa Govender'],
      teaser: 'Music to get you through the workday',
      background: '#5a2600',
    },
    {
      key: 'drive',
      headline: '947 Drive',
      presenters: ['Tumelo Mokoena', 'Chantal Hendricks'],
      teaser: 'The hottest drive show in Joburg',
      background: '#7a3300',
    },
    {
      key: 'hits-tonight',
      headline: 'Hits Tonight',
      presenters: ['Karabo Ndlovu'],
      teaser: 'Fresh music and requests',
      background: '#3d1a00',
    },
    {
      key: 'weekend-hits',
      headline: 'Weekend Hits',
      presenters: ['Zodwa Maseko'],
      teaser: 'Your weekend soundtrack',
      background: '#5c2a08',
    },
    {
      key: 'top-40',
      headline: 'The Mzansi Top 40',
      presenters: ['Sizwe Isaacs'],
      teaser: "Counting down the country's biggest songs",
      background: '#4d1f00',
    },
  ],
  kfm: [
    {
      key: 'after-hours',
      headline: 'KFM After Hours',
      presenters: ['Yusuf Adams'],
      teaser: 'Smooth sounds for the small hours',
      background: '#001a33',
    },
    {
      key: 'mornings',
      headline: 'KFM Mornings',
      presenters: ['Mpho Pillay', 'Pieter Coetzee'],
      teaser: "Cape Town's favourite morning show",
      background: '#003366',
    },
    {
      key: 'midday-mix',
      headline: 'The Midday Mix',
      presenters: ['Nomsa Jacobs'],
      teaser: 'The best music mix, all day',
      background: '#00264d',
    },
    {
      key: 'flash-drive',
      headline: 'The Flash Drive',
      presenters: ['Themba Steyn', 'Refilwe Fourie'],
      teaser: 'Fast, fun drive time across the Cape',
      background: '#004080',
    },
    {
      key: 'evening-sessions',
      headline: 'Evening Sessions',
      presenters: ['Lerato Hendricks'],
      teaser: 'Acoustic sets and new local music',
      background: '#0a2340',
    },
    {
      key: 'saturday-sundowners',
      headline: 'Saturday Sundowners',
      presenters: ['Chantal Botha'],
      teaser: 'Golden-hour hits by the sea',
      background: '#1a3a5c',
    },
    {
      key: 'weekend-mix',
      headline: 'KFM Weekend Mix',
      presenters: ['Ruan Naidoo'],
      teaser: 'Weekend favourites, back to back',
      background: '#0d3050',
    },
  ],
  capetalk: [
    {
      key: 'overnight',
      headline: 'CapeTalk Overnight',
      presenters: ['Neo Petersen'],
      teaser: 'Company for the night shift',
      background: '#002b28',
    },
    {
      key: 'breakfast',
      headline: 'CapeTalk Breakfast',
      presenters: ['Zanele Adams', 'Johan Mabaso'],
      teaser: "The Cape's conversation starts here",
      background: '#00524b',
    },
    {
      key: 'mornings',
      headline: 'Mornings with Fatima',
      presenters: ['Fatima Isaacs'],
      teaser: 'Ideas, culture and the city',
      background: '#003d38',
    },
    {
      key: 'lunch',
      headline: 'Lunch with Pieter',
      presenters: ['Pieter Maseko'],
      teaser: 'Midday news and a side of opinion',
      background: '#004a43',
    },
    {
      key: 'afternoons',
      headline: 'CapeTalk Afternoons',
      presenters: ['Lindiwe Coetzee'],
      teaser: 'Consumer help and local stories',
      background: '#06403a',
    },
    {
      key: 'drive',
      headline: 'Drive with Kagiso',
      presenters: ['Kagiso Naidoo'],
      teaser: 'Getting the Cape home',
      background: '#005c54',
    },
    {
      key: 'weekend-talk',
      headline: 'Weekend Talk',
      presenters: ['Werner Sithole'],
      teaser: 'Gardening, food and travel',
      background: '#0f3b36',
    },
  ],
};

type Template = [startHour: number, showKey: string][];

const TEMPLATES: Record<StationId, { weekday: Template; saturday: Template; sunday: Template }> = {
  '702': {
    weekday: [
      [0, 'night-talk'],
      [4, 'early-edition'],
      [6, 'breakfast'],
      [9, 'mid-morning'],
      [12, 'midday'],
      [13, 'afternoon'],
      [15, 'drive'],
      [18, 'money'],
      [19, 'night-talk'],
    ],
    saturday: [
      [0, 'night-talk'],
      [6, 'weekend-breakfast'],
      [10, 'mid-morning'],
      [13, 'afternoon'],
      [18, 'night-talk'],
    ],
    sunday: [
      [0, 'night-talk'],
      [6, 'weekend-breakfast'],
      [10, 'sunday-stories'],
      [14, 'afternoon'],
      [18, 'night-talk'],
    ],
  },
  '947': {
    weekday: [
      [0, 'night-mix'],
      [6, 'breakfast-club'],
      [9, 'workzone'],
      [15, 'drive'],
      [19, 'hits-tonight'],
      [22, 'night-mix'],
    ],
    saturday: [
      [0, 'night-mix'],
      [6, 'weekend-hits'],
      [12, 'top-40'],
      [16, 'weekend-hits'],
      [20, 'night-mix'],
    ],
    sunday: [
      [0, 'night-mix'],
      [7, 'weekend-hits'],
      [14, 'top-40'],
      [18, 'hits-tonight'],
      [22, 'night-mix'],
    ],
  },
  kfm: {
    weekday: [
      [0, 'after-hours'],
      [5, 'mornings'],
      [9, 'midday-mix'],
      [15, 'flash-drive'],
      [19, 'evening-sessions'],
      [23, 'after-hours'],
    ],
    saturday: [
      [0, 'after-hours'],
      [6, 'weekend-mix'],
      [15, 'saturday-sundowners'],
      [19, 'weekend-mix'],
      [23, 'after-hours'],
    ],
    sunday: [
      [0, 'after-hours'],
      [6, 'weekend-mix'],
      [18, 'evening-sessions'],
      [23, 'after-hours'],
    ],
  },
  capetalk: {
    weekday: [
      [0, 'overnight'],
      [6, 'breakfast'],
      [9, 'mornings'],
      [12, 'lunch'],
      [13, 'afternoons'],
      [16, 'drive'],
      [19, 'overnight'],
    ],
    saturday: [
      [0, 'overnight'],
      [7, 'weekend-talk'],
      [12, 'lunch'],
      [14, 'weekend-talk'],
      [19, 'overnight'],
    ],
    sunday: [
      [0, 'overnight'],
      [7, 'weekend-talk'],
      [19, 'overnight'],
    ],
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
  for (const [station, defs] of Object.entries(SHOWS) as [StationId, ShowDef[]][]) {
    for (const def of defs) {
      const show: ShowTemplate = {
        key: def.key,
        station,
        headline: def.headline,
        presenters: def.presenters,
        teaserHeadline: def.teaser,
        imageId: registry.image(
          `img-show-${station}-${def.key}`,
          `${def.headline} with ${def.presenters.join(' and ')}`,
          station,
        ),
        backgroundColor: def.background,
      };
      shows.push(show);
      index.set(`${station}/${def.key}`, show);
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
