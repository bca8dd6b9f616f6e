/**
 * One process per data folder. sql.js keeps the whole database in memory and each process writes its own
 * snapshots of it (db.ts), so two processes on one folder would overwrite each other's acknowledged writes
 * without a word.
 * The database file therefore takes a lock file beside it, `<file>.lock`, holding the owner's pid:
 *
 * - it is created atomically with its content (written to a private temp file, then hard-linked into place,
 *   which fails if the lock exists), so nobody ever reads a half-written lock;
 * - a lock whose pid is no longer running (a crash, a kill -9) is stale and taken over;
 * - the lock is removed on close and, failing that, when the process exits.
 *
 * Two processes taking over the same stale lock at the same instant could both win; a local stand-in accepts
 * that. Lock libraries that judge a lock stale by its age (proper-lockfile) would keep a killed platform's folder
 * locked for that age; the pid tells at once. A lock whose pid was reused by an unrelated process blocks start until the lock file is
 * deleted.
 */
import fs from 'node:fs';
import path from 'node:path';

class DataFolderInUseError extends Error {}

/** Locks taken by this process, so our own pid in a lock left by an earlier process (containers) reads stale. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
}

function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(lockFile: string): boolean {
  const temp = `${lockFile}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${process.pid}\n`);
  try {
    fs.linkSync(temp, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Takes the lock for `file` or throws `DataFolderInUseError` naming the folder; returns the release function. */
export function lockDatabaseFile(file: string): () => void {
  const lockFile = `${file}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; !tryCreate(lockFile); attempt++) {
    const owner = ownerOf(lockFile);
    const ownedByUs = owner === process.pid && heldHere.has(lockFile);
    if (attempt > 0 || ownedByUs || (owner !== null && owner !== process.pid && isRunning(owner))) {
      throw new DataFolderInUseError(
        `[primedia] the data folder ${path.dirname(file)} is in use by another platform process` +
          `${owner ? ` (pid ${owner})` : ''}. Stop it, or give this one its own folder: ` +
          `PLATFORM_DATA_DIR=.data/other npm run platform`,
      );
    }
    console.warn(
      `[primedia] took over a stale lock on ${path.dirname(file)} (pid ${owner ?? 'unknown'} is gone)`,
    );
    fs.rmSync(lockFile, { force: true });
  }
  heldHere.add(lockFile);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(lockFile)) return;
    if (ownerOf(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}
