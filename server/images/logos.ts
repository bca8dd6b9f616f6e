/**
 * Serves the station logos from `<rootDir>/public/images/logos/`. The name was already checked against
 * LOGO_NAME (routes.ts); the resolved path is checked again to sit directly in the folder, so no request can read
 * anything else.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { HttpError } from '../http/respond';
import { LOGO_NAME } from './routes';

const LOGO_CACHE_CONTROL = 'public, max-age=86400';

export function logosFolder(rootDir: string): string {
  return path.resolve(rootDir, 'public', 'images', 'logos');
}

export async function sendLogo(req: IncomingMessage, res: ServerResponse, folder: string, name: string) {
  const file = path.resolve(folder, name);
  if (!LOGO_NAME.test(name) || path.dirname(file) !== folder) throw new HttpError(400, 'Invalid logo name');
  let bytes: Buffer;
  try {
    const stat = await fs.promises.lstat(file);
    if (!stat.isFile()) throw new Error('not a regular file');
    bytes = await fs.promises.readFile(file);
  } catch {
    throw new HttpError(404, `No logo named "${name}"`);
  }
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'cache-control': LOGO_CACHE_CONTROL,
    'content-length': bytes.length,
    'x-content-type-options': 'nosniff',
    // Opened directly, an SVG is a document; this keeps it inert (no scripts, no outside loads).
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
