/**
 * The platform's embedded user database: SQLite compiled to WebAssembly (sql.js), kept under the data folder.
 * No database server and no native build step.
 *
 * sql.js holds the database in memory and can only save it whole, so a write is made durable as one line of a
 * change log (log.ts) appended and flushed before the call returns: a crash or kill -9 right after a mutation
 * loses nothing, and a write costs the same at any database size. Now and then (and at every start) the whole
 * database is written as a snapshot, `users.sqlite`, and the log starts again empty; at start the snapshot is
 * loaded and the log's changes after it are replayed (docs/adr/0082-a-change-log-for-the-user-store.md). A real
 * deployment would use a database server instead.
 *
 * A snapshot that cannot be opened is moved aside with its log (never deleted), a log that cannot be replayed
 * to its end is copied aside, and a clear message is printed. Only one process may open a database at a time
 * (lock.ts): a second one would write its own snapshots over the first one's changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import initSqlJs, { type Database as SqlJsDatabase } from 'sql.js';
import { lockDatabaseFile } from './lock';
import { ChangeLog, readChanges, type Change, type Params } from './log';

export type { Params } from './log';

/** Past this much log, the next commit writes a snapshot: it bounds the replay at start and the log's size. */
const COMPACT_AFTER_BYTES = 1024 * 1024;

/** Which change the snapshot holds last; kept outside the migrations because replay needs it before them. */
const LOG_POSITION = 'store_log_position';

/** Schema migrations, applied in order; the index + 1 is the schema version. Append, never edit. */
const MIGRATIONS: string[] = [
  `
  CREATE TABLE accounts (
    sub TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    premium_until INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE bookmarks (
    sub TEXT NOT NULL,
    content_id TEXT NOT NULL,
    path TEXT NOT NULL,
    type_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (sub, content_id)
  );
  CREATE TABLE follows (
    sub TEXT NOT NULL,
    content_id TEXT NOT NULL,
    path TEXT NOT NULL,
    type_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (sub, content_id)
  );
  CREATE TABLE play_progress (
    sub TEXT NOT NULL,
    media_id TEXT NOT NULL,
    playhead_seconds REAL NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (sub, media_id)
  );
  CREATE TABLE preferences (
    sub TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (sub, key)
  );
  `,
  // Identity provider (server/identity/adapter.ts): oidc-provider's models (sessions, grants, tokens, interactions).
  `
  CREATE TABLE oidc_models (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    grant_id TEXT,
    uid TEXT,
    user_code TEXT,
    account_id TEXT,
    expires_at INTEGER,
    consumed_at INTEGER,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX oidc_models_grant ON oidc_models (grant_id);
  CREATE INDEX oidc_models_uid ON oidc_models (model, uid);
  CREATE INDEX oidc_models_account ON oidc_models (account_id);
  CREATE INDEX oidc_models_expiry ON oidc_models (expires_at);
  `,
  // Roles of an account (server/identity/claims.ts), space-separated; "editor" may preview drafts.
  `
  ALTER TABLE accounts ADD COLUMN roles TEXT NOT NULL DEFAULT '';
  `,
  // Emails whose Audiostar+ trial was used (server/identity/trials.ts): a SHA-256 of the normalised email, kept
  // after the account is deleted so deleting and signing up again does not give a second trial.
  `
  CREATE TABLE trials_used (
    email_hash TEXT PRIMARY KEY,
    used_at INTEGER NOT NULL
  );
  `,
  // Email verification (server/identity/verification.ts): when the address was confirmed (accounts from before
  // count as confirmed), and the pending links, kept as SHA-256 hashes of their tokens.
  `
  ALTER TABLE accounts ADD COLUMN email_verified_at INTEGER;
  UPDATE accounts SET email_verified_at = created_at;
  CREATE TABLE email_verifications (
    token_hash TEXT PRIMARY KEY,
    sub TEXT NOT NULL,
    interaction_uid TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX email_verifications_sub ON email_verifications (sub);
  `,
  // Reminders (docs/time-shift.md, server/graphql/resolvers/reminders.ts): a show of the guide the listener wants to hear,
  // with its times so expired ones are skipped without rebuilding the guide.
  `
  CREATE TABLE reminders (
    sub TEXT NOT NULL,
    show_id TEXT NOT NULL,
    start_time INTEGER NOT NULL,
    end_time INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (sub, show_id)
  );
  `,
];

export interface OpenOptions {
  /** Log size that triggers a snapshot (tests make it small). */
  compactAfterBytes?: number;
}

export class UserDatabase {
  /** The current transaction's writes, in order; null outside a transaction. */
  private pending: Change['writes'] | null = null;
  private seq = 0;

  private constructor(
    private readonly db: SqlJsDatabase,
    private readonly file: string | null,
    private readonly log: ChangeLog | null,
    private readonly unlock: () => void,
    private readonly compactAfterBytes: number,
  ) {}

  /** Opens (or creates) the database at `file`; `file` null keeps it in memory only (unit tests). */
  static async open(file: string | null, options: OpenOptions = {}): Promise<UserDatabase> {
    const require = createRequire(import.meta.url);
    const SQL = await initSqlJs({ locateFile: (name) => require.resolve(`sql.js/dist/${name}`) });
    // Before reading: a second process must not load a copy it would later write back over the first's writes.
    const unlock = file ? lockDatabaseFile(file) : () => undefined;
    let db: SqlJsDatabase | null = null;
    if (file && fs.existsSync(file)) {
      try {
        db = new SQL.Database(fs.readFileSync(file));
        db.exec('PRAGMA schema_version'); // throws on a file that is not a database
      } catch (error) {
        // Its log's changes apply to that snapshot only, so the log goes aside with it.
        const aside = `${file}.unreadable-${Date.now()}`;
        fs.renameSync(file, aside);
        if (fs.existsSync(`${file}.log`)) fs.renameSync(`${file}.log`, `${aside}.log`);
        console.error(
          `[primedia] user database ${file} could not be opened (${String(error)}); kept as ${aside}`,
        );
        db = null;
      }
    }
    const log = file ? new ChangeLog(`${file}.log`) : null;
    const database = new UserDatabase(
      db ?? new SQL.Database(),
      file,
      log,
      unlock,
      options.compactAfterBytes ?? COMPACT_AFTER_BYTES,
    );
    try {
      const recovered = database.replay();
      if (database.migrate() || recovered) database.compact();
    } catch (error) {
      database.close();
      throw error;
    }
    return database;
  }

  /** Applies the log's changes the snapshot lacks; true when the log held anything to fold into a snapshot. */
  private replay(): boolean {
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${LOG_POSITION} (seq INTEGER NOT NULL)`);
    this.seq = this.get<{ seq: number }>(`SELECT seq FROM ${LOG_POSITION}`)?.seq ?? 0;
    if (!this.log) return false;
    const read = readChanges(this.log.file);
    let damaged = read.damaged;
    for (const change of read.changes) {
      if (change.seq <= this.seq) continue;
      try {
        this.db.exec('BEGIN');
        for (const [sql, params] of change.writes) this.db.run(sql, params);
        this.db.exec('COMMIT');
        this.seq = change.seq;
      } catch (error) {
        this.db.exec('ROLLBACK');
        damaged = `change ${change.seq}: ${String(error)}`;
        break;
      }
    }
    if (damaged) {
      const aside = `${this.log.file}.unreadable-${Date.now()}`;
      fs.copyFileSync(this.log.file, aside);
      console.error(
        `[primedia] user database log ${this.log.file} could not be replayed past change ${this.seq} ` +
          `(${damaged}); kept as ${aside}`,
      );
    }
    return this.log.bytes > 0;
  }

  /** Brings the schema up to date; true when it changed (the next snapshot holds it: migrations are not logged). */
  private migrate(): boolean {
    const current = Number(this.db.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
    if (current >= MIGRATIONS.length) return false;
    this.transaction(() => {
      for (let version = current; version < MIGRATIONS.length; version++) {
        this.db.exec(MIGRATIONS[version] as string);
      }
      this.db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
    });
    return true;
  }

  all<T extends object>(sql: string, params: Params = []): T[] {
    const statement = this.db.prepare(sql);
    try {
      statement.bind(params);
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.free();
    }
  }

  get<T extends object>(sql: string, params: Params = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  /** Runs one write statement and persists it. Returns the number of rows changed. */
  run(sql: string, params: Params = []): number {
    return this.transaction(() => {
      this.db.run(sql, params);
      this.pending?.push([sql, params]);
      return this.db.getRowsModified();
    });
  }

  /** Runs `work` in one transaction and persists its writes as one change; rolls back if it throws. */
  transaction<T>(work: () => T): T {
    // Re-entrant: a run() inside a transaction joins it; only the outermost call commits and persists.
    if (this.pending) return work();
    const writes: Change['writes'] = [];
    this.pending = writes;
    this.db.exec('BEGIN');
    let result: T;
    try {
      result = work();
      // On disk before the commit: a change the log could not take is rolled back, never half kept.
      if (this.log && writes.length > 0) this.log.append({ seq: this.seq + 1, writes });
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    } finally {
      this.pending = null;
    }
    if (this.log && writes.length > 0) this.seq++;
    if (this.log && this.log.bytes > this.compactAfterBytes) this.compact();
    return result;
  }

  /**
   * Writes the whole database as the new snapshot (temp file, fsync, rename, fsync of the folder), then empties
   * the log. A crash in between leaves a snapshot that records the last change it holds, so replay skips those.
   * VACUUM first, so the snapshot carries no pages freed by deleted rows (expired sessions, deleted accounts).
   */
  private compact() {
    if (!this.file || !this.log) return;
    this.db.exec(`DELETE FROM ${LOG_POSITION}`);
    this.db.run(`INSERT INTO ${LOG_POSITION} (seq) VALUES (?)`, [this.seq]);
    this.db.exec('VACUUM');
    const temp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, this.db.export(), { flush: true });
    fs.renameSync(temp, this.file);
    const folder = fs.openSync(path.dirname(this.file), 'r');
    try {
      fs.fsyncSync(folder);
    } finally {
      fs.closeSync(folder);
    }
    this.log.clear();
  }

  close() {
    this.db.close();
    this.log?.close();
    this.unlock();
  }
}
