/**
 * The stations' live details from the content API (getStationList), shared by every widget on a page through
 * one request. Identifiers live in station-ids.ts.
 *
 * The live player needs this before the first play, so the document is read as the text of its operation file
 * rather than from the generated documents: those share one chunk (about 17 kB gz, every operation with all its
 * fragments) that a page with only a live player should not download (docs/design.md, "Budgets").
 */
import type { GetStationListQuery, GetStationListQueryVariables } from '../api/generated/strings/graphql';
import { liteQuery } from '../api/lite';
import stationListQuery from '../api/operations/getStationList.graphql?raw';

export { parseStationId, STATION_IDS, type StationId } from './station-ids';

export type StationDetails = GetStationListQuery['getStationList'][number];

export async function loadStations(): Promise<StationDetails[]> {
  return (await liteQuery<GetStationListQuery, GetStationListQueryVariables>(stationListQuery))
    .getStationList;
}
