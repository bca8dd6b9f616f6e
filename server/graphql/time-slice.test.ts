import { buildSchema, type GraphQLObjectType } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import type { GraphqlContext } from './context';
import { createExecutableSchema } from './schema';
import { createTestApp } from './test-app';
import { newTimeSlice, timeSliceSchema } from './time-slice';

/** Pages of 100 episodes, each with 3 episodes of its podcast: about 4,500 fields a page. */
const fields = '_id _url headline mediaId duration premium image { id alt }';
const wide = (pages: number) =>
  `{ ${Array.from(
    { length: pages },
    (_, i) => `p${i}: getDetailPageByUrl(url: "/podcasts/the-money-hour-podcast", episodesLimit: 100) {
    ... on AudioPodcast { episodeList { edges { episode { ${fields} podcast { ... on AudioPodcast {
      episodeList(first: 3) { edges { episode { ${fields} } } } } } } } } } }`,
  ).join('\n')} }`;
const WIDE = wide(1);

describe('time-sliced execution', () => {
  it('lets timers run while a wide query executes, and answers exactly what an unsliced run answers', async () => {
    const { gql, services } = await createTestApp();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const started = performance.now();
    const reply = await gql(WIDE);
    const tookMs = performance.now() - started;
    clearInterval(timer);
    expect(reply.status, JSON.stringify(reply.body.errors)).toBe(200);
    // Held in one turn, the 1 ms timer could not fire during the run at all; sliced, it fires every few slices.
    expect(tookMs).toBeGreaterThan(20);
    expect(ticks).toBeGreaterThanOrEqual(3);

    // The same schema without slices: a yoga without the limits plugin gives no request a time slice.
    const context: GraphqlContext = { services, user: null };
    const plain = createYoga({
      schema: createExecutableSchema(readConfig({}).rootDir),
      context,
      logging: false,
    });
    const res = await plain.fetch('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: WIDE }),
    });
    expect(reply.body.data).toEqual(((await res.json()) as { data: unknown }).data);
  });

  it('answers 503 at the deadline and does no work after it', async () => {
    process.env.GRAPHQL_TEST_HOOKS = '1';
    const { yoga, services } = await createTestApp();
    delete process.env.GRAPHQL_TEST_HOOKS;
    // Every episode's image goes through this service: its calls show whether fields still run.
    let imageCalls = 0;
    const image = services.image;
    services.image = (id) => {
      imageCalls += 1;
      return image(id);
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const res = await yoga.fetch('http://127.0.0.1:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-graphql-limits': 'timeoutMs=15' },
        body: JSON.stringify({ query: wide(10) }),
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('QUERY_TIMEOUT');
      const callsAtAnswer = imageCalls;
      // Turns enough for every field that was waiting to have resumed, had it been allowed to.
      for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(imageCalls - callsAtAnswer).toBe(0);
      expect(imageCalls).toBeLessThan(4_000); // the whole query would have made 4,000
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it("counts only a query's own work against its deadline, not its waits while others take their slices", async () => {
    process.env.GRAPHQL_TEST_HOOKS = '1';
    const { yoga } = await createTestApp();
    delete process.env.GRAPHQL_TEST_HOOKS;
    const post = (query: string, headers: Record<string, string> = {}) =>
      yoga.fetch('http://127.0.0.1:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query }),
      });
    const others = Array.from({ length: 32 }, () => post(WIDE));
    // Forty episodes: a few slices of its own work, far below 100 ms; beside 32 wide queries, each of its turns
    // waits for 32 other slices.
    const small = wide(1).replace('episodesLimit: 100', 'episodesLimit: 40');
    const started = performance.now();
    const res = await post(small, { 'x-test-graphql-limits': 'timeoutMs=100' });
    const tookMs = performance.now() - started;
    expect(res.status, await res.clone().text()).toBe(200);
    expect(tookMs).toBeGreaterThan(100); // it did wait longer than its deadline in all
    expect((await Promise.all(others)).map((r) => r.status)).toEqual(Array(32).fill(200));
  });

  it('never resumes a waiting field once the deadline has aborted, so no branch can fail unobserved', async () => {
    const schema = timeSliceSchema(buildSchema('type Query { show: Show } type Show { name: String }'));
    const field = (schema.getType('Query') as GraphQLObjectType).getFields().show;
    if (!field) throw new Error('the test schema has Query.show');
    let resolved = 0;
    // The default resolver reads the source's property: a getter counts the calls.
    const source = {
      get show() {
        resolved += 1;
        return { name: 'Breakfast' };
      },
    };
    const deadline = new AbortController();
    const slice = newTimeSlice(deadline.signal);
    slice.startedAt = -Infinity; // the slice is used up: the field waits for the next turn
    const outcome = field.resolve?.(source, {}, { timeSlice: slice }, { fieldName: 'show' } as never);
    expect(outcome).toBeInstanceOf(Promise);
    let settled = false;
    void (outcome as Promise<unknown>).then(
      () => (settled = true),
      () => (settled = true),
    );
    deadline.abort(new Error('deadline'));
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(resolved).toBe(0);
    expect(settled).toBe(false);

    // Without a deadline the same wait resumes on the next turn and resolves.
    const free = newTimeSlice(new AbortController().signal);
    free.startedAt = -Infinity;
    await expect(
      field.resolve?.(source, {}, { timeSlice: free }, { fieldName: 'show' } as never),
    ).resolves.toEqual({
      name: 'Breakfast',
    });
    expect(resolved).toBe(1);
  });
});
