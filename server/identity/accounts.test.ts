import { beforeEach, describe, expect, it } from 'vitest';
import { UserDatabase } from '../store/db';
import { AccountStore } from './accounts';
import { claimsFor, isPremium, rolesOf } from './claims';

let db: UserDatabase;
let accounts: AccountStore;

beforeEach(async () => {
  db = await UserDatabase.open(null);
  accounts = new AccountStore(db);
});

describe('accounts', () => {
  it('creates an account with a random sub and finds it by email in any case', async () => {
    const result = await accounts.create({
      name: '  Naledi Dube ',
      email: ' Naledi@Example.com ',
      password: 'long-enough',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.account.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.account.email).toBe('naledi@example.com');
    expect(result.account.name).toBe('Naledi Dube');
    expect(accounts.findByEmail('NALEDI@example.com')?.sub).toBe(result.account.sub);
    expect(accounts.findBySub(result.account.sub)?.password_hash).not.toContain('long-enough');
  });

  it('refuses a second account with the same email, and invalid fields', async () => {
    await accounts.create({ name: 'A', email: 'a@example.com', password: 'long-enough' });
    expect(
      await accounts.create({ name: 'B', email: 'A@EXAMPLE.com', password: 'long-enough' }),
    ).toMatchObject({ ok: false, field: 'email' });
    expect(
      await accounts.create({ name: '', email: 'b@example.com', password: 'long-enough' }),
    ).toMatchObject({ ok: false, field: 'name' });
    expect(await accounts.create({ name: 'B', email: 'not-mail', password: 'long-enough' })).toMatchObject({
      ok: false,
      field: 'email',
    });
    expect(await accounts.create({ name: 'B', email: 'b@example.com', password: 'seven77' })).toMatchObject({
      ok: false,
      field: 'password',
    });
    expect(db.all('SELECT sub FROM accounts')).toHaveLength(1);
  });

  it('authenticates with the right password only, the same way for unknown emails', async () => {
    await accounts.create({ name: 'A', email: 'a@example.com', password: 'long-enough' });
    expect((await accounts.authenticate('A@example.com', 'long-enough'))?.email).toBe('a@example.com');
    expect(await accounts.authenticate('a@example.com', 'wrong-one')).toBeNull();
    expect(await accounts.authenticate('nobody@example.com', 'long-enough')).toBeNull();
  });

  it('changes the password only with the current one', async () => {
    const created = await accounts.create({ name: 'A', email: 'a@example.com', password: 'first-pass' });
    if (!created.ok) throw new Error(created.message);
    expect(await accounts.changePassword(created.account.sub, 'wrong', 'second-pass')).toMatchObject({
      ok: false,
    });
    expect(await accounts.changePassword(created.account.sub, 'first-pass', 'short')).toMatchObject({
      ok: false,
      field: 'password',
    });
    expect(await accounts.changePassword(created.account.sub, 'first-pass', 'second-pass')).toMatchObject({
      ok: true,
    });
    expect(await accounts.authenticate('a@example.com', 'first-pass')).toBeNull();
    expect(await accounts.authenticate('a@example.com', 'second-pass')).not.toBeNull();
  });

  it('deletes the account with its saved data and leaves other listeners alone', async () => {
    const mine = await accounts.create({ name: 'A', email: 'a@example.com', password: 'long-enough' });
    const theirs = await accounts.create({ name: 'B', email: 'b@example.com', password: 'long-enough' });
    if (!mine.ok || !theirs.ok) throw new Error('setup');
    for (const sub of [mine.account.sub, theirs.account.sub]) {
      db.run('INSERT INTO bookmarks VALUES (?, ?, ?, ?, ?)', [sub, 'c1', '/p', 'Show', 1]);
      db.run('INSERT INTO follows VALUES (?, ?, ?, ?, ?)', [sub, 'c1', '/p', 'Show', 1]);
      db.run('INSERT INTO play_progress VALUES (?, ?, ?, ?)', [sub, 'm1', 12.5, 1]);
      db.run('INSERT INTO preferences VALUES (?, ?, ?)', [sub, 'k', 'v']);
    }
    expect(accounts.deleteWithUserData(mine.account.sub)).toBe(true);
    for (const table of ['accounts', 'bookmarks', 'follows', 'play_progress', 'preferences']) {
      expect(
        db.all<{ sub: string }>(`SELECT sub FROM ${table}`).map((row) => row.sub),
        table,
      ).toEqual([theirs.account.sub]);
    }
  });

  it('seeds the three test accounts once and keeps a changed password', async () => {
    await accounts.ensureTestAccounts();
    const premium = accounts.findByEmail('premium@example.com');
    expect(premium?.name).toBe('Sipho Premium');
    expect(premium && isPremium(premium, Math.floor(Date.now() / 1000))).toBe(true);
    expect(premium && rolesOf(premium)).toEqual([]);
    const editor = accounts.findByEmail('editor@example.com');
    expect(editor && rolesOf(editor)).toEqual(['editor']);
    expect(editor && isPremium(editor, Math.floor(Date.now() / 1000))).toBe(false);
    const listener = accounts.findByEmail('listener@example.com');
    if (!listener) throw new Error('missing');
    await accounts.changePassword(listener.sub, 'listen-2026', 'changed-pass');
    await accounts.ensureTestAccounts();
    expect(db.all('SELECT sub FROM accounts')).toHaveLength(3);
    expect(await accounts.authenticate('listener@example.com', 'changed-pass')).not.toBeNull();
  });
});

describe('claims', () => {
  const row = {
    sub: 's1',
    email: 'a@example.com',
    name: 'Thandi van der Merwe',
    password_hash: 'x',
    premium_until: null,
    created_at: 0,
    roles: '',
    email_verified_at: 0,
  };

  it('splits the name and reports the free tier', () => {
    expect(claimsFor(row, 1000)).toEqual({
      sub: 's1',
      email: 'a@example.com',
      email_verified: true,
      name: 'Thandi van der Merwe',
      given_name: 'Thandi',
      family_name: 'van der Merwe',
      audiostar_plus: false,
      audiostar_plus_until: null,
      roles: [],
    });
    expect(claimsFor({ ...row, name: 'Cher' }, 1000)).toMatchObject({ given_name: 'Cher', family_name: '' });
  });

  it('reports Audiostar+ only while premium_until is in the future', () => {
    expect(claimsFor({ ...row, premium_until: 2000 }, 1000)).toMatchObject({
      audiostar_plus: true,
      audiostar_plus_until: 2000,
    });
    expect(claimsFor({ ...row, premium_until: 1000 }, 1000)).toMatchObject({
      audiostar_plus: false,
      audiostar_plus_until: null,
    });
  });

  it('releases only known roles', () => {
    expect(claimsFor({ ...row, roles: 'editor' }, 1000).roles).toEqual(['editor']);
    expect(claimsFor({ ...row, roles: ' admin  editor ' }, 1000).roles).toEqual(['editor']);
    expect(claimsFor({ ...row, roles: 'admin' }, 1000).roles).toEqual([]);
  });
});
