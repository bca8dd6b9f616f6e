/**
 * The client build's files, as a CDN serves them: hashed files under /assets/ cached for a year (`immutable`),
 * the rest for an hour; text compressed (brotli or gzip, whichever the browser takes, compressed once and kept).
 * Only files inside the build directory are served; index.html and the build manifest never are (pages are
 * server-rendered, the manifest is for the server).
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
/**
 * Files that name no build in their path: the service worker, its offline shell and the web app manifest. Each
 * answer is checked with the server, so a new build reaches the browser at once (docs/offline.md: never a stale shell).
 */
const REVALIDATED = new Set(['/sw.js', '/offline.html', '/manifest.webmanifest']);
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.map', '.txt', '.webmanifest', '.html']);

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts of those we send. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 9 });
  return body;
}

export interface StaticFiles {
  /** Answers the request if it names a file of the build; false when it does not. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean;
}

export function staticFiles(clientDir: string, headers: Record<string, string>): StaticFiles {
  const root = path.resolve(clientDir);
  const cache = new Map<string, Buffer>();
  const fileOf = (pathname: string): string | null => {
    if (pathname === '/' || pathname.endsWith('/') || pathname === '/index.html') return null;
    if (pathname.split('/').some((part) => part.startsWith('.'))) return null; // .vite/manifest.json and the like
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    try {
      return fs.statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  };
  return {
    serve(req, res, pathname) {
      const file = fileOf(pathname);
      if (!file) return false;
      const ext = path.extname(file);
      const encoding = COMPRESSIBLE.has(ext) ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
      const key = `${encoding}:${file}`;
      let body = cache.get(key);
      if (!body) {
        body = compress(fs.readFileSync(file), encoding);
        cache.set(key, body);
      }
      res.writeHead(200, {
        ...headers,
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : REVALIDATED.has(pathname)
            ? 'no-cache'
            : 'public, max-age=3600',
        ...(COMPRESSIBLE.has(ext) ? { vary: 'Accept-Encoding' } : {}),
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
