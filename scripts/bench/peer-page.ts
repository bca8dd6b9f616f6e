/**
 * The peer page for the bench's throttled rows (scripts/bench/instant-play.ts): Mux Player, as a partner would
 * put it on a page from its CDN build (@mux/mux-player's `dist/mux-player.js`, one deferred script), playing
 * the same live stream of 702 from the local platform. `?engine=native` asks it for the browser's own HLS and
 * `?engine=hlsjs` for its bundled hls.js, as the same query does on the partner widgets.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const PEER_PAGE = '/peer/mux-player.html';
const PEER_SCRIPT = '/peer/mux-player.js';

/** The file the page's script comes from: the package's CDN build (its `jsdelivr` entry). */
function muxPlayerBuild(): string {
  // The package exports no package.json: its directory is found from its entry (dist/index.cjs.js).
  const entry = createRequire(import.meta.url).resolve('@mux/mux-player');
  const dir = path.resolve(path.dirname(entry), '..');
  const { jsdelivr } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    jsdelivr: string;
  };
  return path.join(dir, jsdelivr);
}

/** The page and its script, by path, for the partner server. */
export function peerPage(platformUrl: string): {
  pages: Record<string, string>;
  files: Record<string, string>;
} {
  const stream = `${platformUrl}/media/live/702/index.m3u8`;
  // The engine is chosen before the player's script runs (it is deferred), from the page's own query.
  const html = `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A news article (Mux Player)</title>
<script defer src="${PEER_SCRIPT}"></script></head>
<body style="margin:0;padding:16px;font-family:Georgia,serif;max-width:720px">
<h1>A news article</h1><p>Partner copy around the player.</p>
<mux-player audio stream-type="live" disable-tracking disable-cookies title="702 live" src="${stream}"></mux-player>
<script>
  const engine = new URLSearchParams(location.search).get('engine');
  document.querySelector('mux-player').setAttribute('prefer-playback', engine === 'hlsjs' ? 'mse' : 'native');
</script>
</body></html>`;
  return { pages: { [PEER_PAGE]: html }, files: { [PEER_SCRIPT]: muxPlayerBuild() } };
}
