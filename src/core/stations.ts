/**
 * The stations' live details from the content API (getStationList), shared by every widget on a page through
 * one request. Identifiers live in station-ids.ts.
 */
import { GetStationListDocument, type GetStationListQuery } from './api/generated/strings/graphql';
import { liteQuery } from './api/lite';

export { isStationId, parseStationId, STATION_IDS, type StationId } from './station-ids';

export type StationDetails = GetStationListQuery['getStationList'][number];

export async function loadStations(): Promise<StationDetails[]> {
  return (await liteQuery(GetStationListDocument)).getStationList;
}
