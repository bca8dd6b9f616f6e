/**
 * The interaction policy: oidc-provider's standard `login` and `consent` prompts with our `account_action`
 * prompt between them. `account_action` runs when the authorize request carries `kc_action` (Keycloak's name
 * for "required action", docs/product.md, "Sign-in") and stays satisfied once the listener has handled or cancelled it.
 *
 * Deleting the account asks for the password again whatever the session (as `prompt=login` would), so a
 * borrowed unlocked phone or a stolen session cookie cannot delete anyone's account. The server holds this
 * rule, not the client's request: a crafted authorize URL without `prompt=login` gets the same sign-in.
 */
import { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';

export const ACCOUNT_ACTION_PROMPT = 'account_action';

const KC_ACTIONS = ['UPDATE_PASSWORD', 'delete_account'] as const;
export type KcAction = (typeof KC_ACTIONS)[number];

export function isKcAction(value: unknown): value is KcAction {
  return typeof value === 'string' && (KC_ACTIONS as readonly string[]).includes(value);
}

export function buildPolicy(): interactionPolicy.DefaultPolicy {
  const { Check, Prompt, base } = interactionPolicy;
  const policy = base();
  const accountAction = new Prompt(
    { name: ACCOUNT_ACTION_PROMPT, requestable: false },
    new Check('kc_action_requested', 'the client asked for an account action', (ctx: KoaContextWithOIDC) =>
      isKcAction(ctx.oidc.params?.kc_action) && !ctx.oidc.result?.[ACCOUNT_ACTION_PROMPT]
        ? Check.REQUEST_PROMPT
        : Check.NO_NEED_TO_PROMPT,
    ),
  );
  policy
    .get('login')
    ?.checks.add(
      new Check(
        'fresh_sign_in_for_delete',
        'deleting an account needs a fresh sign-in',
        (ctx: KoaContextWithOIDC) =>
          ctx.oidc.params?.kc_action === 'delete_account' && !ctx.oidc.result?.login
            ? Check.REQUEST_PROMPT
            : Check.NO_NEED_TO_PROMPT,
      ),
    );
  // After login (the action needs to know who the listener is), before consent.
  const consentIndex = policy.findIndex((prompt) => prompt.name === 'consent');
  policy.add(accountAction, consentIndex === -1 ? policy.length : consentIndex);
  return policy;
}
