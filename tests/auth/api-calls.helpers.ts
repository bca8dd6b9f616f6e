/**
 * Helpers for the 401-storm and clock tests (docs/design.md, "Sign-in failures"): fire user operations through the app's own
 * Apollo client (Vite serves the modules the app already loaded, so the real link chain runs), watch every
 * GraphQL request the page sends and what the platform answered, and count how often the registration wall opens.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { PLATFORM_URL } from '../support/ports';
import { STORE_REGISTRY_NAME } from '../../src/core/store-registry';

export interface CallOutcome {
  id: string;
  ok: boolean;
  detail: string;
}

/** Runs `count` concurrent getMyContentByIds calls (a user operation), each with its own id so its requests can be told apart. */
export function fireUserCalls(page: Page, count: number, tag: string): Promise<CallOutcome[]> {
  return page.evaluate(
    async ({ count, tag }) => {
      const { getApiClient } = (await import('/src/core/api/client.ts' as string)) as {
        getApiClient(): { query(options: unknown): Promise<{ data?: unknown; error?: unknown }> };
      };
      const { GetMyContentByIdsDocument } = (await import(
        '/src/core/api/generated/graphql.ts' as string
      )) as {
        GetMyContentByIdsDocument: unknown;
      };
      const client = getApiClient();
      return Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const id = `${tag}-${index}`;
          try {
            const result = await client.query({
              query: GetMyContentByIdsDocument,
              variables: { ids: [id] },
              fetchPolicy: 'no-cache',
              context: { queryDeduplication: false },
            });
            return { id, ok: !result.error && Boolean(result.data), detail: String(result.error ?? 'ok') };
          } catch (error) {
            return { id, ok: false, detail: String(error) };
          }
        }),
      );
    },
    { count, tag },
  );
}

export interface GraphqlCall {
  id: string | null;
  operationName: string | null;
  token: string | null;
  refused: boolean;
}

function isGraphqlPost(r: Request): boolean {
  return r.method() === 'POST' && r.url().startsWith(`${PLATFORM_URL}/graphql`);
}

/** Every GraphQL POST of `context`: its operation, the first id variable, the bearer token, and whether the platform refused it. */
export function watchGraphql(context: BrowserContext): GraphqlCall[] {
  const calls: GraphqlCall[] = [];
  const byRequest = new Map<Request, GraphqlCall>();
  context.on('request', (r) => {
    if (!isGraphqlPost(r)) return;
    let body: { operationName?: string; variables?: { ids?: string[] } } = {};
    try {
      body = JSON.parse(r.postData() ?? '{}') as typeof body;
    } catch {
      // Not JSON: counted without an operation.
    }
    const authorization = r.headers()['authorization'] ?? '';
    const call: GraphqlCall = {
      id: body.variables?.ids?.[0] ?? null,
      operationName: body.operationName ?? null,
      token: authorization.startsWith('Bearer ') ? authorization.slice(7) : null,
      refused: false,
    };
    calls.push(call);
    byRequest.set(r, call);
  });
  context.on('response', async (response) => {
    const call = byRequest.get(response.request());
    if (!call) return;
    if (response.status() === 401) {
      call.refused = true;
      return;
    }
    const text = await response.text().catch(() => '');
    if (text.includes('AUTH_NOT_AUTHORIZED')) call.refused = true;
  });
  return calls;
}

/** Counts every opening of the registration wall from now on (the store is set on each opening). */
export async function countWallOpenings(page: Page): Promise<() => Promise<number>> {
  await page.evaluate((registryName) => {
    const registry = (
      globalThis as unknown as Record<
        symbol,
        { entries: Map<string, { listen(fn: (v: { registration: boolean }) => void): void }> }
      >
    )[Symbol.for(registryName)];
    const state = globalThis as unknown as { __wallOpenings?: number };
    state.__wallOpenings = 0;
    // An opening is a change from closed to open.
    let open = false;
    registry?.entries.get('walls')?.listen((value) => {
      if (value.registration && !open) state.__wallOpenings = (state.__wallOpenings ?? 0) + 1;
      open = value.registration;
    });
  }, STORE_REGISTRY_NAME);
  return () =>
    page.evaluate(() => (globalThis as unknown as { __wallOpenings?: number }).__wallOpenings ?? 0);
}

/**
 * Makes the provider refuse the stored access token while its stored expiry still looks valid, and keeps the
 * refresh token working. Revoking the access token cannot do that here: oidc-provider's revocation endpoint also
 * revokes every token of the grant, refresh token included. A token the provider never issued gets the same
 * answer from the platform as a revoked or provider-expired one: AUTH_NOT_AUTHORIZED.
 */
export async function spoilStoredAccessToken(page: Page, key: string): Promise<string> {
  return page.evaluate((userKey) => {
    const user = JSON.parse(localStorage.getItem(userKey) ?? 'null') as { access_token?: string } | null;
    if (!user?.access_token) throw new Error('no stored access token');
    user.access_token = `unknown-${user.access_token.slice(0, 8)}-${Date.now()}`;
    localStorage.setItem(userKey, JSON.stringify(user));
    return user.access_token;
  }, key);
}
