/**
 * Audiostar+ from the paywall (docs/product.md, "Paywall", "Constants": 7-day trial, then 100 ZAR / month). On the local platform
 * the trial really marks the account premium for 7 days (`startAudiostarTrial`, once per account) and "restore"
 * reads the account's state (`restorePurchases`); there is no store to buy through here. After either, the
 * session is renewed so the new `audiostar_plus` claim reaches `$session` (docs/adr/0010-audiostar-plus-and-roles-are-claims-read-per-call.md).
 */
import { recordProblem } from '../monitoring/problems';
import { restorePurchasesMutation, startTrialMutation, type Subscription } from './api';

export type SubscriptionOutcome =
  /** `until`: when Audiostar+ ends, an ISO-8601 instant (the contract's DateTime), or null when not known. */
  | { kind: 'premium'; until: string | null }
  | { kind: 'trial-used' }
  | { kind: 'nothing-to-restore' }
  | { kind: 'failed' };

export const PRICE_NOTE = 'After 7 days 100 ZAR / month';

async function refreshed(state: Subscription): Promise<void> {
  if (!state.premium) return;
  try {
    // Loaded here, not at the top: the paywall is in the host app's first load, sign-in code is not (docs/design.md, "Budgets").
    const { refreshSession } = await import('../auth');
    await refreshSession();
  } catch (error) {
    // The account is premium either way; the claim arrives with the next renewal.
    recordProblem({ area: 'paywall', message: `session refresh failed: ${String(error)}` });
  }
}

/** Runs one subscription call: premium (with the session renewed) or `otherwise`; a failure is recorded. */
async function settle(
  call: () => Promise<Subscription>,
  otherwise: SubscriptionOutcome,
  what: string,
): Promise<SubscriptionOutcome> {
  try {
    const state = await call();
    await refreshed(state);
    if (state.premium) return { kind: 'premium', until: state.premiumUntil };
    return otherwise;
  } catch (error) {
    recordProblem({ area: 'paywall', message: `${what} failed: ${String(error)}` });
    return { kind: 'failed' };
  }
}

export function startTrial(): Promise<SubscriptionOutcome> {
  return settle(startTrialMutation, { kind: 'trial-used' }, 'trial');
}

export function restorePurchases(): Promise<SubscriptionOutcome> {
  return settle(restorePurchasesMutation, { kind: 'nothing-to-restore' }, 'restore');
}

function untilLine(until: string | null, locale?: string): string {
  const date = until === null ? null : new Date(until);
  if (!date || Number.isNaN(date.getTime())) return 'Audiostar+ is active.';
  const day = date.toLocaleDateString(locale ?? 'en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });
  return `Audiostar+ is active until ${day}.`;
}

/** The listener-facing line for an outcome. */
export function outcomeMessage(outcome: SubscriptionOutcome, locale?: string): string {
  switch (outcome.kind) {
    case 'premium':
      return untilLine(outcome.until, locale);
    case 'trial-used':
      return 'Your free trial has already been used on this account.';
    case 'nothing-to-restore':
      return 'No purchases were found to restore for this account.';
    case 'failed':
      return 'Something went wrong. Please try again later.';
  }
}
