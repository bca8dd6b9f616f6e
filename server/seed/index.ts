// STUB: a tiny placeholder seed so other modules can run; replaced by the real deterministic seed.
import type { ScheduledShow, SeedCore, Station, StationId } from './types';

export type Seed = SeedCore;

const stations: Station[] = [
  { id: '702', name: '702', format: 'talk', themeColor: '#e30613', logoFile: '702.svg', liveMediaId: 'live-702', frequency: '92.7 FM', city: 'Johannesburg' },
  { id: '947', name: '947', format: 'music', themeColor: '#ff6a00', logoFile: '947.svg', liveMediaId: 'live-947', frequency: '94.7 FM', city: 'Johannesburg' },
  { id: 'kfm', name: 'KFM 94.5', format: 'music', themeColor: '#0072ce', logoFile: 'kfm.svg', liveMediaId: 'live-kfm', frequency: '94.5 FM', city: 'Cape Town' },
  { id: 'capetalk', name: 'CapeTalk', format: 'talk', themeColor: '#00a19a', logoFile: 'capetalk.svg', liveMediaId: 'live-capetalk', frequency: '567 AM', city: 'Cape Town' },
];

function show(station: StationId, t: number): ScheduledShow {
  const start = Math.floor(t / 3600) * 3600;
  return { id: `${station}-${start}`, station, headline: 'Placeholder show', presenters: [], startTimeUnixSeconds: start, endTimeUnixSeconds: start + 3600, durationInSeconds: 3600, imageId: 'img-1', backgroundColor: '#222222', teaserHeadline: 'Placeholder', url: null };
}

const seed: Seed = {
  stations,
  media: [
    ...stations.map((s, i) => ({ mediaId: s.liveMediaId, kind: 'live' as const, name: `${s.name} live`, durationSeconds: null, station: s.id, posterImageId: 'img-1', geoBlocked: false, variant: i })),
    { mediaId: 'aud-0001', kind: 'audio', name: 'Placeholder episode', durationSeconds: 1500, station: '702', posterImageId: 'img-1', geoBlocked: false, variant: 0 },
    { mediaId: 'vid-0001', kind: 'video', name: 'Placeholder video', durationSeconds: 180, station: '947', posterImageId: 'img-1', geoBlocked: false, variant: 0 },
    { mediaId: 'vid-geo-0001', kind: 'video', name: 'Geo-blocked video', durationSeconds: 120, station: '947', posterImageId: 'img-1', geoBlocked: true, variant: 1 },
  ],
  images: [{ id: 'img-1', palette: ['#1b1b3a', '#e30613', '#ffd23f'], motif: 'waves', alt: 'Abstract sound waves' }],
  songs: [{ title: 'Placeholder Song', artist: 'Placeholder Artist', durationSeconds: 200, imageId: 'img-1' }],
  scheduleForDay: (station, day) => {
    const base = Date.parse(`${day}T00:00:00+02:00`) / 1000;
    return Array.from({ length: 24 }, (_, h) => show(station, base + h * 3600));
  },
  showAt: show,
};

export function getSeed(): Seed {
  return seed;
}
