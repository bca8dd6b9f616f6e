/**
 * The listener's selected station (docs/product.md, "Layout": clicking a station menu link stores it in session storage under
 * 'my-station'; docs/product.md, "Constants"). Kept in a store too, so the menu's selection dot follows at once.
 */
import { atom } from 'nanostores';
import { parseStationId, type StationId } from '../../core/stations/station-ids';

const MY_STATION_KEY = 'my-station';

function readStored(): StationId | null {
  try {
    return parseStationId(sessionStorage.getItem(MY_STATION_KEY));
  } catch {
    return null; // storage blocked: no remembered station
  }
}

export const $myStation = atom<StationId | null>(readStored());

export function selectStation(station: StationId): void {
  try {
    sessionStorage.setItem(MY_STATION_KEY, station);
  } catch {
    // Storage blocked or full: the selection lasts for this page only.
  }
  $myStation.set(station);
}
