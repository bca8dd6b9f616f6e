import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserDatabase } from './db';

function tempFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-db-')), 'users.sqlite');
}

function bookmark(db: UserDatabase, contentId: string) {
  db.run('INSERT INTO bookmarks VALUES (?, ?, ?, ?, ?)', [
    'user-1',
    contentId,
    '/news/a',
    'NewsTeaserDetail',
    1,
  ]);
}

describe('UserDatabase', () => {
  it('keeps a committed write after the file is reopened', async () => {
    const file = tempFile();
    const first = await UserDatabase.open(file);
    first.run('INSERT INTO bookmarks VALUES (?, ?, ?, ?, ?)', [
      'user-1',
      'c1',
      '/news/a',
      'NewsTeaserDetail',
      1,
    ]);
    first.close();
    const second = await UserDatabase.open(file);
    expect(second.all('SELECT content_id, path FROM bookmarks')).toEqual([
      { content_id: 'c1', path: '/news/a' },
    ]);
  });

  it('rolls back a failed transaction and persists nothing of it', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file);
    expect(() =>
      db.transaction(() => {
        db.run('INSERT INTO follows VALUES (?, ?, ?, ?, ?)', ['u', 'x', '/p', 'AudioPodcast', 1]);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.all('SELECT * FROM follows')).toEqual([]);
  });

  it('moves an unreadable file aside instead of deleting it', async () => {
    const file = tempFile();
    fs.writeFileSync(file, 'this is not sqlite');
    const db = await UserDatabase.open(file);
    expect(db.all('SELECT * FROM bookmarks')).toEqual([]);
    const kept = fs.readdirSync(path.dirname(file)).filter((name) => name.includes('unreadable'));
    expect(kept).toHaveLength(1);
  });

  it('refuses a second opening of the same file, naming its folder, until the first closes', async () => {
    const file = tempFile();
    const first = await UserDatabase.open(file);
    await expect(UserDatabase.open(file)).rejects.toThrow(`data folder ${path.dirname(file)} is in use`);
    first.close();
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    (await UserDatabase.open(file)).close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const file = tempFile();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(`${file}.lock`, `${gone.stdout.toString()}\n`);
    const db = await UserDatabase.open(file);
    expect(fs.readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(process.pid));
    db.close();
  });

  it('writes a change as one line of its log, leaving the snapshot alone', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file);
    const snapshot = fs.readFileSync(file);
    bookmark(db, 'c1');
    expect(fs.readFileSync(file)).toEqual(snapshot);
    const log = fs.readFileSync(`${file}.log`, 'utf8');
    expect(log.split('\n')).toHaveLength(2);
    expect(log).toContain('"c1"');
    db.close();
  });

  it('folds the log into a snapshot past its size limit and at the next start', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file, { compactAfterBytes: 1_000 });
    for (let i = 0; i < 10; i++) bookmark(db, `c${i}`);
    expect(fs.statSync(`${file}.log`).size).toBeLessThan(1_000);
    bookmark(db, 'last');
    db.close();
    expect(fs.statSync(`${file}.log`).size).toBeGreaterThan(0);
    const reopened = await UserDatabase.open(file);
    expect(fs.statSync(`${file}.log`).size).toBe(0);
    expect(reopened.all('SELECT content_id FROM bookmarks')).toHaveLength(11);
    reopened.close();
  });

  it('skips the changes a snapshot already holds when its log was not emptied (a crash in between)', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file);
    bookmark(db, 'c1');
    bookmark(db, 'c2');
    const log = fs.readFileSync(`${file}.log`);
    db.close();
    (await UserDatabase.open(file)).close(); // snapshot now holds both, log emptied
    fs.writeFileSync(`${file}.log`, log);
    const reopened = await UserDatabase.open(file);
    expect(reopened.all('SELECT content_id FROM bookmarks ORDER BY content_id')).toEqual([
      { content_id: 'c1' },
      { content_id: 'c2' },
    ]);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.includes('unreadable'))).toEqual([]);
    reopened.close();
  });

  it('keeps the changes before a damaged line of its log and a copy of the log', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file);
    bookmark(db, 'c1');
    db.close();
    fs.appendFileSync(`${file}.log`, '{"seq": 2, "wri\n{"seq":3,"writes":[]}\n');
    const reopened = await UserDatabase.open(file);
    expect(reopened.all('SELECT content_id FROM bookmarks')).toEqual([{ content_id: 'c1' }]);
    const kept = fs.readdirSync(path.dirname(file)).filter((name) => name.includes('log.unreadable'));
    expect(kept).toHaveLength(1);
    reopened.close();
  });

  it('refuses a number JSON cannot hold, and keeps nothing of that write', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file);
    expect(() => db.run('INSERT INTO play_progress VALUES (?, ?, ?, ?)', ['u', 'm', Infinity, 1])).toThrow(
      'cannot store Infinity',
    );
    expect(db.all('SELECT * FROM play_progress')).toEqual([]);
    db.close();
  });

  it('keeps every acknowledged write when its process is killed outright (kill -9) mid-stream', async () => {
    const file = tempFile();
    // Writes bookmarks without end, printing each one's number once run() has returned; a small log limit
    // makes snapshots frequent, so the kill can land in one.
    const writer = `
      const { UserDatabase } = await import(${JSON.stringify(new URL('./db.ts', import.meta.url).href)});
      const db = await UserDatabase.open(process.argv[1], { compactAfterBytes: 4096 });
      for (let i = 0; ; i++) {
        db.run('INSERT INTO bookmarks VALUES (?, ?, ?, ?, ?)', ['u', 'c' + i, '/p', 'Show', i]);
        process.stdout.write(i + '\\n');
      }`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', writer, file]);
    let acknowledged = -1;
    await new Promise<void>((resolve, reject) => {
      child.on('exit', () => reject(new Error('the writer stopped by itself')));
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = chunk.toString().trim().split('\n');
        acknowledged = Math.max(acknowledged, Number(lines[lines.length - 1]));
        if (acknowledged >= 300 && child.kill('SIGKILL')) resolve();
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const db = await UserDatabase.open(file);
    const saved = db.all<{ n: number }>('SELECT count(*) AS n FROM bookmarks WHERE created_at <= ?', [
      acknowledged,
    ]);
    expect(saved).toEqual([{ n: acknowledged + 1 }]);
    db.close();
  }, 30_000);

  it('leaves the space of deleted rows out of the next snapshot', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file, { compactAfterBytes: 10_000 });
    const payload = 'x'.repeat(600);
    db.transaction(() => {
      for (let i = 0; i < 2_000; i++) {
        db.run('INSERT INTO oidc_models (model, id, payload, expires_at) VALUES (?, ?, ?, ?)', [
          'Grant',
          `g${i}`,
          payload,
          1,
        ]);
      }
    });
    const full = fs.statSync(file).size;
    expect(db.run('DELETE FROM oidc_models WHERE expires_at <= ?', [1])).toBe(2_000);
    db.close();
    (await UserDatabase.open(file)).close();
    expect(fs.statSync(file).size).toBeLessThan(full / 4);
  });
});
