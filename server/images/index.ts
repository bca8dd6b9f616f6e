/**
 * The images service (`/images/`): generated cover art as webp for every seeded image id, crop and width
 * (svg.ts draws, render.ts encodes, cache.ts keeps the files), and the station logos (logos.ts). Validation of
 * every path lives in routes.ts; this file only wires them together and speaks HTTP (ETag, 304, HEAD, errors).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformConfig } from '../config';
import { HttpError, onlyGetOrHead } from '../http/respond';
import { IMMUTABLE } from '../media/files';
import type { PlatformModule } from '../platform';
import type { ImageAsset, SeedCore } from '../seed/types';
import { ImageCache, type CachedImage } from './cache';
import { logosFolder, sendLogo } from './logos';
import { renderWebp } from './render';
import { parseImagesPath } from './routes';

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored, `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

function sendImage(req: IncomingMessage, res: ServerResponse, image: CachedImage) {
  const headers = { etag: image.etag, 'cache-control': IMMUTABLE };
  if (matchesIfNoneMatch(req.headers['if-none-match'], image.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-type': 'image/webp', 'content-length': image.bytes.length });
  res.end(req.method === 'HEAD' ? undefined : image.bytes);
}

export function createImages(deps: { config: PlatformConfig; seed: SeedCore }): PlatformModule {
  const { config, seed } = deps;
  const assets = new Map<string, ImageAsset>(seed.images.map((asset) => [asset.id, asset]));
  const cache = new ImageCache(config.cacheDir, { concurrency: 2 });
  const logos = logosFolder(config.rootDir);

  const handler: PlatformModule['handler'] = async (req, res, url) => {
    onlyGetOrHead(req, res, 'on /images/');
    const route = parseImagesPath(url.pathname);
    if (route.type === 'logo') {
      await sendLogo(req, res, logos, route.file);
      return;
    }
    const asset = assets.get(route.imageId);
    if (!asset) throw new HttpError(404, `No image with id "${route.imageId}"`);
    const { crop, width } = route;
    let image: CachedImage;
    try {
      image = await cache.get(asset.id, crop, width, () => renderWebp(asset, crop, width));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[primedia] images: rendering ${asset.id} ${crop}/${width}.webp failed: ${reason}`);
      throw new HttpError(
        500,
        `Rendering image ${asset.id} (${crop}, ${width} px) failed: ${reason.split('\n')[0]}`,
      );
    }
    sendImage(req, res, image);
  };

  return { handler };
}
