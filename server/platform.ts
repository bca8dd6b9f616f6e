/**
 * Composes the local stand-in of Primedia's services behind one HTTP origin: each module owns its folder and
 * exposes a factory returning a `PlatformModule`, mounted below by path (the table: docs/platform.md, "One origin").
 */
import http from 'node:http';
import path from 'node:path';
import { siteOrigins, type PlatformConfig } from './config';
import {
  applyCors,
  HttpError,
  sendError,
  sendJson,
  type CorsPolicy,
  type RouteHandler,
} from './http/respond';
import { UserDatabase } from './store/db';
import { getSeed } from './seed';
import { createIdentity } from './identity';
import { createOutbox } from './mail/outbox';
import { createGraphql } from './graphql';
import { createNowPlaying } from './now-playing';
import { createMediaOrigin } from './media';
import { createMediaSigner, loadOrCreateSigningSecret } from './media/signing';
import { createImages } from './images';
import { createCatalog } from './catalog';
import { createSink } from './sink';
import { createOembed } from './oembed';
import { createTestClock } from './util/test-clock';

export interface PlatformModule {
  handler: RouteHandler;
  close?(): Promise<void> | void;
}

export interface Platform {
  server: http.Server;
  config: PlatformConfig;
  close(): Promise<void>;
}

interface Mount {
  prefix: string;
  module: PlatformModule;
  /** respond.ts's CorsPolicy; false: no CORS at all (the identity provider handles its own, test endpoints none). */
  cors: CorsPolicy | false;
}

export async function createPlatform(config: PlatformConfig): Promise<Platform> {
  const seed = getSeed();
  const db = await UserDatabase.open(path.join(config.dataDir, 'users.sqlite'));
  const outbox = createOutbox({ config });
  const identity = await createIdentity({ config, db, mailer: outbox });
  // One signer for the catalog (which signs premium playlist links) and the origin (which checks them).
  const signer = createMediaSigner(loadOrCreateSigningSecret(config.dataDir, config.mediaSigningSecret));
  const media = await createMediaOrigin({ config, seed, signer });
  const sink = createSink({ config });
  const mounts: Mount[] = [
    {
      prefix: '/graphql',
      module: createGraphql({ config, db, seed, verifyAccessToken: identity.verifyAccessToken }),
      cors: 'public',
    },
    { prefix: '/oidc', module: identity, cors: false },
    { prefix: '/now-playing', module: createNowPlaying({ config, seed }), cors: 'public' },
    { prefix: '/media/', module: media, cors: 'media' },
    { prefix: '/images/', module: createImages({ config, seed }), cors: 'public' },
    {
      prefix: '/playback/v1/',
      module: createCatalog({ config, seed, signer, verifyAccessToken: identity.verifyAccessToken }),
      cors: 'public',
    },
    // Error reports from widgets on any partner page are worth having; the sink caps their size.
    { prefix: '/api/', module: sink, cors: 'public' },
    // The sink's read and clear endpoints are for the test process only: no page on another origin may read them.
    { prefix: '/sink/', module: sink, cors: false },
    // A CMS asks from its server, a partner's script from any page: public data, as the embed pages are.
    { prefix: '/oembed', module: createOembed({ config, seed }), cors: 'public' },
    // Every listener's mail: never readable from another origin's page.
    { prefix: '/outbox', module: outbox, cors: false },
    // The browser tests' platforms only: pins the clock every module reads, for tests at a named hour.
    ...(process.env.MEDIA_TEST_HOOKS === '1'
      ? [{ prefix: '/test/', module: createTestClock(config.maxBodyBytes), cors: false as const }]
      : []),
  ];
  const allowedOrigins = siteOrigins(config);

  const server = http.createServer(async (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', config.publicUrl);
    } catch {
      sendError(res, 400, 'Malformed request URL');
      return;
    }
    try {
      if (url.pathname === '/health') {
        sendJson(res, 200, { status: 'ok' });
        return;
      }
      if (url.pathname === '/') {
        sendJson(res, 200, serviceIndex(config));
        return;
      }
      const mount = mounts.find(
        (m) =>
          url.pathname === m.prefix ||
          url.pathname.startsWith(m.prefix.endsWith('/') ? m.prefix : `${m.prefix}/`),
      );
      if (!mount) throw new HttpError(404, `No service at ${url.pathname}`);
      if (mount.cors && applyCors(req, res, allowedOrigins, mount.cors)) return;
      await mount.module.handler(req, res, url);
    } catch (error) {
      if (error instanceof HttpError) {
        if (!res.headersSent) res.setHeaders(new Map(Object.entries(error.headers)));
        sendError(res, error.status, error.message);
        return;
      }
      console.error(`[primedia] ${req.method} ${url.pathname} failed:`, error);
      sendError(res, 500, 'Internal error in the local platform');
    }
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  // Idle keep-alive sockets outlive the clients' own (Node's agent drops them after 5 s, browsers later), so a
  // client never reuses a socket the server is closing at that moment: with both at 5 s, a request sent after
  // exactly that idle time was reset (ECONNRESET), as a CI run of tests/platform/identity.spec.ts showed.
  server.keepAliveTimeout = 65_000;

  return {
    server,
    config,
    async close() {
      for (const mount of mounts) await mount.module.close?.();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      db.close();
    },
  };
}

function serviceIndex(config: PlatformConfig) {
  const base = config.publicUrl;
  return {
    name: 'Primedia+ local platform',
    services: {
      contentApi: `${base}/graphql`,
      identityProvider: `${base}/oidc`,
      discovery: `${base}/oidc/.well-known/openid-configuration`,
      nowPlaying: `${base}/now-playing`,
      videoCatalog: `${base}/playback/v1/accounts/primedia-local/videos/{mediaId}`,
      media: `${base}/media/`,
      images: `${base}/images/`,
      errorSinkDsn: `${base.replace('://', '://public@')}/1`,
      ...(config.mailOutbox ? { mailOutbox: `${base}/outbox` } : {}),
    },
  };
}
