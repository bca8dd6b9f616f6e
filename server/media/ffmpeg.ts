/**
 * Runs the ffmpeg binary shipped by @ffmpeg-installer/ffmpeg, so a fresh clone needs no system ffmpeg.
 * Failures carry the tail of ffmpeg's stderr: the only useful clue when a recipe breaks.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface FfmpegBinary {
  path: string;
  version: string;
}

export function locateFfmpeg(): FfmpegBinary {
  const require = createRequire(import.meta.url);
  try {
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string; version: string };
    return { path: installer.path, version: installer.version };
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(
      `[primedia] cannot find the ffmpeg binary from @ffmpeg-installer/ffmpeg (run npm ci): ${cause}`,
      {
        cause: error,
      },
    );
  }
}

export function runFfmpeg(binary: string, args: readonly string[], label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', (error) =>
      reject(new Error(`[primedia] could not run ffmpeg for ${label}: ${error.message}`)),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const why = signal ? `killed by ${signal}` : `exit code ${code}`;
        reject(
          new Error(
            `[primedia] ffmpeg failed for ${label} (${why}):\n${stderr.trim().split('\n').slice(-12).join('\n')}`,
          ),
        );
      }
    });
  });
}

/** Runs tasks with at most `limit` in flight, rejecting with the first failure once all have settled. */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  const errors: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (!task) continue;
      try {
        results[index] = await task();
      } catch (error) {
        errors.push(error);
        next = tasks.length; // stop starting new work after a failure
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  if (errors.length > 0) throw errors[0];
  return results;
}
