/**
 * The platform's embedded user database: SQLite compiled to WebAssembly (sql.js), kept in one file under the
 * data folder. No database server and no native build step.
 *
 * sql.js holds the database in memory; every committed write is exported and written to disk atomically
 * (temp file, fsync, rename) before the call returns, so a crash or restart right after a mutation loses
 * nothing. The data is small (bookmarks, follows, play progress, preferences, accounts), but each write costs
 * time in proportion to the whole file (about 3 ms at 1.5 MB here), so the file is kept free of dead pages
 * (compactIfSparse) and the identity module deletes expired sessions, grants and tokens. A real deployment
 * would use a database server with row-level writes instead (docs/adr/0007-whole-file-persistence-for-the-stand-in.md).
 *
 * A file that cannot be opened is moved aside (never deleted) and a clear message is printed. Only one process
 * may open a database file at a time (lock.ts): a second one would silently overwrite the first one's writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import initSqlJs, { type Database as SqlJsDatabase, type SqlValue } from 'sql.js';
import { lockDatabaseFile } from './lock';

export type Params = Record<string, SqlValue> | SqlValue[];

/** Below this many free pages (4 kB each) a rebuild is not worth it. */
const MIN_FREE_PAGES_TO_COMPACT = 16;

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

export class UserDatabase {
  private depth = 0;

  private constructor(
    private readonly db: SqlJsDatabase,
    private readonly file: string | null,
    private readonly unlock: () => void,
  ) {}

  /** Opens (or creates) the database file; `file` null keeps it in memory only (unit tests). */
  static async open(file: string | null): Promise<UserDatabase> {
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
        const aside = `${file}.unreadable-${Date.now()}`;
        fs.renameSync(file, aside);
        console.error(
          `[primedia] user database ${file} could not be opened (${String(error)}); kept as ${aside}`,
        );
        db = null;
      }
    }
    const database = new UserDatabase(db ?? new SQL.Database(), file, unlock);
    try {
      database.migrate();
    } catch (error) {
      database.close();
      throw error;
    }
    return database;
  }

  private migrate() {
    const current = Number(this.db.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
    if (current >= MIGRATIONS.length) return;
    this.transaction(() => {
      for (let version = current; version < MIGRATIONS.length; version++) {
        this.db.exec(MIGRATIONS[version] as string);
      }
      this.db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
    });
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
      return this.db.getRowsModified();
    });
  }

  /** Runs `work` in one transaction and persists once; rolls back if it throws. */
  transaction<T>(work: () => T): T {
    // Re-entrant: a run() inside a transaction joins it; only the outermost call commits and persists.
    if (this.depth > 0) return work();
    this.depth++;
    this.db.exec('BEGIN');
    let result: T;
    try {
      result = work();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
    }
    this.compactIfSparse();
    this.persist();
    return result;
  }

  /**
   * Every write exports the whole file, free pages included, so a large delete (expired sessions and tokens,
   * a deleted account) only makes writes cheaper once the file is rebuilt without them. VACUUM does that when
   * more than a quarter of the file is free; it is rare and takes a few milliseconds at this size.
   */
  private compactIfSparse() {
    const pragma = (name: string) => Number(this.db.exec(`PRAGMA ${name}`)[0]?.values[0]?.[0] ?? 0);
    const free = pragma('freelist_count');
    if (free >= MIN_FREE_PAGES_TO_COMPACT && free * 4 > pragma('page_count')) this.db.exec('VACUUM');
  }

  private persist() {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeSync(fd, this.db.export());
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, this.file);
  }

  close() {
    this.db.close();
    this.unlock();
  }
}
