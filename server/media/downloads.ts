/**
 * Single-file renditions for offline listening (docs/offline.md): `/media/download/{mediaId}.m4a` is the whole item as
 * one AAC-in-MP4 file, which a browser plays from a Blob and a download manager resumes with byte ranges.
 *
 * Made lazily, on the first request for an item, and cached next to the HLS pool (so a new recipe makes new
 * files): the pool's rung for downloads is joined into one loop and ffmpeg copies it, without re-encoding, into an
 * MP4 of the item's length, which takes well under a second for an hour. Start-up stays as fast as before.
 *
 * Bounded so no listener slows everyone: one ffmpeg job at a time, a short queue beyond which the origin answers
 * 503 with Retry-After, one job per item however many ask at once, and items longer than MAX_SECONDS refused.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/respond';
import type { MediaAsset } from '../seed/types';
import { locateFfmpeg, runFfmpeg } from './ffmpeg';
import type { GeneratedPool, MediaPool } from './pool';

/** Which rung a download is cut from: 64 kb/s audio (about 29 MB an hour), and a video's audio-only rung. */
const DOWNLOAD_RUNG = { audio: '64k', video: 'audio' } as const;
/** Longer items are not offered for download: a file over ~4 hours is not an episode. */
const MAX_SECONDS = 4 * 3600;
/** Jobs waiting beyond the running one; more answer 503 so the origin's CPU stays with playback. */
const MAX_QUEUED = 8;

export interface DownloadFiles {
  /** The item's file on disk, made now if needed; throws HttpError 404/503 with a clear message. */
  fileFor(asset: MediaAsset): Promise<string>;
}

/** The pool rung a download of `asset` is cut from. */
async function downloadRung(pool: MediaPool, asset: MediaAsset): Promise<GeneratedPool> {
  if (asset.kind === 'live') throw new HttpError(404, 'A live stream cannot be downloaded');
  const rung = DOWNLOAD_RUNG[asset.kind];
  const found = (await pool.variant(asset.kind, asset.variant)).find((p) => p.rendition === rung);
  if (!found) throw new HttpError(503, `No generated ${rung} rendition to download from`);
  return found;
}

/** ffmpeg arguments that copy `loop` (an MPEG-TS loop) into an MP4 of `seconds`, moov first for playback. */
function downloadArgs(loop: string, seconds: number, out: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-stream_loop', '-1', '-i', loop, '-t', String(seconds)],
    ...['-map', '0:a', '-c:a', 'copy', '-movflags', '+faststart', '-f', 'mp4', out],
  ];
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export function createDownloadFiles(pool: MediaPool): DownloadFiles {
  const dir = path.join(pool.root, 'downloads');
  const inFlight = new Map<string, Promise<string>>();
  let chain: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let ffmpeg: string | null = null;

  /** One MPEG-TS file of a rung's whole loop: its segments are one continuous stream cut in pieces. */
  const loopOf = async (rung: GeneratedPool): Promise<string> => {
    const file = path.join(dir, `${rung.dir}.ts`);
    if (await exists(file)) return file;
    const parts = await Promise.all(rung.segments.map((s) => fs.readFile(path.join(pool.root, rung.dir, s))));
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, Buffer.concat(parts));
    await fs.rename(temp, file);
    return file;
  };

  const make = async (asset: MediaAsset, file: string): Promise<string> => {
    await fs.mkdir(dir, { recursive: true });
    const loop = await loopOf(await downloadRung(pool, asset));
    const temp = `${file}.${process.pid}.tmp`;
    ffmpeg ??= locateFfmpeg().path;
    await runFfmpeg(
      ffmpeg,
      downloadArgs(loop, asset.durationSeconds ?? 0, temp),
      `download of ${asset.mediaId}`,
    );
    await fs.rename(temp, file); // only a finished file ever has the final name
    return file;
  };

  /** Runs `job` after the ones before it: one ffmpeg at a time. */
  const queued = (job: () => Promise<string>): Promise<string> => {
    if (waiting >= MAX_QUEUED) {
      throw new HttpError(503, 'Downloads are busy; try again in a few seconds', { 'retry-after': '5' });
    }
    waiting++;
    const run = chain.then(job, job).finally(() => waiting--);
    chain = run.catch(() => undefined);
    return run;
  };

  return {
    async fileFor(asset) {
      const seconds = asset.durationSeconds ?? 0;
      if (asset.kind === 'live' || seconds <= 0) {
        throw new HttpError(404, `"${asset.mediaId}" is live or has no length, so it cannot be downloaded`);
      }
      if (seconds > MAX_SECONDS) throw new HttpError(404, `"${asset.mediaId}" is too long to download`);
      // The id passed the route's strict pattern; the name keeps it, so no two items share a file.
      const file = path.join(dir, `${asset.mediaId}.m4a`);
      if (await exists(file)) return file;
      const pending = inFlight.get(asset.mediaId);
      if (pending) return pending;
      const job = queued(() => make(asset, file)).finally(() => inFlight.delete(asset.mediaId));
      inFlight.set(asset.mediaId, job);
      return job;
    },
  };
}
