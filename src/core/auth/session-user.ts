/**
 * From the provider's profile claims to `$session`'s user (docs/product.md, "Sign-in"; docs/adr/0010-audiostar-plus-and-roles-are-claims-read-per-call.md). Only
 * identity and entitlement go into the store, never a token.
 */
import type { SessionUser } from './session';

export function toSessionUser(profile: Record<string, unknown>): SessionUser | null {
  const sub = profile.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const until = profile.audiostar_plus_until;
  return {
    sub,
    email: text(profile.email),
    name: text(profile.name),
    audiostarPlus: profile.audiostar_plus === true,
    audiostarPlusUntil: typeof until === 'number' && Number.isFinite(until) ? until : null,
  };
}
