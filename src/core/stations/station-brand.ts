/**
 * The stations' brand: display name and theme colour (docs/product.md, "Stations": each station has a logo and a theme colour).
 * Used where the content API has not answered yet, such as the embed loader's light shells, so a widget paints
 * its final look at once. The content API's getStationList remains the source for everything else.
 */
import type { StationId } from './station-ids';

export const STATION_BRAND: Record<StationId, { name: string; color: string }> = {
  '702': { name: '702', color: '#e30613' },
  '947': { name: '947', color: '#ff6a00' },
  kfm: { name: 'KFM 94.5', color: '#0072ce' },
  capetalk: { name: 'CapeTalk', color: '#00a19a' },
};
