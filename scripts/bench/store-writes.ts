/**
 * The user store's write cost: 1,000 bookmark writes by one listener, each durable before it returns, the way
 * the content API's bookmark mutation writes them (server/graphql/resolvers/user.ts), in a temporary folder:
 * on a fresh database, and beside 1.5 MB of sign-in records, the size a busy stand-in reaches (a write must not
 * cost more as the database grows). No platform or browser needed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserDatabase } from '../../server/store/db';
import { percentile, type Row } from './table';

const WRITES = 1_000;
/** A write should cost its own change, not the database: a bookmark's log line is about 0.3 kB. */
const BUDGET_BYTES_PER_WRITE = 1_000;
const SIGN_IN_RECORDS = 2_000;

/** Bytes this process has handed to write(2) so far (Linux), or null elsewhere. */
function bytesWritten(): number | null {
  const io = fs.existsSync('/proc/self/io') ? fs.readFileSync('/proc/self/io', 'utf8') : '';
  const match = /^wchar: (\d+)$/m.exec(io);
  return match ? Number(match[1]) : null;
}

async function measure(withSignIns: boolean): Promise<Row> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-store-bench-'));
  const db = await UserDatabase.open(path.join(dir, 'users.sqlite'));
  const times: number[] = [];
  try {
    if (withSignIns) {
      db.transaction(() => {
        for (let i = 0; i < SIGN_IN_RECORDS; i++) {
          db.run('INSERT INTO oidc_models (model, id, payload) VALUES (?, ?, ?)', [
            'Grant',
            `g${i}`,
            'x'.repeat(600),
          ]);
        }
      });
    }
    const bytesBefore = bytesWritten();
    const started = performance.now();
    for (let i = 0; i < WRITES; i++) {
      const before = performance.now();
      db.run(
        `INSERT INTO bookmarks (sub, content_id, path, type_name, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (sub, content_id) DO UPDATE SET path = excluded.path, type_name = excluded.type_name`,
        ['bench-listener', `content-${i}`, `/news/article-${i}`, 'NewsTeaserDetail', Date.now()],
      );
      times.push(performance.now() - before);
    }
    const total = performance.now() - started;
    const bytesAfter = bytesWritten();
    const perWrite = bytesBefore === null || bytesAfter === null ? null : (bytesAfter - bytesBefore) / WRITES;
    times.sort((a, b) => a - b);
    const timing = `${Math.round(total)} ms in all; p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`;
    return {
      what: `User store: ${WRITES.toLocaleString('en')} bookmark writes, each on disk before it returns${withSignIns ? ', beside 1.5 MB of sign-ins' : ''}`,
      budget: `<= ${BUDGET_BYTES_PER_WRITE / 1000} kB written a write`,
      measured: perWrite === null ? timing : `${(perWrite / 1000).toFixed(1)} kB a write; ${timing}`,
      ok: perWrite === null ? null : perWrite <= BUDGET_BYTES_PER_WRITE,
    };
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureStoreWrites(): Promise<Row[]> {
  return [await measure(false), await measure(true)];
}
