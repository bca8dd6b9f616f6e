/**
 * The host app's service worker (docs/offline.md), registered by src/app only: partner pages that embed the widgets
 * never get it. Self-contained (no imports), so the build emits it as one classic script at /sw.js.
 *
 * - Downloads: /offline-media/{sub}/{mediaId} answers from the account's IndexedDB store (src/core/downloads),
 *   with byte ranges, so a download plays, seeks and skips in a media element with the network off.
 * - The shell (production builds only; the build writes its name and files before this script, vite.config.ts):
 *   the build's files and the client-rendered shell (/offline.html) are cached at install under the build's
 *   name. Pages are always asked of the network first, so a deployed build is what listeners get whenever they
 *   are online; the cached shell answers a navigation only when the network fails. The build's files, named by
 *   their content, come from its cache. A new build's worker waits until the page asks it
 *   to take over (the update prompt), then the old build's cache is deleted: never a stale shell, never two
 *   builds mixed. Nothing from another origin (the platform's API, personal data) is ever cached.
 * - In development (`npm start`) nothing is written: no caching at all, so Vite's dev loop is untouched.
 */
// The few worker types used here: the project's TypeScript lib is the DOM's, and the webworker lib beside it
// would change the page code's event types.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { postMessage(message: unknown): void } | null;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
export {};

/** Written before this script by the build (vite.config.ts); absent in development. */
const written = (globalThis as { __PRIMEDIA_SW_BUILD__?: { build: string; assets: string[] } })
  .__PRIMEDIA_SW_BUILD__;
const BUILD = written?.build ?? 'dev';
const ASSETS = written?.assets ?? [];
/** The same, looked up on every request the pages make. */
const ASSET_SET = new Set(ASSETS);
const CACHING = written !== undefined;
const CACHE = `primedia-shell-${BUILD}`;
const SHELL_PATH = '/offline.html';
const MEDIA_PREFIX = '/offline-media/';

worker.addEventListener('install', (event) => {
  // Development: nothing to keep, so a changed worker takes over at once.
  if (!CACHING) {
    void worker.skipWaiting();
    return;
  }
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache.addAll(
          [SHELL_PATH, ...ASSETS.map((file) => `/${file}`)].map(
            (path) => new Request(path, { cache: 'reload' }),
          ),
        ),
      ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('primedia-shell-') && name !== CACHE) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

/**
 * The account signed in on the pages now and the key they put in download URLs (they send both at each play,
 * and null at sign-out): downloads answer only for that account and key, so a page loaded later (a signed-out
 * visitor, another account) cannot play them through here. Kept in memory only: a worker stopped by the
 * browser forgets it, and the next play sends it again.
 */
let access: { sub: string; key: string } | null = null;

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; sub?: unknown; key?: unknown } | null;
  if (data?.type === 'account') {
    const valid = typeof data.sub === 'string' && data.sub !== '' && typeof data.key === 'string';
    access = valid ? { sub: data.sub as string, key: data.key as string } : null;
    (event.ports[0] ?? event.source)?.postMessage({ type: 'account', signedIn: access !== null });
  }
  if ((event.data as { type?: string } | null)?.type === 'activate-update') void worker.skipWaiting();
  // A page this worker's activation missed (src/core/offline/service-worker.ts).
  if ((event.data as { type?: string } | null)?.type === 'claim') event.waitUntil(worker.clients.claim());
  if ((event.data as { type?: string } | null)?.type === 'build') {
    event.source?.postMessage({ type: 'build', build: BUILD });
  }
});

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== worker.location.origin || event.request.method !== 'GET') return;
  if (url.pathname.startsWith(MEDIA_PREFIX)) {
    event.respondWith(
      offlineMedia(url.pathname.slice(MEDIA_PREFIX.length), url.searchParams.get('key'), event.request),
    );
    return;
  }
  if (!CACHING) return;
  if (event.request.mode === 'navigate') {
    // Revalidated with the server every time: the pages allow stale-while-revalidate, which would otherwise
    // show the previous build's page once after a deploy.
    event.respondWith(
      fetch(new Request(event.request, { cache: 'no-cache' })).catch(
        async () => (await caches.match(SHELL_PATH, { cacheName: CACHE })) ?? Response.error(),
      ),
    );
    return;
  }
  // Build files are named by their content and never change: the build's own cache answers, online or not. A
  // page still running this build after a deploy thus keeps loading its lazy chunks, which the new server no
  // longer has, until the listener takes the update. The network answers what the cache lacks.
  if (ASSET_SET.has(url.pathname.slice(1))) {
    event.respondWith(
      caches.match(event.request, { cacheName: CACHE }).then((hit) => hit ?? fetch(event.request)),
    );
  }
});

interface StoredMeta {
  size: number;
  chunks: number;
  complete: boolean;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB failed'));
  });
}

/** One download of one account, as the media element asks for it: whole or a byte range. */
async function offlineMedia(rest: string, key: string | null, req: Request): Promise<Response> {
  const [sub, mediaId] = rest.split('/').map((part) => decodeURIComponent(part));
  if (!sub || !mediaId) return new Response('No such download', { status: 404 });
  if (!access || sub !== access.sub || key !== access.key) {
    return new Response('Sign in to play your downloads', { status: 403 });
  }
  const names = (await indexedDB.databases?.())?.map((d) => d.name) ?? null;
  const name = `primedia-downloads:${sub}`;
  // Never create an empty database for a name that is not there.
  if (names && !names.includes(name)) return new Response('No such download', { status: 404 });
  const open = indexedDB.open(name);
  open.onupgradeneeded = () => open.transaction?.abort();
  let db: IDBDatabase;
  try {
    db = await request(open);
  } catch {
    return new Response('No such download', { status: 404 });
  }
  try {
    const tx = db.transaction(['items', 'chunks']);
    const meta = (await request(tx.objectStore('items').get(mediaId))) as StoredMeta | undefined;
    if (!meta?.complete) return new Response('No such download', { status: 404 });
    const chunks = (await request(
      tx.objectStore('chunks').getAll(IDBKeyRange.bound([mediaId, 0], [mediaId, Infinity])),
    )) as Blob[];
    const file = new Blob(chunks.slice(0, meta.chunks), { type: 'audio/mp4' });
    return rangeResponse(file, req.headers.get('range'));
  } finally {
    db.close();
  }
}

function rangeResponse(file: Blob, range: string | null): Response {
  const size = file.size;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range?.trim() ?? '');
  const base = { 'content-type': 'audio/mp4', 'accept-ranges': 'bytes', 'cache-control': 'no-store' };
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(file, { status: 200, headers: { ...base, 'content-length': String(size) } });
  }
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) {
    return new Response(null, { status: 416, headers: { ...base, 'content-range': `bytes */${size}` } });
  }
  return new Response(file.slice(start, end + 1), {
    status: 206,
    headers: {
      ...base,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
    },
  });
}
