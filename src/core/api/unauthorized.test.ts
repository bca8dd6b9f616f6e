import type { ApolloLink } from '@apollo/client/link';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { Observable, firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createUnauthorizedLink } from './unauthorized';

const QUERY = parse('query getMine { getMyContent { id } }');
const MUTATION = parse('mutation save { saveBookmark(id: "x") }');

const refusedAnswer = {
  data: null,
  errors: [{ message: 'Sign in to use this operation', extensions: { code: 'AUTH_NOT_AUTHORIZED' } }],
};
const okAnswer = { data: { getMyContent: [] } };

/** A fake operation whose context carries the headers the auth link would have set. */
function operation(document = QUERY) {
  let context: Record<string, unknown> = {};
  return {
    query: document,
    operationName: 'op',
    variables: {},
    extensions: {},
    getContext: () => context,
    setContext: (next: Record<string, unknown>) => {
      context = { ...context, ...next };
      return context;
    },
  } as unknown as ApolloLink.Operation;
}

type Reply = 'ok' | 'refused' | 'http401' | 'down';

/**
 * A fake `forward`: stamps the current token like the auth link, answers asynchronously with `reply(token)`,
 * and counts calls per token.
 */
function fakeForward(tokenRef: { value: string | null }, reply: (token: string | null) => Reply) {
  const sent: (string | null)[] = [];
  const forward = ((op: ApolloLink.Operation) =>
    new Observable<ApolloLink.Result>((observer) => {
      const token = tokenRef.value;
      op.setContext({ headers: token ? { authorization: `Bearer ${token}` } : {} });
      sent.push(token);
      const timer = setTimeout(() => {
        const kind = reply(token);
        if (kind === 'ok') observer.next(okAnswer as ApolloLink.Result);
        if (kind === 'refused') observer.next(refusedAnswer as ApolloLink.Result);
        if (kind === 'http401') {
          observer.error(
            new ServerError('Response not successful: Received status code 401', {
              response: new Response('', { status: 401 }),
              bodyText: '',
            }),
          );
          return;
        }
        if (kind === 'down') {
          observer.error(new TypeError('Failed to fetch'));
          return;
        }
        observer.complete();
      }, 5);
      return () => clearTimeout(timer);
    })) as unknown as ApolloLink.ForwardFunction;
  return { forward, sent };
}

function setup(options: { renewTo: string | null; refuse: (token: string | null) => Reply }) {
  const token = { value: 'old' as string | null };
  const renewAccessToken = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    token.value = options.renewTo;
    return options.renewTo;
  });
  const onUnauthorized = vi.fn();
  const link = createUnauthorizedLink({
    getAccessToken: () => token.value,
    renewAccessToken,
    onUnauthorized,
  });
  const { forward, sent } = fakeForward(token, options.refuse);
  const run = (document = QUERY) => firstValueFrom(link(operation(document), forward));
  return { token, renewAccessToken, onUnauthorized, sent, run };
}

describe('AUTH_NOT_AUTHORIZED in the link chain (docs/design.md, "Sign-in failures")', () => {
  for (const refusal of ['refused', 'http401'] as const) {
    it(`renews once for 20 concurrent refused calls and retries each once (${refusal})`, async () => {
      const s = setup({ renewTo: 'new', refuse: (t) => (t === 'old' ? refusal : 'ok') });
      const results = await Promise.all(Array.from({ length: 20 }, () => s.run()));
      expect(results).toEqual(Array.from({ length: 20 }, () => okAnswer));
      expect(s.renewAccessToken).toHaveBeenCalledTimes(1);
      expect(s.sent.filter((t) => t === 'old')).toHaveLength(20);
      expect(s.sent.filter((t) => t === 'new')).toHaveLength(20);
      expect(s.onUnauthorized).not.toHaveBeenCalled();
    });
  }

  it('retries a refused mutation once as well', async () => {
    const s = setup({ renewTo: 'new', refuse: (t) => (t === 'old' ? 'refused' : 'ok') });
    await expect(s.run(MUTATION)).resolves.toEqual(okAnswer);
    expect(s.sent).toEqual(['old', 'new']);
  });

  it('does not renew again for a late refusal of a token already replaced', async () => {
    const s = setup({ renewTo: 'new', refuse: (t) => (t === 'old' ? 'refused' : 'ok') });
    await s.run();
    // A call that went out with the old token is answered after the renewal, through another link instance.
    const late = createUnauthorizedLink({
      getAccessToken: () => s.token.value,
      renewAccessToken: s.renewAccessToken,
      onUnauthorized: s.onUnauthorized,
    });
    const lateToken = { value: 'old' as string | null };
    const { forward, sent } = fakeForward(lateToken, (t) => (t === 'old' ? 'refused' : 'ok'));
    const pending = firstValueFrom(late(operation(), forward));
    lateToken.value = 'new'; // the auth link would now read the renewed token
    await expect(pending).resolves.toEqual(okAnswer);
    expect(sent).toEqual(['old', 'new']);
    expect(s.renewAccessToken).toHaveBeenCalledTimes(1);
  });

  it('ends the session once when the renewal fails, and passes the refusals on', async () => {
    const s = setup({ renewTo: null, refuse: () => 'refused' });
    const results = await Promise.all(Array.from({ length: 20 }, () => s.run()));
    expect(results).toEqual(Array.from({ length: 20 }, () => refusedAnswer));
    expect(s.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(s.sent).toHaveLength(20); // nothing retried
    expect(s.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ends the session once when the retried calls are refused again, without a loop', async () => {
    const s = setup({ renewTo: 'new', refuse: () => 'http401' });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => s.run().then(String, (e: unknown) => (e as Error).message)),
    );
    expect(outcomes.every((o) => o.includes('401'))).toBe(true);
    expect(s.renewAccessToken).toHaveBeenCalledTimes(1);
    expect(s.sent).toHaveLength(40); // each call exactly twice
    expect(s.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never retries an anonymous call; its refusal goes straight to onUnauthorized', async () => {
    const s = setup({ renewTo: 'new', refuse: () => 'refused' });
    s.token.value = null;
    await expect(s.run()).resolves.toEqual(refusedAnswer);
    expect(s.sent).toEqual([null]);
    expect(s.renewAccessToken).not.toHaveBeenCalled();
    expect(s.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors alone', async () => {
    const s = setup({ renewTo: 'new', refuse: () => 'down' });
    await expect(s.run()).rejects.toThrow('Failed to fetch');
    expect(s.sent).toHaveLength(1);
    expect(s.renewAccessToken).not.toHaveBeenCalled();
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });
});
