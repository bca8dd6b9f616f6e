/**
 * The generated media pool on disk: `<cacheDir>/media/<recipeVersion>/` with one folder per rung of each pool
 * (a0-32k, a0-64k ... v2-audio) and a manifest.json written last. Generation happens once, into a temporary folder that is renamed into place
 * only when every ffmpeg job succeeded, so an interrupted start is never mistaken for a finished pool.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { locateFfmpeg, runFfmpeg, runLimited } from './ffmpeg';
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
  /** Sizes in bytes of the main segments, for the report and the index. */
  segmentBytes: number[];
}

interface PoolManifest {
  version: string;
  generatedAt: string;
  generationMs: number;
  pools: GeneratedPool[];
}

export interface MediaPool {
  manifest: PoolManifest;
  /** Absolute folder holding the pool folders. */
  root: string;
  /** True when this start ran ffmpeg, false when the cache was reused. */
  generated: boolean;
}

const FFMPEG_PARALLELISM = 2;
/** Leftover temp folders older than this belong to a dead process. */
const STALE_TEMP_MS = 10 * 60_000;

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

async function readRung(spec: PoolSpec, tempRoot: string, rendition: string): Promise<GeneratedPool> {
  const dir = renditionDir(spec.dir, rendition);
  const label = `${spec.kind} variant ${spec.variant} ${rendition}`;
  const main = parseFfmpegPlaylist(await fs.readFile(path.join(tempRoot, dir, 'main.m3u8'), 'utf8'));
  const tail = parseFfmpegPlaylist(await fs.readFile(path.join(tempRoot, dir, 'tail.m3u8'), 'utf8'));
  const segments = checkSegments(main, spec.segmentSeconds, spec.poolSeconds / spec.segmentSeconds, label);
  const tails = checkSegments(tail, TAIL_SECONDS, spec.tailCount, `${label} tail`);
  const segmentBytes = await Promise.all(
    segments.map(async (file) => (await fs.stat(path.join(tempRoot, dir, file))).size),
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
    segmentBytes,
  };
}

/** One ffmpeg run writes every rung of a pool; each rung is then checked and described on its own. */
async function generateOne(ffmpeg: string, spec: PoolSpec, tempRoot: string): Promise<GeneratedPool[]> {
  const rungs = renditionsOf(spec.kind).map((r) => r.id);
  await Promise.all(
    rungs.map((id) => fs.mkdir(path.join(tempRoot, renditionDir(spec.dir, id)), { recursive: true })),
  );
  await runFfmpeg(ffmpeg, ffmpegArgs(spec, tempRoot), `${spec.kind} variant ${spec.variant}`);
  return Promise.all(rungs.map((id) => readRung(spec, tempRoot, id)));
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

/** Returns the pool for the current recipe, generating it first when the cache does not hold it. */
export async function ensureMediaPool(cacheDir: string): Promise<MediaPool> {
  const ffmpeg = locateFfmpeg();
  const version = recipeVersion(ffmpeg.version);
  const mediaDir = path.join(cacheDir, 'media');
  const root = path.join(mediaDir, version);
  await fs.mkdir(mediaDir, { recursive: true });

  const cached = await readManifest(root, version);
  if (cached) return { manifest: cached, root, generated: false };

  const started = Date.now();
  const temp = await fs.mkdtemp(path.join(mediaDir, `.tmp-${version}-`));
  try {
    const pools = (
      await runLimited(
        // Video first: its runs take several times longer, so starting them first keeps both workers busy.
        [...poolSpecs()]
          .sort((a, b) => Number(b.kind === 'video') - Number(a.kind === 'video'))
          .map((spec) => () => generateOne(ffmpeg.path, spec, temp)),
        FFMPEG_PARALLELISM,
      )
    ).flat();
    const manifest: PoolManifest = {
      version,
      generatedAt: new Date().toISOString(),
      generationMs: Date.now() - started,
      pools,
    };
    await fs.writeFile(path.join(temp, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const finishedMeanwhile = await readManifest(root, version);
    if (finishedMeanwhile) {
      // Another process (say the test platform) generated the same recipe while we did: keep its files.
      await fs.rm(temp, { recursive: true, force: true });
      return { manifest: finishedMeanwhile, root, generated: false };
    }
    await fs.rm(root, { recursive: true, force: true }); // a folder without a manifest is an unfinished leftover
    try {
      await fs.rename(temp, root);
    } catch (error) {
      // Another process may have finished the same recipe first: use its pool.
      const theirs = await readManifest(root, version);
      if (!theirs) throw error;
      await fs.rm(temp, { recursive: true, force: true });
      return { manifest: theirs, root, generated: false };
    }
    await pruneOld(mediaDir, version).catch(() => undefined);
    return { manifest, root, generated: true };
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
}
