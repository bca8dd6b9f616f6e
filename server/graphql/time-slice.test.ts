import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import type { GraphqlContext } from './context';
import { createExecutableSchema } from './schema';
import { createTestApp } from './test-app';

/** Ten pages of 100 episodes, each with 3 episodes of its podcast: about 45,000 fields, within the cost limit. */
const fields = '_id _url headline mediaId duration premium image { id alt }';
const WIDE = `{ ${Array.from(
  { length: 10 },
  (_, i) => `p${i}: getDetailPageByUrl(url: "/podcasts/the-money-hour-podcast", episodesLimit: 100) {
    ... on AudioPodcast { episodeList { edges { episode { ${fields} podcast { ... on AudioPodcast {
      episodeList(first: 3) { edges { episode { ${fields} } } } } } } } } } }`,
).join('\n')} }`;

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
});
