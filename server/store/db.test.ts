import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserDatabase } from './db';

function tempFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-db-')), 'users.sqlite');
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

  it('shrinks the file when a write frees most of it, so later writes stop paying for dead rows', async () => {
    const file = tempFile();
    const db = await UserDatabase.open(file);
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
    expect(fs.statSync(file).size).toBeLessThan(full / 4);
    db.close();
  });
});
