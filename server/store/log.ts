/**
 * The user database's change log: each committed transaction's write statements and their parameters, one JSON
 * line per transaction, appended and flushed to disk (fdatasync) before the transaction commits. A write then
 * costs one short append, whatever the database's size; db.ts replays the log over the last snapshot at start.
 *
 * A failed append is cut off again, so a half-written line can never sit in front of later, acknowledged ones.
 */
import fs from 'node:fs';

type Value = string | number | null;
export type Params = Record<string, Value> | Value[];

export interface Change {
  /** Numbers the changes in order; a snapshot records the last one it holds, so none is applied twice. */
  seq: number;
  writes: [sql: string, params: Params][];
}

/** JSON has no NaN or Infinity (they would come back as null): refuse them before they reach the disk. */
function finiteOnly(_key: string, value: unknown) {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`the user database cannot store ${value}`);
  }
  return value;
}

/** The changes in `file` in order, up to the first line that cannot be read (`damaged` then says why). */
export function readChanges(file: string): { changes: Change[]; damaged: string | null } {
  const changes: Change[] = [];
  if (!fs.existsSync(file)) return { changes, damaged: null };
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line === '' && index === lines.length - 1) break;
    try {
      const change = JSON.parse(line) as Change | null;
      if (typeof change?.seq !== 'number' || !Array.isArray(change.writes)) throw new Error('not a change');
      changes.push(change);
    } catch (error) {
      return { changes, damaged: `line ${index + 1}: ${String(error)}` };
    }
  }
  return { changes, damaged: null };
}

export class ChangeLog {
  private readonly fd: number;
  private size: number;

  constructor(readonly file: string) {
    this.fd = fs.openSync(file, 'a');
    this.size = fs.fstatSync(this.fd).size;
  }

  get bytes() {
    return this.size;
  }

  append(change: Change) {
    const line = `${JSON.stringify(change, finiteOnly)}\n`;
    try {
      fs.writeSync(this.fd, line);
      fs.fdatasyncSync(this.fd);
    } catch (error) {
      fs.ftruncateSync(this.fd, this.size);
      throw error;
    }
    this.size += Buffer.byteLength(line);
  }

  /** Empties the log once a snapshot holds every change in it. */
  clear() {
    fs.ftruncateSync(this.fd, 0);
    fs.fsyncSync(this.fd);
    this.size = 0;
  }

  close() {
    fs.closeSync(this.fd);
  }
}
