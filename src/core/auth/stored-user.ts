/**
 * The signed-in user as oidc-client-ts keeps it in local storage (docs/product.md, "Shared state", "Constants" "User session
 * storage: local storage"). Storage is outside input (docs/design.md, "Security rules"): another version of the app, an extension or
 * a half-written value can leave anything there. Bad JSON or a wrong shape is removed with a monitoring record
 * before oidc-client-ts reads it, so it never becomes a crash.
 */
import { recordProblem } from '../monitoring/problems';

/** oidc-client-ts's key: WebStorageStateStore's 'oidc.' prefix + UserManager's `user:${authority}:${client}`. */
export function userStorageKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

export type StoredUserCheck = { ok: true } | { ok: false; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** Checks the stored string has the fields docs/product.md lists, with the right types. Never echoes values. */
export function checkStoredUser(raw: string): StoredUserCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isObject(parsed)) return { ok: false, reason: 'not an object' };
  if (typeof parsed.access_token !== 'string' || parsed.access_token === '')
    return { ok: false, reason: 'access_token missing' };
  if (typeof parsed.token_type !== 'string') return { ok: false, reason: 'token_type missing' };
  for (const field of ['refresh_token', 'id_token', 'scope', 'session_state'] as const) {
    if (!optionalString(parsed[field])) return { ok: false, reason: `${field} is not a string` };
  }
  if (
    parsed.expires_at !== undefined &&
    (typeof parsed.expires_at !== 'number' || !Number.isFinite(parsed.expires_at))
  )
    return { ok: false, reason: 'expires_at is not a number' };
  if (!isObject(parsed.profile)) return { ok: false, reason: 'profile missing' };
  if (typeof parsed.profile.sub !== 'string' || parsed.profile.sub === '')
    return { ok: false, reason: 'profile.sub missing' };
  return { ok: true };
}

/**
 * Removes an unreadable stored user. Returns whether a (valid) user is stored afterwards.
 * Storage that throws (blocked, private mode) counts as empty.
 */
export function removeInvalidStoredUser(storage: Storage | undefined, key: string): boolean {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return false;
  }
  if (raw === null) return false;
  const check = checkStoredUser(raw);
  if (check.ok) return true;
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing more we can do; oidc-client-ts will fail to read it and we treat that as anonymous.
  }
  recordProblem({
    area: 'auth',
    message: 'stored user removed: unreadable',
    detail: { reason: check.reason },
  });
  return false;
}
