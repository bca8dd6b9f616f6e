/**
 * The downloads of one account in IndexedDB: a database per account (named by its profile `sub`), so the
 * manager opens only the signed-in listener's and nothing of another account is ever listed or played. Items
 * hold what a list shows; the file is kept as the chunks it arrived in, so a download resumes after a reload
 * from its last stored chunk and playing one makes a Blob of them without copying.
 */
export interface DownloadMeta {
  mediaId: string;
  title: string;
  stationName: string;
  imageUrl: string | null;
  /** The item's page, for the list's link. */
  path: string;
  type: 'audio' | 'video';
  premium: boolean;
  durationSeconds: number | null;
  /** Bytes of the whole file (Content-Length before the download started). */
  size: number;
  /** Bytes stored so far. */
  received: number;
  /** Chunks stored so far (keys 0..chunks-1). */
  chunks: number;
  complete: boolean;
  /** Unix ms. */
  addedAt: number;
}

export interface DownloadDb {
  list(): Promise<DownloadMeta[]>;
  get(mediaId: string): Promise<DownloadMeta | null>;
  /** Stores chunk `index` and the item's new state in one transaction, so the two never disagree. */
  putChunk(meta: DownloadMeta, index: number, bytes: Blob): Promise<void>;
  put(meta: DownloadMeta): Promise<void>;
  chunks(mediaId: string, count: number): Promise<Blob[]>;
  remove(mediaId: string): Promise<void>;
  clear(): Promise<void>;
  close(): void;
}

const ITEMS = 'items';
const CHUNKS = 'chunks';

const dbNameFor = (sub: string) => `primedia-downloads:${sub}`;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

export async function openDownloadDb(sub: string): Promise<DownloadDb> {
  const open = indexedDB.open(dbNameFor(sub), 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(ITEMS, { keyPath: 'mediaId' });
    open.result.createObjectStore(CHUNKS);
  };
  const db = await done(open);
  const chunkRange = (mediaId: string) => IDBKeyRange.bound([mediaId, 0], [mediaId, Infinity]);
  return {
    async list() {
      const items = await done(
        db.transaction(ITEMS).objectStore(ITEMS).getAll() as IDBRequest<DownloadMeta[]>,
      );
      return items.sort((a, b) => b.addedAt - a.addedAt);
    },
    async get(mediaId) {
      const item = await done(
        db.transaction(ITEMS).objectStore(ITEMS).get(mediaId) as IDBRequest<DownloadMeta>,
      );
      return item ?? null;
    },
    async putChunk(meta, index, bytes) {
      const tx = db.transaction([ITEMS, CHUNKS], 'readwrite');
      tx.objectStore(CHUNKS).put(bytes, [meta.mediaId, index]);
      tx.objectStore(ITEMS).put(meta);
      await finished(tx);
    },
    async put(meta) {
      const tx = db.transaction(ITEMS, 'readwrite');
      tx.objectStore(ITEMS).put(meta);
      await finished(tx);
    },
    async chunks(mediaId, count) {
      const all = await done(
        db.transaction(CHUNKS).objectStore(CHUNKS).getAll(chunkRange(mediaId)) as IDBRequest<Blob[]>,
      );
      if (all.length < count) throw new Error(`download ${mediaId} is missing chunks`);
      return all.slice(0, count);
    },
    async remove(mediaId) {
      const tx = db.transaction([ITEMS, CHUNKS], 'readwrite');
      tx.objectStore(ITEMS).delete(mediaId);
      tx.objectStore(CHUNKS).delete(chunkRange(mediaId));
      await finished(tx);
    },
    async clear() {
      const tx = db.transaction([ITEMS, CHUNKS], 'readwrite');
      tx.objectStore(ITEMS).clear();
      tx.objectStore(CHUNKS).clear();
      await finished(tx);
    },
    close() {
      db.close();
    },
  };
}
