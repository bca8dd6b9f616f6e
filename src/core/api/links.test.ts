import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';

import { DeleteBookmarkDocument as MUTATION, GetStationListDocument as QUERY } from './generated/graphql';

const stationItem = (id: string) => ({
  __typename: 'StationListItem',
  id,
  stationName: id,
  station: id,
  mediaId: `live-${id}`,
  themeColor: '#e30613',
  logoUrl: `/images/logos/${id}.svg`,
  format: 'talk',
  frequency: '92.7 FM',
  city: 'Johannesburg',
});

type Reply = { status?: number; body: string; type?: string } | Error;

function fakeFetch(replies: Reply[]) {
  const calls: { headers: Headers; body: string }[] = [];
  const fetchFn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ headers: new Headers(init?.headers), body: String(init?.body) });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (!reply) throw new Error('no reply configured');
    if (reply instanceof Error) throw reply;
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.type ?? 'application/json' },
    });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

function client(replies: Reply[], token: string | null = null) {
  const { fetchFn, calls } = fakeFetch(replies);
  const onUnauthorized = vi.fn();
  const apollo = createApiClient({
    uri: 'http://127.0.0.1:4000/graphql',
    fetch: fetchFn,
    getAccessToken: () => token,
    onUnauthorized,
  });
  return { apollo, calls, onUnauthorized };
}

const stations = JSON.stringify({
  data: { getStationList: [{ __typename: 'StationListItem', id: '702', stationName: '702' }] },
});

describe('content API link chain', () => {
  it('sends the app headers always and the bearer token only when signed in', async () => {
    const anonymous = client([{ body: stations }]);
    await anonymous.apollo.query({ query: QUERY, fetchPolicy: 'no-cache' });
    expect(anonymous.calls[0]?.headers.get('x-app-name')).toBe('prime');
    expect(anonymous.calls[0]?.headers.get('x-app-platform')).toBe('web');
    expect(anonymous.calls[0]?.headers.get('authorization')).toBeNull();
    expect(JSON.parse(anonymous.calls[0]?.body ?? '{}')).toMatchObject({
      operationName: 'getStationList',
      variables: {},
    });

    const signedIn = client([{ body: stations }], 'tok-123');
    await signedIn.apollo.query({ query: QUERY, fetchPolicy: 'no-cache' });
    expect(signedIn.calls[0]?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('reports AUTH_NOT_AUTHORIZED from a GraphQL error and from HTTP 401', async () => {
    const graphqlError = client([
      {
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'no', extensions: { code: 'AUTH_NOT_AUTHORIZED' } }],
        }),
      },
    ]);
    const result = await graphqlError.apollo
      .query({ query: QUERY, fetchPolicy: 'no-cache' })
      .catch((e: unknown) => e);
    expect(
      CombinedGraphQLErrors.is(result) || CombinedGraphQLErrors.is((result as { error?: unknown }).error),
    ).toBe(true);
    expect(graphqlError.onUnauthorized).toHaveBeenCalledTimes(1);

    const http401 = client([{ status: 401, body: 'unauthorized', type: 'text/plain' }]);
    await http401.apollo.query({ query: QUERY, fetchPolicy: 'no-cache' }).catch(() => undefined);
    expect(http401.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a non-2xx answer into the documented message, without retrying it', async () => {
    const { apollo, calls } = client([{ status: 503, body: '<html>down</html>', type: 'text/html' }]);
    const error = await apollo.query({ query: QUERY, fetchPolicy: 'no-cache' }).then(
      (r) => r.error,
      (e: unknown) => e,
    );
    expect(ServerError.is(error)).toBe(true);
    expect((error as Error).message).toBe('Response not successful: Received status code 503');
    expect(calls).toHaveLength(1);
  });

  it('reports an unparsable body as a parse error', async () => {
    const { apollo } = client([{ body: '{not json' }]);
    const error = await apollo.query({ query: QUERY, fetchPolicy: 'no-cache' }).then(
      (r) => r.error,
      (e: unknown) => e,
    );
    expect(ServerParseError.is(error)).toBe(true);
  });

  it('fails a reply with neither data nor errors with the documented message', async () => {
    const { apollo } = client([{ body: '{}' }]);
    const error = await apollo.query({ query: QUERY, fetchPolicy: 'no-cache' }).then(
      (r) => r.error,
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe("Server response was missing for query 'getStationList'.");
  });

  it('retries a query on network failure, at most 3 attempts, and never a mutation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recovered = client([new TypeError('Failed to fetch'), { body: stations }]);
    const ok = await recovered.apollo.query({ query: QUERY, fetchPolicy: 'no-cache' });
    expect(ok.data?.getStationList).toHaveLength(1);
    expect(recovered.calls).toHaveLength(2);

    const down = client([new TypeError('Failed to fetch')]);
    await down.apollo.query({ query: QUERY, fetchPolicy: 'no-cache' }).catch(() => undefined);
    expect(down.calls).toHaveLength(3);

    const mutation = client([new TypeError('Failed to fetch')], 'tok');
    await mutation.apollo
      .mutate({ mutation: MUTATION, variables: { contentId: 'x' } })
      .catch(() => undefined);
    expect(mutation.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  }, 20_000);

  it('keeps partial data alongside errors with errorPolicy all', async () => {
    const partial = JSON.stringify({
      data: { getStationList: [stationItem('947')] },
      errors: [{ message: 'one station failed', path: ['getStationList', 1] }],
    });
    const { apollo } = client([{ body: partial }]);
    const result = await apollo.query({ query: QUERY, fetchPolicy: 'no-cache', errorPolicy: 'all' });
    expect(result.data?.getStationList).toEqual([stationItem('947')]);
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
  });

  it('renews once and retries with the new token after a 401, as a GraphQL code or an HTTP status', async () => {
    const refused = JSON.stringify({
      data: null,
      errors: [{ message: 'no', extensions: { code: 'AUTH_NOT_AUTHORIZED' } }],
    });
    for (const first of [{ body: refused }, { status: 401, body: 'unauthorized', type: 'text/plain' }]) {
      const { fetchFn, calls } = fakeFetch([first, { body: stations }]);
      let token = 'old';
      const renewAccessToken = vi.fn(() => Promise.resolve((token = 'new')));
      const onUnauthorized = vi.fn();
      const apollo = createApiClient({
        uri: 'http://127.0.0.1:4000/graphql',
        fetch: fetchFn,
        getAccessToken: () => token,
        renewAccessToken,
        onUnauthorized,
      });
      const result = await apollo.query({ query: QUERY, fetchPolicy: 'no-cache' });
      expect(result.data?.getStationList).toHaveLength(1);
      expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
      expect(renewAccessToken).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });
});
