/**
 * Serves immutable files from the cache with byte ranges and HEAD, as native players and hls.js expect.
 * Callers pass a path they already validated; `resolveInside` is the guard that keeps every read inside a root.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { HttpError } from '../http/respond';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.ts': 'video/mp2t',
  '.aac': 'audio/aac',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.m4s': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Joins `parts` under `root` and refuses any result that escapes it (404, never a read outside). */
export function resolveInside(root: string, ...parts: string[]): string {
  const base = path.resolve(root);
  const full = path.resolve(base, ...parts);
  if (!full.startsWith(base + path.sep)) throw new HttpError(404, 'Not found');
  return full;
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * Parses a single `bytes=` range against a file size (RFC 9110). Null means "send the whole file": no header,
 * another unit or several ranges, which a server may ignore.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl = IMMUTABLE,
) {
  let size: number;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    throw new HttpError(404, 'Not found');
  }
  const headers: Record<string, string | number> = {
    'content-type': contentTypeFor(file),
    'cache-control': cacheControl,
    'accept-ranges': 'bytes',
  };
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  headers['content-length'] = size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = fs.createReadStream(file, { start, end });
    stream.once('error', () => {
      res.destroy();
      resolve();
    });
    res.once('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
