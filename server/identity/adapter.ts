/**
 * oidc-provider's storage adapter over the user database (table `oidc_models`, see server/store/db.ts).
 *
 * Sessions, grants, codes, tokens and interactions live here so a platform restart signs nobody out and every
 * refresh token stays usable. The indexed columns (grant, session uid, account) let the provider revoke a grant
 * in one statement and let account deletion remove everything a listener ever held. Expired rows are invisible
 * to `find` and removed by `removeExpired`, which the identity module runs at start and periodically.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { UserDatabase } from '../store/db';
import { nowSeconds } from './accounts';

interface ModelRow {
  payload: string;
  consumed_at: number | null;
}

export class OidcStore {
  constructor(
    private readonly db: UserDatabase,
    private readonly now: () => number = nowSeconds,
  ) {}

  /** The factory oidc-provider's `adapter` option expects: one adapter per model name. */
  readonly factory = (model: string): Adapter => new SqlAdapter(this.db, model, this.now);

  removeExpired(): number {
    return this.db.run('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?', [
      this.now(),
    ]);
  }

  /** Every session, grant, code and token of an account: used when the account is deleted. */
  removeAccount(accountId: string): number {
    return this.db.run('DELETE FROM oidc_models WHERE account_id = ?', [accountId]);
  }
}

export class SqlAdapter implements Adapter {
  constructor(
    private readonly db: UserDatabase,
    private readonly model: string,
    private readonly now: () => number = nowSeconds,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = Number.isFinite(expiresIn) && expiresIn > 0 ? this.now() + Math.ceil(expiresIn) : null;
    // Interactions carry the account inside their session snapshot; index it too so deletion finds them.
    const accountId = payload.accountId ?? payload.session?.accountId ?? null;
    this.db.run(
      `INSERT INTO oidc_models (model, id, payload, grant_id, uid, user_code, account_id, expires_at, consumed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         uid = excluded.uid, user_code = excluded.user_code, account_id = excluded.account_id,
         expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        accountId,
        expiresAt,
      ],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.select('id = ?', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.select('uid = ?', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.select('user_code = ?', userCode);
  }

  async consume(id: string): Promise<void> {
    this.db.run('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?', [
      this.now(),
      this.model,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    this.db.run('DELETE FROM oidc_models WHERE model = ? AND id = ?', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.db.run('DELETE FROM oidc_models WHERE model = ? AND grant_id = ?', [this.model, grantId]);
  }

  private select(where: string, value: string): AdapterPayload | undefined {
    if (typeof value !== 'string') return undefined;
    const row = this.db.get<ModelRow>(
      `SELECT payload, consumed_at FROM oidc_models
       WHERE model = ? AND ${where} AND (expires_at IS NULL OR expires_at > ?)`,
      [this.model, value, this.now()],
    );
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
  }
}
