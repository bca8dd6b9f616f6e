/** The four stations of docs/product.md, "Stations" (identifiers, names, formats and theme colours the product fixes). */
import type { Station, StationId } from './types';

type StationRow = [StationId, string, Station['format'], string, string, string, string, string];

export const STATIONS: Station[] = (
  [
    ['702', '702', 'talk', '#e30613', '702.svg', 'live-702', '92.7 FM', 'Johannesburg'],
    ['947', '947', 'music', '#ff6a00', '947.svg', 'live-947', '94.7 FM', 'Johannesburg'],
    ['kfm', 'KFM 94.5', 'music', '#0072ce', 'kfm.svg', 'live-kfm', '94.5 FM', 'Cape Town'],
    ['capetalk', 'CapeTalk', 'talk', '#00a19a', 'capetalk.svg', 'live-capetalk', '567 AM', 'Cape Town'],
  ] satisfies StationRow[]
).map(([id, name, format, themeColor, logoFile, liveMediaId, frequency, city]) => ({
  id,
  name,
  format,
  themeColor,
  logoFile,
  liveMediaId,
  frequency,
  city,
}));
