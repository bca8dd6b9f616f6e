/**
 * The claims the identity provider releases for an account, read fresh from the accounts row each time so a
 * change (a trial started, a name edited, a role given) shows up at the next token or userinfo call.
 */
import type { AccountRow } from './accounts';

/** Scope -> claims, as oidc-provider's `claims` configuration expects. */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'audiostar_plus', 'audiostar_plus_until', 'roles'],
};

/** The roles an account may hold; "editor" may preview drafts through the content API. */
const ROLES = ['editor'] as const;
export type Role = (typeof ROLES)[number];

export function isPremium(account: Pick<AccountRow, 'premium_until'>, now: number): boolean {
  return account.premium_until !== null && account.premium_until > now;
}

/** The known roles in the account's `roles` column; anything else there is ignored, never granted. */
export function rolesOf(account: Pick<AccountRow, 'roles'>): Role[] {
  const listed = (account.roles ?? '').split(/\s+/);
  return ROLES.filter((role) => listed.includes(role));
}

export function claimsFor(account: AccountRow, now: number) {
  const name = account.name.trim();
  const space = name.indexOf(' ');
  const premium = isPremium(account, now);
  return {
    sub: account.sub,
    email: account.email,
    // Set once the sign-up link was followed; an unverified account cannot sign in, so in tokens it is true.
    email_verified: account.email_verified_at !== null,
    name,
    given_name: space === -1 ? name : name.slice(0, space),
    family_name: space === -1 ? '' : name.slice(space + 1).trim(),
    audiostar_plus: premium,
    // Only a running subscription has an end date worth showing; a lapsed one reads as null.
    audiostar_plus_until: premium ? account.premium_until : null,
    roles: rolesOf(account),
  };
}
