/** The limits through the whole yoga app: the status and code each refusal answers, and what still passes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanOutQuery } from './fan-out';
import { createTestApp } from './test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  process.env.GRAPHQL_TEST_HOOKS = '1';
  app = await createTestApp();
});
afterAll(() => {
  delete process.env.GRAPHQL_TEST_HOOKS;
});

async function post(query: string, headers: Record<string, string> = {}, variables = {}) {
  const res = await app.yoga.fetch('http://127.0.0.1:4000/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: res.status, code: body.errors?.[0]?.extensions?.code, body };
}

const PODCAST = '/podcasts/the-money-hour-podcast';

/** Milliseconds of CPU this process has used (user and system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

describe('content API limits', () => {
  it('refuses an operation over the cost budget with 400 before running it', async () => {
    const reply = await post(
      `query q($n: Int) { getDetailPageByUrl(url: "${PODCAST}", episodesLimit: $n) { ... on AudioPodcast { episodeList { edges { episode { headline podcast { ... on AudioPodcast { episodeList(first: 100) { edges { cursor episode { _id _url headline overline text } } } } } } } } } } }`,
      {},
      { n: 100 },
    );
    expect(reply).toMatchObject({ status: 400, code: 'QUERY_TOO_COSTLY' });
    expect(reply.body.data).toBeUndefined();
  });

  it('lets the same shape through at small pages', async () => {
    const reply = await post(
      `{ getDetailPageByUrl(url: "${PODCAST}", episodesLimit: 5) { ... on AudioPodcast { episodeList { edges { episode { headline } } } } } }`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toBeUndefined();
  });

  it('refuses too many aliases, directives and root fields with 400', async () => {
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: __typename`).join(' ');
    expect(await post(`{ getStationList { ${aliases} } }`)).toMatchObject({
      status: 400,
      code: 'TOO_MANY_ALIASES',
    });
    const directives = Array.from({ length: 51 }, () => '@include(if: true)').join(' ');
    expect(await post(`{ getStationList { id ${directives} } }`)).toMatchObject({
      status: 400,
      code: 'TOO_MANY_DIRECTIVES',
    });
    const roots = Array.from({ length: 11 }, () => 'getStationList { id }').join(' ');
    expect(await post(`{ ${roots} }`)).toMatchObject({ status: 400, code: 'TOO_MANY_ROOT_FIELDS' });
  });

  it('answers text nested 2,500 levels deep with 400, whatever the Accept header', async () => {
    const deep = `{ ${'getHomeExplore { '.repeat(2500)}${'}'.repeat(2500)} }`;
    expect(await post(deep)).toMatchObject({ status: 400, code: 'QUERY_TOO_DEEP' });
    expect(await post(deep, { accept: 'application/graphql-response+json' })).toMatchObject({ status: 400 });
  });

  it('stops execution at the deadline with 503 and runs no further resolvers', async () => {
    const reply = await post('{ getHomeExplore(first: 4) { reels { edges { node { id } } } } }', {
      'x-test-graphql-limits': 'timeoutMs=0',
    });
    expect(reply).toMatchObject({ status: 503, code: 'QUERY_TIMEOUT' });
    expect(reply.body.data ?? null).toBeNull();
  });

  // Fragments that spread the one before twice once held the event loop 36 s at level 23 (1,126 bytes).
  // 100 ms is the bound a refusal must keep; on a quiet machine each takes about a millisecond. It is measured
  // as this process's CPU time, what the refusal costs the platform: wall time on a shared machine would also
  // count the other processes' turns (bench's platform row gives the wall-clock latency).
  const LEVELS = Array.from({ length: 21 }, (_, i) => i + 5);

  it.each(LEVELS)('refuses fan-out level %i with 400 within 100 ms', async (level) => {
    const started = cpuMs();
    const reply = await post(fanOutQuery(level));
    expect(reply).toMatchObject({ status: 400, code: 'DUPLICATE_FRAGMENT_SPREAD' });
    expect(cpuMs() - started).toBeLessThan(100);
  });

  it('refuses the fan-out written without a repeated spread once it selects too much', async () => {
    expect((await post(fanOutQuery(8, true))).status).toBe(200);
    for (const level of [11, 17, 25]) {
      const started = cpuMs();
      expect(await post(fanOutQuery(level, true))).toMatchObject({ status: 400, code: 'QUERY_TOO_LARGE' });
      expect(cpuMs() - started).toBeLessThan(100);
    }
  });

  it('refuses four level-25 queries at once within 100 ms while a small query still answers', async () => {
    const started = cpuMs();
    const [small, ...attacks] = await Promise.all([
      post('{ getStationList { id stationName } }'),
      ...Array.from({ length: 4 }, (_, i) => post(fanOutQuery(25, i % 2 === 1))),
    ]);
    expect(cpuMs() - started).toBeLessThan(100);
    expect(attacks.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });
});

describe('what only developers see', () => {
  it('refuses introspection and names no other field, while ordinary queries and __typename answer', async () => {
    const schema = await post('{ __schema { types { name } } }');
    expect(schema.status).toBe(400);
    expect(schema.body.data).toBeUndefined();
    const typo = await post('{ getStationLis { id } }');
    expect(typo.status).toBe(400);
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "getStationLis" on type "Query".');
    const ok = await post('{ __typename getStationList { id } }');
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
  });
});
