/**
 * The generated media pool on disk: `<cacheDir>/media/<recipeVersion>/` with one folder per rung of each variant
 * (a0-32k, a0-64k ... v2-audio) and a manifest.json written once every variant is made.
 *
 * The platform serves while the pool is made: variants are generated one ffmpeg run each, in the order a listener
 * needs them (the live stations' audio first), and a request for a variant not made yet moves it to the front of
 * the queue. Only what someone waits for runs at normal priority; the rest is niced, so the site stays quick on a
 * busy machine. Each run writes into a temporary folder whose rung folders are renamed into place when it
 * succeeded, so a rung folder in the pool is always whole and an interrupted start keeps what it finished.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { locateFfmpeg, runFfmpeg } from './ffmpeg';
import {
  ffmpegArgs,
  poolSpecs,
  recipeVersion,
  renditionDir,
  renditionsOf,
  TAIL_SECONDS,
  type PoolKind,
  type PoolSpec,
} from './recipe';

export interface GeneratedPool {
  kind: PoolKind;
  variant: number;
  /** The rung's folder, e.g. a0-32k. */
  dir: string;
  /** The rung, e.g. 32k or 240p (recipe.ts). */
  rendition: string;
  /** Bits per second of the heaviest main segment and of the whole loop, as the multivariant playlist says. */
  peakBps: number;
  averageBps: number;
  segmentSeconds: number;
  /** Segment file names of the main loop, in order. */
  segments: string[];
  /** One-second tail segment file names, in order. */
  tails: string[];
}

interface PoolManifest {
  version: string;
  generatedAt: string;
  generationMs: number;
  pools: GeneratedPool[];
}

/** How far generation is: variants made of all, and the estimated seconds left (null before the first). */
interface PoolProgress {
  made: number;
  total: number;
  secondsLeft: number | null;
}

export interface MediaPool {
  version: string;
  /** Absolute folder holding the rung folders. */
  root: string;
  /**
   * The rungs of the `variant`-th variant of `kind` (wrapping, like the seed's variant numbers), made next if
   * still waiting. Rejects when generation failed.
   */
  variant(kind: PoolKind, variant: number): Promise<GeneratedPool[]>;
  /** The whole pool; rejects when generation failed. */
  complete: Promise<PoolManifest>;
  progress(): PoolProgress;
}

const FFMPEG_PARALLELISM = 2;
/** Niceness of the runs nobody waits for, so the web servers and the platform keep the CPU they need. */
export const BACKGROUND_NICE = 10;
/** Leftover temp folders older than this belong to a dead process. */
const STALE_TEMP_MS = 10 * 60_000;
/** Work of one variant's run in audio-variant units, for the estimate: a video run takes about three times as long. */
const WORK: Record<PoolKind, number> = { audio: 1, video: 3 };

interface ParsedSegment {
  file: string;
  seconds: number;
}

/** Reads the segments of an ffmpeg-written VOD playlist. */
export function parseFfmpegPlaylist(text: string): ParsedSegment[] {
  const segments: ParsedSegment[] = [];
  let pending: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && pending !== null) {
      segments.push({ file: path.basename(line), seconds: pending });
      pending = null;
    }
  }
  return segments;
}

/**
 * Keeps the expected number of segments of `nominal` seconds. AAC priming leaves a few-millisecond stub at the
 * end, which is dropped; anything else off by more than a tenth of a second means the recipe is broken.
 */
export function checkSegments(
  parsed: ParsedSegment[],
  nominal: number,
  expected: number,
  label: string,
): string[] {
  const kept = parsed.slice(0, expected);
  const stubs = parsed.slice(expected);
  const bad = kept.find((s) => Math.abs(s.seconds - nominal) > 0.1);
  if (kept.length !== expected || bad || stubs.some((s) => s.seconds > 0.25)) {
    const got = parsed.map((s) => s.seconds.toFixed(3)).join(', ');
    throw new Error(
      `[primedia] ${label}: expected ${expected} segments of ${nominal} s, ffmpeg wrote: ${got}`,
    );
  }
  return kept.map((s) => s.file);
}

async function readRung(spec: PoolSpec, folder: string, rendition: string): Promise<GeneratedPool> {
  const dir = renditionDir(spec.dir, rendition);
  const label = `${spec.kind} variant ${spec.variant} ${rendition}`;
  const main = parseFfmpegPlaylist(await fs.readFile(path.join(folder, dir, 'main.m3u8'), 'utf8'));
  const tail = parseFfmpegPlaylist(await fs.readFile(path.join(folder, dir, 'tail.m3u8'), 'utf8'));
  const segments = checkSegments(main, spec.segmentSeconds, spec.poolSeconds / spec.segmentSeconds, label);
  const tails = checkSegments(tail, TAIL_SECONDS, spec.tailCount, `${label} tail`);
  const segmentBytes = await Promise.all(
    segments.map(async (file) => (await fs.stat(path.join(folder, dir, file))).size),
  );
  const total = segmentBytes.reduce((sum, bytes) => sum + bytes, 0);
  return {
    kind: spec.kind,
    variant: spec.variant,
    dir,
    rendition,
    peakBps: Math.ceil((Math.max(...segmentBytes) * 8) / spec.segmentSeconds),
    averageBps: Math.ceil((total * 8) / spec.poolSeconds),
    segmentSeconds: spec.segmentSeconds,
    segments,
    tails,
  };
}

const rungIds = (spec: PoolSpec) => renditionsOf(spec.kind).map((r) => r.id);

/** A variant's rungs when every one is in the pool already (left by an earlier start), else null. */
async function readMadeVariant(spec: PoolSpec, root: string): Promise<GeneratedPool[] | null> {
  try {
    return await Promise.all(rungIds(spec).map((id) => readRung(spec, root, id)));
  } catch {
    return null;
  }
}

/** One ffmpeg run writes every rung of a variant; each rung is checked, then its folder moved into the pool. */
async function generateVariant(
  ffmpeg: string,
  spec: PoolSpec,
  root: string,
  nice: number,
): Promise<GeneratedPool[]> {
  const temp = await fs.mkdtemp(path.join(path.dirname(root), `.tmp-${path.basename(root)}-${spec.dir}-`));
  try {
    const ids = rungIds(spec);
    await Promise.all(
      ids.map((id) => fs.mkdir(path.join(temp, renditionDir(spec.dir, id)), { recursive: true })),
    );
    await runFfmpeg(ffmpeg, ffmpegArgs(spec, temp), `${spec.kind} variant ${spec.variant}`, nice);
    await Promise.all(ids.map((id) => readRung(spec, temp, id)));
    for (const id of ids) {
      const dir = renditionDir(spec.dir, id);
      try {
        await fs.rename(path.join(temp, dir), path.join(root, dir));
      } catch (error) {
        // Another process (say the test platform) placed the same rung first: a rung folder in the pool is
        // always whole, so keep theirs.
        await fs.access(path.join(root, dir)).catch(() => Promise.reject(error));
      }
    }
    return await Promise.all(ids.map((id) => readRung(spec, root, id)));
  } finally {
    await fs.rm(temp, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function readManifest(folder: string, version: string): Promise<PoolManifest | null> {
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(folder, 'manifest.json'), 'utf8'),
    ) as PoolManifest;
    return manifest.version === version && Array.isArray(manifest.pools) ? manifest : null;
  } catch {
    return null;
  }
}

/** Removes pools of older recipes and temp folders left by interrupted starts. */
async function pruneOld(mediaDir: string, version: string) {
  const entries = await fs.readdir(mediaDir, { withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === version) continue;
    const full = path.join(mediaDir, entry.name);
    if (entry.name.startsWith('.tmp-')) {
      const { mtimeMs } = await fs.stat(full);
      if (Date.now() - mtimeMs < STALE_TEMP_MS) continue; // maybe another process generating right now
    } else if (!/^[0-9a-f]{12}$/.test(entry.name)) continue;
    await fs.rm(full, { recursive: true, force: true });
  }
}

/** Seconds left at the rate so far: the work done took `elapsedMs`, the work left is `leftWork` of that. */
export function estimateSecondsLeft(elapsedMs: number, doneWork: number, leftWork: number): number | null {
  if (doneWork <= 0) return null;
  return Math.ceil((elapsedMs / 1000) * (leftWork / doneWork));
}

/** The order variants are made in: those named in `first` (in that order), then audio, then video. */
export function generationOrder(specs: readonly PoolSpec[], first: readonly string[]): PoolSpec[] {
  const rank = (spec: PoolSpec) => {
    const named = first.indexOf(spec.dir);
    return named >= 0 ? named : first.length + (spec.kind === 'video' ? 1 : 0);
  };
  return [...specs].sort((a, b) => rank(a) - rank(b));
}

export interface OpenPoolOptions {
  /** Variant folders (a0, v1) a listener needs first: made at normal priority, before the rest. */
  first?: readonly string[];
  /** Called after each variant is made. */
  onProgress?: (progress: PoolProgress) => void;
  /**
   * Someone waits for the whole pool (the browser tests): every variant runs at normal priority. Niced, on a
   * machine busy with other work, the rest took minutes longer than the wait allowed.
   */
  allUrgent?: boolean;
}

/** Opens the pool for the current recipe and makes, in the background, whatever of it the cache does not hold. */
export async function openMediaPool(cacheDir: string, options: OpenPoolOptions = {}): Promise<MediaPool> {
  const ffmpeg = locateFfmpeg();
  const version = recipeVersion(ffmpeg.version);
  const mediaDir = path.join(cacheDir, 'media');
  const root = path.join(mediaDir, version);
  await fs.mkdir(root, { recursive: true });

  const specs = poolSpecs();
  const made = new Map<string, GeneratedPool[]>();
  const cached = await readManifest(root, version);
  for (const spec of specs) {
    const rungs = cached
      ? cached.pools.filter((p) => p.kind === spec.kind && p.variant === spec.variant)
      : await readMadeVariant(spec, root);
    if (rungs && rungs.length > 0) made.set(spec.dir, rungs);
  }

  const first = options.first ?? [];
  const queue = generationOrder(
    specs.filter((s) => !made.has(s.dir)),
    first,
  );
  const urgent = new Set(first);
  const waiters = new Map<
    string,
    { resolve: (r: GeneratedPool[]) => void; reject: (e: unknown) => void }[]
  >();
  let failure: unknown = null;
  let doneWork = 0;
  let extraLaneBusy = false;
  const started = Date.now();

  const progress = (): PoolProgress => ({
    made: made.size,
    total: specs.length,
    secondsLeft: estimateSecondsLeft(
      Date.now() - started,
      doneWork,
      specs.filter((s) => !made.has(s.dir)).reduce((sum, s) => sum + WORK[s.kind], 0),
    ),
  });

  const run = async (spec: PoolSpec) => {
    try {
      const nice = options.allUrgent || urgent.has(spec.dir) ? 0 : BACKGROUND_NICE;
      made.set(spec.dir, await generateVariant(ffmpeg.path, spec, root, nice));
      doneWork += WORK[spec.kind];
      for (const waiter of waiters.get(spec.dir) ?? []) waiter.resolve(made.get(spec.dir) ?? []);
      options.onProgress?.(progress());
    } catch (error) {
      failure ??= error;
      queue.length = 0; // a broken recipe breaks every run: stop starting new ones
      for (const list of waiters.values()) for (const waiter of list) waiter.reject(failure);
    }
    waiters.delete(spec.dir);
  };

  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) await run(spec);
  };

  const complete = (async () => {
    if (made.size < specs.length) {
      await Promise.all(Array.from({ length: FFMPEG_PARALLELISM }, worker));
      // A variant someone asked for may still be running in the extra lane.
      await Promise.all(
        specs
          .filter((s) => !made.has(s.dir) && failure === null)
          .map((s) => new Promise((resolve, reject) => wait(s, resolve, reject))),
      );
    }
    if (failure !== null) throw failure;
    const manifest: PoolManifest = {
      version,
      generatedAt: cached?.generatedAt ?? new Date().toISOString(),
      generationMs: cached?.generationMs ?? Date.now() - started,
      pools: specs.flatMap((s) => made.get(s.dir) ?? []),
    };
    if (!cached) {
      const temp = path.join(root, `manifest.json.${process.pid}.tmp`);
      await fs.writeFile(temp, JSON.stringify(manifest, null, 2));
      await fs.rename(temp, path.join(root, 'manifest.json'));
      await pruneOld(mediaDir, version).catch(() => undefined);
    }
    return manifest;
  })();
  complete.catch(() => undefined); // a failure is reported to whoever awaits it, and to every waiting request

  function wait(spec: PoolSpec, resolve: (r: GeneratedPool[]) => void, reject: (e: unknown) => void) {
    const list = waiters.get(spec.dir) ?? [];
    list.push({ resolve, reject });
    waiters.set(spec.dir, list);
  }

  return {
    version,
    root,
    variant(kind, variant) {
      const ofKind = specs.filter((s) => s.kind === kind);
      const spec = ofKind[((Math.floor(variant) % ofKind.length) + ofKind.length) % ofKind.length];
      if (!spec) return Promise.reject(new Error(`[primedia] the recipe has no ${kind} media`));
      const rungs = made.get(spec.dir);
      if (rungs) return Promise.resolve(rungs);
      if (failure !== null) return Promise.reject(failure);
      const result = new Promise<GeneratedPool[]>((resolve, reject) => wait(spec, resolve, reject));
      const queued = queue.indexOf(spec);
      if (queued >= 0) {
        // Someone waits for it: it runs next, at normal priority, in a lane of its own when one is free.
        queue.splice(queued, 1);
        urgent.add(spec.dir);
        if (extraLaneBusy) queue.unshift(spec);
        else {
          extraLaneBusy = true;
          void run(spec).finally(() => (extraLaneBusy = false));
        }
      }
      return result;
    },
    complete,
    progress,
  };
}
