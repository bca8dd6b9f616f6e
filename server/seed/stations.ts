/** The four stations of docs/product.md, "Stations" (identifiers, names, formats and theme colours the product fixes). */
import type { Station } from './types';

export const STATIONS: Station[] = [
  {
    id: '702',
    name: '702',
    format: 'talk',
    themeColor: '#e30613',
    logoFile: '702.svg',
    liveMediaId: 'live-702',
    frequency: '92.7 FM',
    city: 'Johannesburg',
  },
  {
    id: '947',
    name: '947',
    format: 'music',
    themeColor: '#ff6a00',
    logoFile: '947.svg',
    liveMediaId: 'live-947',
    frequency: '94.7 FM',
    city: 'Johannesburg',
  },
  {
    id: 'kfm',
    name: 'KFM 94.5',
    format: 'music',
    themeColor: '#0072ce',
    logoFile: 'kfm.svg',
    liveMediaId: 'live-kfm',
    frequency: '94.5 FM',
    city: 'Cape Town',
  },
  {
    id: 'capetalk',
    name: 'CapeTalk',
    format: 'talk',
    themeColor: '#00a19a',
    logoFile: 'capetalk.svg',
    liveMediaId: 'live-capetalk',
    frequency: '567 AM',
    city: 'Cape Town',
  },
];
