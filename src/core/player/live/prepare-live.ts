/**
 * Everything a live play needs that can be asked for before the press, so the press costs one media request:
 * the station list, the catalog's answer (kept in ../catalog/resolve.ts for the play to use), the stream's
 * ladder (./warm-live-stream.ts, given that same answer, so the catalog is asked once) and, where the browser
 * needs hls.js, its chunk when the browser is idle or at once when a press is on its way. Once per station per
 * page; nothing here plays.
 */
import { afterFirstLoad, whenIdle } from '../../after-first-load';
import { serviceConfig } from '../../config';
import { shared } from '../../store-registry';
import { LIVE_MEDIA_ID } from '../../stations/live-streams';
import { loadStations } from '../../stations/stations';
import type { StationId } from '../../stations/station-ids';
import { chooseEngineKind } from '../engines/engines';
import { loadHlsJsEngine } from '../engines/load-hlsjs-engine';
import { resolveMedia } from '../catalog/catalog';
import { primeCatalog, primedAnswer } from '../catalog/resolve';
import { warmLiveStream } from './warm-live-stream';

const prepared = shared('prepared-live', () => ({
  stations: new Set<string>(),
  /** Each station's live stream as the content API named it, once it has answered. */
  mediaIds: new Map<string, string>(),
  engine: 'no' as 'no' | 'idle' | 'fetching',
}));

/**
 * Fetches the hls.js engine's chunk where the page will need it to play at all: once the first page is on
 * screen (../../after-first-load.ts; fetched at the first idle moment, its 100 kB went out before Explore's
 * query, whose answer came 3.4 s after the load event on the development server of a busy machine), or
 * at once (`urgent`) when the live player's React control is pointed at, since its "From the start" plays
 * through hls.js from the first byte. A live press does not need it at once: it plays its first segments
 * without it (../early-start/mse-early-start.ts), which then asks for it, so the light shell and the press before hydration
 * are not urgent: its 100 kB would share a slow connection with those segments.
 */
function prepareEngine(urgent: boolean) {
  if (prepared.engine === 'fetching') return;
  // A detached element only to ask what it can play; it never loads anything.
  if (chooseEngineKind(document.createElement('video')) !== 'hlsjs') return;
  const fetchNow = () => {
    if (prepared.engine === 'fetching') return;
    prepared.engine = 'fetching';
    void loadHlsJsEngine().catch(() => undefined); // the press fetches it again if this failed
  };
  if (urgent) fetchNow();
  else if (prepared.engine === 'no') {
    prepared.engine = 'idle';
    afterFirstLoad(() => whenIdle(fetchNow));
  }
}

function primeLiveStream(mediaId: string): void {
  primeCatalog(mediaId, (id) => resolveMedia(id, serviceConfig));
  // A primed answer is always a free live stream's, else null.
  warmLiveStream(
    mediaId,
    primedAnswer(mediaId).then((answer) => (answer?.ok ? answer.media.src : null)),
  );
}

/** The station's live stream: as the content API named it when it has answered, else as the code ships it. */
export function liveMediaIdOf(station: StationId): string {
  return prepared.mediaIds.get(station) ?? LIVE_MEDIA_ID[station];
}

export function prepareLive(station: StationId, { urgent = false }: { urgent?: boolean } = {}): void {
  prepareEngine(urgent);
  primeLiveStream(LIVE_MEDIA_ID[station]);
  if (prepared.stations.has(station)) return;
  prepared.stations.add(station);
  loadStations().then(
    (list) => {
      const details = list.find((s) => s.id === station);
      if (!details) return;
      prepared.mediaIds.set(station, details.mediaId);
      primeLiveStream(details.mediaId);
    },
    () => prepared.stations.delete(station), // nothing is lost: the press asks again
  );
}
