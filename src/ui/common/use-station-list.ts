/**
 * The station list (window, stream, name) for a component that plays a station, once it has loaded; null until
 * then or when it fails (the failure is recorded under `area`).
 */
import { useEffect, useState } from 'react';
import { recordProblem } from '../../core/monitoring/problems';
import { loadStations, type StationDetails, type StationId } from '../../core/stations/stations';

export function useStationList(area: string, wanted = true): StationDetails[] | null {
  const [stations, setStations] = useState<StationDetails[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadStations().then(
      (list) => {
        if (!cancelled) setStations(list);
      },
      (error: unknown) => recordProblem({ area, message: `stations failed: ${String(error)}` }),
    );
    return () => {
      cancelled = true;
    };
  }, [area, wanted]);
  return stations;
}

/**
 * One station's details from the list, null until it has loaded or for a station not in it; no station asks
 * nothing of the network.
 */
export function useStation(station: StationId | null, area: string): StationDetails | null {
  return useStationList(area, station !== null)?.find((s) => s.id === station) ?? null;
}
