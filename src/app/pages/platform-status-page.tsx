/**
 * The platform status page: every local service with its live state, the four stations with what is on air
 * now (from the now-playing stream) and the test accounts. It is what a developer sees at the app URL until
 * the listener site's routes take `/` over.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { serviceConfig } from '../../core/config';
import { startNowPlaying } from '../../core/now-playing';
import { $nowPlaying } from '../../core/player/store';

type Health = 'checking' | 'up' | 'down';

const services = [
  {
    name: 'Content API (GraphQL)',
    url: serviceConfig.graphqlUrl,
    probe: `${serviceConfig.graphqlUrl}?query=%7B__typename%7D`,
  },
  {
    name: 'Identity provider',
    url: `${serviceConfig.oidcIssuer}/.well-known/openid-configuration`,
    probe: `${serviceConfig.oidcIssuer}/.well-known/openid-configuration`,
  },
  { name: 'Now playing (SSE)', url: serviceConfig.nowPlayingUrl, probe: null },
  {
    name: 'Video catalog',
    url: `${serviceConfig.playbackApiUrl}/accounts/${serviceConfig.playbackAccountId}/videos/live-702`,
    probe: `${serviceConfig.playbackApiUrl}/accounts/${serviceConfig.playbackAccountId}/videos/live-702`,
  },
  {
    name: 'Live stream 702 (HLS)',
    url: `${serviceConfig.platformUrl}/media/live/702/index.m3u8`,
    probe: `${serviceConfig.platformUrl}/media/live/702/index.m3u8`,
  },
];

function useHealth(url: string | null): Health {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, {
      signal: controller.signal,
      headers: { 'x-app-name': 'prime', 'x-app-platform': 'web' },
    }).then(
      (res) => setHealth(res.ok ? 'up' : 'down'),
      () => !controller.signal.aborted && setHealth('down'),
    );
    return () => controller.abort();
  }, [url]);
  return health;
}

function ServiceRow({
  name,
  url,
  probe,
  stream,
}: {
  name: string;
  url: string;
  probe: string | null;
  stream: Health;
}) {
  const probed = useHealth(probe);
  const health = probe ? probed : stream;
  return (
    <li>
      <span className={`status status-${health}`} aria-hidden="true" />
      <a href={url}>{name}</a>
      <span className="visually-hidden">: {health}</span>
    </li>
  );
}

export function PlatformStatusPage() {
  const stations = useStore($nowPlaying);
  const stream: Health = stations.length > 0 ? 'up' : 'checking';

  useEffect(() => {
    startNowPlaying();
  }, []);

  return (
    <main className="platform-status">
      <h1>Primedia+</h1>
      <p>The listener site runs against these local services.</p>
      <section aria-labelledby="on-air">
        <h2 id="on-air">On air now</h2>
        <ul className="stations" aria-live="polite">
          {stations.map((s) => (
            <li key={s.station} data-station={s.station}>
              <img
                src={`${serviceConfig.platformUrl}/images/logos/${s.station}.svg`}
                alt=""
                width="48"
                height="48"
              />
              <div>
                <strong>{s.stationName}</strong> · {s.show.headline}
                <br />
                <span className="now-playing-line">
                  {s.item.title} — {s.item.artist}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="services">
        <h2 id="services">Services</h2>
        <ul className="services">
          {services.map((s) => (
            <ServiceRow key={s.name} {...s} stream={stream} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="accounts">
        <h2 id="accounts">Test accounts</h2>
        <ul>
          <li>listener@example.com / listen-2026 (free)</li>
          <li>premium@example.com / listen-2026 (Audiostar+)</li>
        </ul>
      </section>
    </main>
  );
}
