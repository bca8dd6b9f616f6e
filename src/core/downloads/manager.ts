/**
 * The download manager (docs/offline.md): Audiostar+ listeners save podcast episodes and on-demand audio (a video's
 * audio) for offline listening. The file is the single-file rendition the catalog lists (server/media/
 * downloads.ts), fetched in byte ranges of CHUNK_BYTES, each stored as it arrives (./idb.ts), so:
 * - the size is known before it starts (HEAD), and checked against navigator.storage.estimate();
 * - pause aborts the running request; resume, and a lost connection coming back ('online'), continue from the
 *   last stored byte with a Range, never from zero, also after a reload;
 * - a signed URL that expired (403) is asked for again through the catalog, which also re-checks the rights.
 *
 * Downloads belong to the signed-in account: the manager opens that account's database only, and closes it
 * (and forgets every list) when the listener signs out or another signs in (docs/adr/0076-downloads-per-account-store.md).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { $session } from '../auth/session';
import { openWallFor, resolveWithRights } from '../player/catalog/resolve';
import type { CatalogResult } from '../player/catalog/catalog';
import { registerServiceWorker, tellWorkerAccount } from '../offline/service-worker';
import { shared } from '../store-registry';
import { openDownloadDb, type DownloadDb, type DownloadMeta } from './idb';
import { nextRange, noRoomMessage, totalFromContentRange } from './plan';

type DownloadStatus = 'downloading' | 'paused' | 'waiting-network' | 'complete' | 'failed';

export interface DownloadView extends DownloadMeta {
  status: DownloadStatus;
  /** What went wrong, for 'failed' (and why a download waits). */
  message: string | null;
}

/** What a listener asks to download: what the list shows about it. */
export type DownloadRequest = Omit<DownloadMeta, 'size' | 'received' | 'chunks' | 'complete' | 'addedAt'>;

export type Prepared =
  { ok: true; size: number } | { ok: false; message: string; refusal?: CatalogResult & { ok: false } };

interface State {
  /** The account whose downloads are open; null when signed out. */
  sub: string | null;
  /** Null while the account's list loads. */
  items: Record<string, DownloadView> | null;
}

const state = shared('downloads', () => atom<State>({ sub: null, items: null }));
export const $downloads: ReadableAtom<State> = state;

const runtime = shared('downloads-runtime', () => ({
  db: null as Promise<DownloadDb> | null,
  sub: null as string | null,
  urls: new Map<string, string>(),
  running: new Map<string, AbortController>(),
  watching: false,
}));

const DOWNLOAD_MESSAGES = {
  signedOut: 'Log in to see and play your downloads.',
  noDownload: 'This item cannot be downloaded.',
  unreachable: 'Could not reach Primedia+. Check your connection and try again.',
  failed: 'The download failed. Try again.',
  storage: 'This browser cannot store downloads (private browsing, or storage is switched off).',
} as const;

function setItem(mediaId: string, change: (view: DownloadView | undefined) => DownloadView | null) {
  const current = state.get();
  if (!current.items) return;
  const next = { ...current.items };
  const view = change(next[mediaId]);
  if (view) next[mediaId] = view;
  else delete next[mediaId];
  state.set({ ...current, items: next });
}

/** Opens the signed-in account's downloads, closing whatever was open; called whenever the session changes. */
function follow(sub: string | null) {
  // Signed out: the worker forgets the previous account's key, whoever signed out and where.
  if (!sub) void tellWorkerAccount(null);
  if (sub === runtime.sub) return;
  for (const controller of runtime.running.values()) controller.abort();
  runtime.running.clear();
  runtime.urls.clear();
  void runtime.db?.then((db) => db.close()).catch(() => undefined);
  runtime.sub = sub;
  runtime.db = null;
  state.set({ sub, items: sub ? null : {} });
  if (!sub || typeof indexedDB === 'undefined') return;
  const opened = openDownloadDb(sub);
  runtime.db = opened;
  void opened
    .then((db) => db.list())
    .then((list) => {
      if (runtime.sub !== sub) return;
      const items: Record<string, DownloadView> = {};
      // A download that was running when the page closed waits, paused, for the listener to resume it.
      for (const meta of list) {
        items[meta.mediaId] = { ...meta, status: meta.complete ? 'complete' : 'paused', message: null };
      }
      state.set({ sub, items });
    })
    .catch(() => {
      if (runtime.sub === sub) state.set({ sub, items: {} });
    });
}

/** Starts following the session (idempotent); the first caller of any export below does it. */
export function watchDownloads(): void {
  if (runtime.watching) return;
  runtime.watching = true;
  // The worker plays downloads offline; production registers it at start, development here, on first use.
  void registerServiceWorker();
  $session.subscribe((session) => {
    if (session.status === 'pending') return;
    follow(session.status === 'signed-in' ? (session.user?.sub ?? null) : null);
  });
  globalThis.addEventListener?.('online', () => {
    for (const view of Object.values(state.get().items ?? {})) {
      if (view.status === 'waiting-network') void run(view.mediaId);
    }
  });
}

async function db(): Promise<DownloadDb> {
  watchDownloads();
  if (!runtime.db) throw new Error(DOWNLOAD_MESSAGES.signedOut);
  return runtime.db;
}

/** A fresh download URL from the catalog (signed for premium media), or the refusal. */
async function resolveUrl(mediaId: string): Promise<{ url: string } | Prepared> {
  const result = await resolveWithRights(mediaId);
  if (!result.ok) {
    const message =
      result.reason === 'unavailable' ? DOWNLOAD_MESSAGES.unreachable : DOWNLOAD_MESSAGES.noDownload;
    return { ok: false, message, refusal: result };
  }
  if (!result.media.download) return { ok: false, message: DOWNLOAD_MESSAGES.noDownload };
  runtime.urls.set(mediaId, result.media.download);
  return { url: result.media.download };
}

/**
 * Before a download: the rights (through the catalog), the size (HEAD) and the storage check. A refusal for
 * rights comes back with the catalog's answer so the caller opens the wall it calls for.
 */
export async function prepareDownload(mediaId: string): Promise<Prepared> {
  await db();
  const resolved = await resolveUrl(mediaId);
  if (!('url' in resolved)) return resolved;
  let size: number;
  try {
    const head = await fetch(resolved.url, { method: 'HEAD' });
    size = Number(head.headers.get('content-length'));
    if (!head.ok || !Number.isFinite(size) || size <= 0)
      return { ok: false, message: DOWNLOAD_MESSAGES.failed };
  } catch {
    return { ok: false, message: DOWNLOAD_MESSAGES.unreachable };
  }
  let estimate: StorageEstimate | null;
  try {
    estimate = (await navigator.storage?.estimate?.()) ?? null;
  } catch {
    estimate = null;
  }
  const noRoom = noRoomMessage(estimate, size);
  return noRoom ? { ok: false, message: noRoom } : { ok: true, size };
}

/** Starts a prepared download of `size` bytes. Asks for persistent storage so the browser keeps it. */
export async function startDownload(request: DownloadRequest, size: number): Promise<void> {
  const store = await db();
  void navigator.storage?.persist?.().catch(() => false);
  const meta: DownloadMeta = {
    ...request,
    size,
    received: 0,
    chunks: 0,
    complete: false,
    addedAt: Date.now(),
  };
  await store.put(meta);
  setItem(request.mediaId, () => ({ ...meta, status: 'downloading', message: null }));
  await run(request.mediaId);
}

const isRightsStatus = (status: number) => status === 401 || status === 403;

/** Fetches the rest of the file chunk by chunk from the last stored byte, until done, paused or offline. */
async function run(mediaId: string): Promise<void> {
  const store = await db();
  if (runtime.running.has(mediaId)) return;
  const controller = new AbortController();
  runtime.running.set(mediaId, controller);
  const sub = runtime.sub;
  let meta = await store.get(mediaId);
  // Once paused or cancelled, a step still finishing (a chunk being stored) must not set the state back.
  const update = (status: DownloadStatus, message: string | null = null) => {
    if (controller.signal.aborted) return;
    if (meta && runtime.sub === sub) setItem(mediaId, () => (meta ? { ...meta, status, message } : null));
  };
  try {
    if (!meta) return;
    update(meta.complete ? 'complete' : 'downloading');
    let renewed = false;
    for (
      let range = nextRange(meta.received, meta.size);
      range;
      range = nextRange(meta.received, meta.size)
    ) {
      let url = runtime.urls.get(mediaId);
      if (!url) {
        const resolved = await resolveUrl(mediaId);
        if (!('url' in resolved)) {
          update('failed', resolved.ok ? null : resolved.message);
          if (!resolved.ok && resolved.refusal) openWallFor(resolved.refusal);
          return;
        }
        url = resolved.url;
      }
      const res = await fetch(url, {
        headers: { range: `bytes=${range.start}-${range.end}` },
        signal: controller.signal,
      });
      if (isRightsStatus(res.status) && !renewed) {
        runtime.urls.delete(mediaId); // the signed link expired: ask the catalog again, once
        renewed = true;
        continue;
      }
      const total = res.status === 206 ? totalFromContentRange(res.headers.get('content-range')) : null;
      if (total !== meta.size) {
        update('failed', DOWNLOAD_MESSAGES.failed);
        return;
      }
      const bytes = await res.blob();
      if (bytes.size !== range.end - range.start + 1) throw new TypeError('short read');
      renewed = false;
      meta = { ...meta, received: meta.received + bytes.size, chunks: meta.chunks + 1 };
      meta.complete = meta.received >= meta.size;
      await store.putChunk(meta, meta.chunks - 1, bytes);
      if (controller.signal.aborted) return;
      update(meta.complete ? 'complete' : 'downloading');
    }
  } catch (error) {
    if (controller.signal.aborted) return; // paused or cancelled: they set the state
    if (error instanceof TypeError || !navigator.onLine) {
      update('waiting-network', 'Waiting for a connection; the download continues where it stopped.');
    } else {
      update('failed', DOWNLOAD_MESSAGES.failed);
    }
  } finally {
    if (runtime.running.get(mediaId) === controller) runtime.running.delete(mediaId);
  }
}

export function pauseDownload(mediaId: string): void {
  runtime.running.get(mediaId)?.abort();
  runtime.running.delete(mediaId);
  setItem(mediaId, (view) =>
    view && !view.complete ? { ...view, status: 'paused', message: null } : (view ?? null),
  );
}

export function resumeDownload(mediaId: string): Promise<void> {
  return run(mediaId);
}

/** Stops a download or deletes a finished one, with every stored byte. */
export async function removeDownload(mediaId: string): Promise<void> {
  runtime.running.get(mediaId)?.abort();
  runtime.running.delete(mediaId);
  await (await db()).remove(mediaId);
  setItem(mediaId, () => null);
}

export async function removeAllDownloads(): Promise<void> {
  for (const controller of runtime.running.values()) controller.abort();
  runtime.running.clear();
  await (await db()).clear();
  const current = state.get();
  state.set({ ...current, items: {} });
}

/** The stored file of a complete download of the signed-in account, or null. */
export async function downloadedFile(mediaId: string): Promise<Blob | null> {
  const store = await db();
  const meta = await store.get(mediaId);
  if (!meta?.complete) return null;
  return new Blob(await store.chunks(mediaId, meta.chunks), { type: 'audio/mp4' });
}
