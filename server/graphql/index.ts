/**
 * The content API at /graphql (graphql-yoga): GET for queries, POST for everything, docs/product.md, "Calls to the platform"
 *
 * The platform's node:http request is bridged to yoga's fetch API here so that the body limit is ours
 * (config.maxBodyBytes -> 413 before yoga parses anything) and CORS stays with platform.ts. The bearer token is
 * verified once per request with the injected `verifyAccessToken`; resolvers see `ctx.user` or null.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { createYoga } from 'graphql-yoga';
import { siteOrigins, type PlatformConfig } from '../config';
import { bearerToken } from '../http/bearer';
import { HttpError, readBody, sendJson } from '../http/respond';
import type { VerifiedUser, VerifyAccessToken } from '../identity';
import type { PlatformModule } from '../platform';
import { createSearchIndex } from '../search';
import type { Seed } from '../seed';
import { createNowPlayingState, nowPlayingOptionsFromEnv } from '../now-playing/state';
import type { UserDatabase } from '../store/db';
import { createContentLookup } from './content-lookup';
import type { GraphqlContext, Services } from './context';
import { errorBody } from './errors';
import { createImageResolver } from './images';
import { devGraphql, hideSchemaPlugin } from './dev-only';
import { capResponse, limitsFor, TEST_LIMITS_HEADER } from './limits';
import { requestLimitsPlugin } from './request-limits';
import { createExecutableSchema } from './schema';
import { timeSliceSchema } from './time-slice';

const gzipAsync = promisify(gzip);
/** Test hook (browser tests' platform only): requests may tighten their own limits, see limits.ts. */
const testHooks = () => process.env.GRAPHQL_TEST_HOOKS === '1';

export interface GraphqlDeps {
  config: PlatformConfig;
  db: UserDatabase;
  seed: Seed;
  verifyAccessToken: VerifyAccessToken;
  /** Unix seconds; tests pin it. */
  now?: () => number;
}

async function userFrom(header: string | null, verify: VerifyAccessToken): Promise<VerifiedUser | null> {
  const token = bearerToken(header);
  if (!token) return null;
  try {
    return await verify(token);
  } catch (error) {
    // A verifier failure must not become a 500 for public queries; user operations then answer AUTH_NOT_AUTHORIZED.
    console.warn(
      '[primedia] graphql: token verification failed:',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** The yoga app on its own (fetch API), used by the HTTP module and by unit tests. */
export function createGraphqlApp(deps: GraphqlDeps) {
  const services: Services = {
    config: deps.config,
    db: deps.db,
    seed: deps.seed,
    lookup: createContentLookup(deps.seed),
    search: createSearchIndex(deps.seed),
    image: createImageResolver(deps.config.publicUrl, deps.seed.images, deps.seed.defaultImageId),
    nowPlaying: createNowPlayingState(deps.seed, deps.config.publicUrl, nowPlayingOptionsFromEnv()),
    now: deps.now ?? (() => Math.floor(Date.now() / 1000)),
  };
  const yoga = createYoga<Record<string, unknown>, GraphqlContext>({
    schema: timeSliceSchema(createExecutableSchema(deps.config.rootDir)),
    graphqlEndpoint: '/graphql',
    // GraphiQL would load its assets from a CDN; the platform never reaches outside 127.0.0.1.
    graphiql: false,
    landingPage: false,
    cors: false,
    logging: false,
    // Never the original error's stack, whatever NODE_ENV says: it names the platform's files.
    maskedErrors: { isDev: false },
    plugins: [requestLimitsPlugin({ testHooks: testHooks() }), ...(devGraphql() ? [] : [hideSchemaPlugin()])],
    context: async ({ request }) => ({
      services,
      user: await userFrom(request.headers.get('authorization'), deps.verifyAccessToken),
    }),
  });
  return { yoga, services };
}

/**
 * Test hook (browser tests' platform only, GRAPHQL_TEST_HOOKS=1): POST { email, until } sets when an account's
 * Audiostar+ ends (unix seconds, or null for never had it), so a test can let a subscription lapse and restore
 * it, as the end of a trial or a cancellation does (docs/offline.md: downloads follow the subscription).
 */
const PREMIUM_HOOK_PATH = '/graphql/_test/premium-until';

async function setPremiumUntil(req: IncomingMessage, res: ServerResponse, db: UserDatabase, limit: number) {
  if (req.method !== 'POST') throw new HttpError(405, 'POST { "email": "...", "until": seconds | null }');
  let body: { email?: unknown; until?: unknown };
  try {
    body = JSON.parse((await readBody(req, limit)).toString('utf8')) as typeof body;
  } catch {
    throw new HttpError(400, 'The body must be JSON: { "email": "...", "until": seconds | null }');
  }
  const until = body.until;
  if (typeof body.email !== 'string' || (until !== null && !Number.isInteger(until))) {
    throw new HttpError(400, '"email" must be a string and "until" whole unix seconds or null');
  }
  db.run('UPDATE accounts SET premium_until = ? WHERE email = ?', [until as number | null, body.email]);
  sendJson(res, 200, { email: body.email, until });
}

export function createGraphql(deps: GraphqlDeps): PlatformModule {
  const { yoga } = createGraphqlApp(deps);
  const trusted = siteOrigins(deps.config);

  return {
    async handler(req: IncomingMessage, res: ServerResponse, url: URL) {
      const method = req.method ?? 'GET';
      if (url.pathname === PREMIUM_HOOK_PATH && testHooks()) {
        await setPremiumUntil(req, res, deps.db, deps.config.maxBodyBytes);
        return;
      }
      const origin = req.headers.origin;
      if (origin !== undefined && !trusted.includes(origin) && req.headers.authorization !== undefined) {
        // Public reads work from any origin; a listener's token is accepted only from the main site's origins,
        // so a page elsewhere cannot act as the listener even with a token it obtained.
        const message = `Signed-in operations are available only from the main site, not from ${origin.slice(0, 100)}; public reads need no token`;
        sendJson(res, 403, errorBody(message, 'ORIGIN_NOT_ALLOWED'));
        return;
      }
      // readBody throws HttpError(413), which platform.ts turns into a 413 reply.
      const body =
        method === 'GET' || method === 'HEAD'
          ? undefined
          : new Uint8Array(await readBody(req, deps.config.maxBodyBytes));
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const response = await yoga.fetch(new Request(url, { method, headers, body }), {});
      let payload: Buffer = Buffer.from(await response.arrayBuffer());
      let status = response.status;
      const outHeaders: Record<string, string> = Object.fromEntries(response.headers);
      const limits = limitsFor(headers.get(TEST_LIMITS_HEADER), testHooks());
      const refused = capResponse(payload, limits.maxResponseBytes);
      if (refused) {
        payload = refused;
        status = 413;
        outHeaders['content-type'] = 'application/json; charset=utf-8';
      }
      // Compressed like a production API behind a CDN (Explore's answer is 120 kB of JSON, 10 kB gzipped).
      const vary = res.getHeader('vary');
      outHeaders.vary = vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding';
      if (payload.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        // Off the event loop: gzip of a large answer would otherwise hold every other request up.
        payload = await gzipAsync(payload);
        outHeaders['content-encoding'] = 'gzip';
      }
      outHeaders['content-length'] = String(payload.length);
      res.writeHead(status, outHeaders);
      res.end(payload);
    },
  };
}
