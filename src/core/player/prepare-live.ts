/**
 * Everything a live play needs that can be asked for before the press (issue 19), so the press itself costs
 * one media request: the station list, the catalog's answer for the station's stream (./primed-catalog.ts), the
 * stream's multivariant playlist (the origin lets it be cached, so the engine's own request for it is answered
 * from the browser's cache), and, where the browser needs hls.js, its chunk when the browser is idle. Called
 * when a live control nears the viewport or is pointed at; once per station per page, however often it is
 * called. Nothing here plays or creates the page's media element: no audio starts before the listener asks.
 */
import { serviceConfig } from '../config';
import { shared } from '../store-registry';
import { loadStations } from '../stations/stations';
import type { StationId } from '../stations/station-ids';
import { resolveMedia } from './catalog';
import { chooseEngineKind } from './engines';
import { loadHlsJsEngine } from './load-hlsjs-engine';
import { primeCatalog, primedAnswer } from './primed-catalog';

const prepared = shared('prepared-live', () => ({
  stations: new Set<string>(),
  engine: 'no' as 'no' | 'idle' | 'fetching',
}));

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 500);

/**
 * Fetches the hls.js engine's chunk where the page will need it to play at all: when the browser is idle, or
 * at once when a press is on its way (`urgent`).
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
    whenIdle(fetchNow);
  }
}

/** A preconnect to the media origin when it is not the platform's own (a CDN in production). */
function preconnect(src: string) {
  const origin = new URL(src).origin;
  if (origin === new URL(serviceConfig.platformUrl).origin || origin === location.origin) return;
  if (document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

async function prepareStation(station: StationId) {
  const details = (await loadStations()).find((s) => s.id === station);
  if (!details) return;
  primeCatalog(details.mediaId, (id) => resolveMedia(id, serviceConfig));
  const answer = await primedAnswer(details.mediaId);
  if (!answer?.ok) return;
  preconnect(answer.media.src);
  // Read to the end, so the browser keeps it for the engine's own request.
  const playlist = await fetch(answer.media.src, { priority: 'low' });
  await playlist.arrayBuffer();
}

export function prepareLive(station: StationId, { urgent = false }: { urgent?: boolean } = {}): void {
  prepareEngine(urgent);
  if (prepared.stations.has(station)) return;
  prepared.stations.add(station);
  prepareStation(station).catch(() => {
    // Nothing is lost: the press asks for the same again. A later call may try once more.
    prepared.stations.delete(station);
  });
}
