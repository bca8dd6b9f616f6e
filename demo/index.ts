// Reads the now-playing stream from the platform origin: proves the partner origin is allowed by CORS.
import type { NowPlayingMessage } from '../src/core/now-playing/message';

const platformUrl = (import.meta.env.VITE_PLATFORM_URL as string | undefined) ?? 'http://127.0.0.1:4000';
const list = document.getElementById('now-playing');
const source = new EventSource(`${platformUrl}/now-playing`);
source.onmessage = (event: MessageEvent<string>) => {
  if (!list) return;
  try {
    const message = JSON.parse(event.data) as NowPlayingMessage;
    list.replaceChildren(
      ...message.stations.map((s) => {
        const li = document.createElement('li');
        li.dataset.station = s.station;
        li.textContent = `${s.stationName}: ${s.item.title} — ${s.item.artist}`;
        return li;
      }),
    );
  } catch {
    console.warn('[primedia] ignored a now-playing message that is not JSON');
  }
};
