/**
 * The on-disk cache of rendered images: `<cacheDir>/images/<id>/<crop>/<width>.webp`, filled lazily on first
 * request and reused across restarts. Renders run at most `concurrency` at a time (sharp is CPU-bound and the
 * machine is small) and concurrent requests for one file share a single render. Files are written to a temp name
 * and renamed, so a crash or a parallel reader never sees half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface CachedImage {
  bytes: Buffer;
  /** Strong validator: a hash of the bytes, quoted as HTTP wants it. */
  etag: string;
}

export type Renderer = () => Promise<Buffer>;

/**
 * Bumped whenever the art or the encoder settings change; a different marker in the cache folder wipes the old
 * renders, since their URLs are immutable in browsers but must not outlive the code that made them on disk.
 */
export const RENDER_RECIPE = 'art-v1-webp-q82-e3';

export function etagFor(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** A minimal FIFO semaphore. */
class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export class ImageCache {
  readonly root: string;
  private readonly limiter: Limiter;
  private readonly inFlight = new Map<string, Promise<CachedImage>>();
  private prepared: Promise<void> | null = null;

  constructor(cacheDir: string, options: { concurrency?: number } = {}) {
    this.root = path.join(path.resolve(cacheDir), 'images');
    this.limiter = new Limiter(options.concurrency ?? 2);
  }

  /** File of one rendering. Segments are validated by the caller; this refuses anything that would escape. */
  fileFor(id: string, crop: string, width: number): string {
    for (const part of [id, crop]) {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(part)) throw new Error(`Unsafe cache path segment "${part}"`);
    }
    return path.join(this.root, id, crop, `${width}.webp`);
  }

  /** The cached file's bytes, rendering it first if needed. */
  get(id: string, crop: string, width: number, render: Renderer): Promise<CachedImage> {
    const file = this.fileFor(id, crop, width);
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const job = this.load(file, render).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, job);
    return job;
  }

  private async load(file: string, render: Renderer): Promise<CachedImage> {
    await this.prepare();
    try {
      const bytes = await fs.promises.readFile(file);
      if (bytes.length > 0) return { bytes, etag: etagFor(bytes) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const bytes = await this.limiter.run(render);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(temp, bytes);
      await fs.promises.rename(temp, file);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    return { bytes, etag: etagFor(bytes) };
  }

  /** Once per process: drop renders made by another recipe, then record ours. */
  private prepare(): Promise<void> {
    this.prepared ??= (async () => {
      const marker = path.join(this.root, '.recipe');
      const current = await fs.promises.readFile(marker, 'utf8').catch(() => null);
      if (current?.trim() === RENDER_RECIPE) return;
      await fs.promises.rm(this.root, { recursive: true, force: true });
      await fs.promises.mkdir(this.root, { recursive: true });
      await fs.promises.writeFile(marker, `${RENDER_RECIPE}\n`);
    })().catch((error: unknown) => {
      this.prepared = null;
      throw error;
    });
    return this.prepared;
  }
}
