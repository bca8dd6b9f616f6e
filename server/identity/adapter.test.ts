import { beforeEach, describe, expect, it } from 'vitest';
import { UserDatabase } from '../store/db';
import { OidcStore, SqlAdapter } from './adapter';

let db: UserDatabase;
let now = 1_000_000;
let store: OidcStore;

beforeEach(async () => {
  db = await UserDatabase.open(null);
  now = 1_000_000;
  store = new OidcStore(db, () => now);
});

describe('SqlAdapter', () => {
  it('upserts and finds payloads, replacing on a second upsert', async () => {
    const sessions = store.factory('Session');
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: 'acc' }, 60);
    expect(await sessions.find('s1')).toEqual({ jti: 's1', uid: 'u1', accountId: 'acc' });
    expect(await sessions.findByUid('u1')).toMatchObject({ jti: 's1' });
    await sessions.upsert('s1', { jti: 's1', uid: 'u2', accountId: 'acc' }, 60);
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.findByUid('u2')).toMatchObject({ jti: 's1' });
    // Models are separate namespaces.
    expect(await store.factory('Grant').find('s1')).toBeUndefined();
  });

  it('hides expired rows and removes them on cleanup', async () => {
    const tokens = new SqlAdapter(db, 'AccessToken', () => now);
    await tokens.upsert('t1', { jti: 't1' }, 10);
    await tokens.upsert('t2', { jti: 't2' }, 100);
    now += 10;
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    expect(store.removeExpired()).toBe(1);
    expect(db.all('SELECT id FROM oidc_models')).toEqual([{ id: 't2' }]);
  });

  it('marks consumption, destroys, and revokes by grant within the model', async () => {
    const codes = store.factory('AuthorizationCode');
    const refresh = store.factory('RefreshToken');
    await codes.upsert('c1', { jti: 'c1', grantId: 'g1' }, 60);
    await refresh.upsert('r1', { jti: 'r1', grantId: 'g1' }, 60);
    await refresh.upsert('r2', { jti: 'r2', grantId: 'g2' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: now });
    await refresh.revokeByGrantId('g1');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('finds by user code, and removes everything of one account', async () => {
    const devices = store.factory('DeviceCode');
    await devices.upsert('d1', { jti: 'd1', userCode: 'ABCD', accountId: 'a' }, 60);
    await store.factory('Interaction').upsert('i1', { jti: 'i1', session: { accountId: 'a', uid: 'u' } }, 60);
    await store.factory('Session').upsert('s2', { jti: 's2', uid: 'u9', accountId: 'b' }, 60);
    expect(await devices.findByUserCode('ABCD')).toMatchObject({ jti: 'd1' });
    expect(store.removeAccount('a')).toBe(2);
    expect(db.all('SELECT id FROM oidc_models')).toEqual([{ id: 's2' }]);
  });

  it('keeps rows without an expiry', async () => {
    const clients = store.factory('Grant');
    await clients.upsert('g', { jti: 'g' }, 0);
    now += 10 ** 9;
    expect(await clients.find('g')).toBeDefined();
  });
});
