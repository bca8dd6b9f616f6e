/**
 * A static "partner site" for the bench: built widgets under /widgets/ and a few pages that embed them, on an
 * origin of their own (as a partner's would be). Files go gzipped to a browser that accepts it, as a CDN would
 * send them (the throttled rows depend on it); sizes are reported as gzip -9 of each file, the measure
 * docs/design.md, "Budgets" uses.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { addDays, sastDay } from '../../src/core/sast-day';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
  '.css': 'text/css',
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="margin:0;padding:16px;font-family:Georgia,serif;max-width:720px">
<h1>${title}</h1><p>Partner copy around the widget.</p>
${body}
<script type="module" src="/widgets/embed.js"></script>
</body></html>`;

const BENCH_PAGES: Record<string, string> = {
  '/news.html': page('A news article', '<primedia-live-player station="702"></primedia-live-player>'),
  // Yesterday's guide: every show on it has aired and started inside the catch-up window, whatever the hour.
  '/guide.html': page(
    "Yesterday's programmes",
    `<primedia-programme-guide station="702" date="${addDays(sastDay(Date.now()), -1)}"></primedia-programme-guide>`,
  ),
  '/stations.html': page(
    'Four stations',
    ['702', '947', 'kfm', 'capetalk']
      .map((s) => `<primedia-live-player station="${s}"></primedia-live-player>`)
      .join('\n') + '\n<primedia-mini-player></primedia-mini-player>',
  ),
};

const compressed = new Map<string, Buffer>();
function gzipped(file: string): Buffer {
  let body = compressed.get(file);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
    compressed.set(file, body);
  }
  return body;
}

/**
 * `pages`: more pages by path, beside the bench's own (scripts/bench/partner-stacks.ts adds one with a frame);
 * `files`: more files by path (the peer page's player, scripts/bench/peer-page.ts).
 */
export function startPartnerServer(
  widgetsDir: string,
  port: number,
  pages: Record<string, string> = {},
  files: Record<string, string> = {},
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const html = BENCH_PAGES[url.pathname] ?? pages[url.pathname];
    if (html) {
      res.writeHead(200, { 'content-type': TYPES['.html'] ?? 'text/html' });
      res.end(html);
      return;
    }
    const named = files[url.pathname];
    if (named !== undefined || url.pathname.startsWith('/widgets/')) {
      const file = named ?? path.resolve(widgetsDir, `.${url.pathname.slice('/widgets'.length)}`);
      const allowed = named !== undefined || file.startsWith(widgetsDir);
      if (allowed && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          const body = gzipped(file);
          res.writeHead(200, {
            'content-type': type,
            'content-encoding': 'gzip',
            'content-length': body.length,
          });
          res.end(body);
          return;
        }
        res.writeHead(200, { 'content-type': type });
        fs.createReadStream(file).pipe(res);
        return;
      }
    }
    res.writeHead(404);
    res.end('not found');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
