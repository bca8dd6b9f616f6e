/**
 * Runs the ffmpeg binary shipped by @ffmpeg-installer/ffmpeg, so a fresh clone needs no system ffmpeg.
 * Failures carry the tail of ffmpeg's stderr: the only useful clue when a recipe breaks.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { createRequire } from 'node:module';

interface FfmpegBinary {
  path: string;
  version: string;
}

export function locateFfmpeg(): FfmpegBinary {
  const require = createRequire(import.meta.url);
  try {
    return require('@ffmpeg-installer/ffmpeg') as FfmpegBinary;
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    const message = `[primedia] cannot find the ffmpeg binary from @ffmpeg-installer/ffmpeg (run npm ci): ${cause}`;
    throw new Error(message, { cause: error });
  }
}

/** Sets a child process's niceness; one that refuses or has ended already stays as it is. */
export function lowerPriority(pid: number | undefined, nice: number) {
  try {
    if (pid !== undefined) os.setPriority(pid, nice);
  } catch {
    // Still correct at normal priority, only less kind to the rest of the machine.
  }
}

/** Runs ffmpeg at `nice` (0 normal, up to 19 lowest priority). */
export function runFfmpeg(binary: string, args: readonly string[], label: string, nice = 0): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    // Media is made while the platform serves, so a stop may come mid-run: the run ends with the process.
    const stop = () => child.kill();
    process.once('exit', stop);
    if (nice !== 0) lowerPriority(child.pid, nice);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', (error) =>
      reject(new Error(`[primedia] could not run ffmpeg for ${label}: ${error.message}`)),
    );
    child.once('close', (code, signal) => {
      process.off('exit', stop);
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
