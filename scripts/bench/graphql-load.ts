/**
 * GraphQL under load: the p50/p95 of a small query (getStationList) while the most expensive query the cost
 * limit lets through runs back to back for a bounded time. Execution is time-sliced (server/graphql/time-slice.ts),
 * so the small query waits for a slice and the worst query's serialisation, not for its whole run. The clients
 * run in a worker thread (./graphql-load-client.mjs), as clients on other machines would: in the platform's own
 * event loop, reading the worst query's 2 MB answers added about 10 ms to the small query's p50.
 */
import { Worker } from 'node:worker_threads';
import { parse } from 'graphql';
import { operationCost } from '../../server/graphql/cost-limit';
import { LIMITS } from '../../server/graphql/limits';
import { checkOperation } from '../../server/graphql/request-limits';
import { createExecutableSchema } from '../../server/graphql/schema';
import { percentile, type Row } from './table';

const LOAD_MS = Number(process.env.BENCH_GRAPHQL_LOAD_MS ?? 5_000);
const MIN_SAMPLES = 100;
const INTERVAL_MS = 20;
const TARGET_P95_MS = 50;
const SMALL = '{ getStationList { id stationName station mediaId themeColor logoUrl } }';

/**
 * The Money Hour podcast's first 100 episodes, each with its podcast's first `k` episodes, all fields, on `n`
 * aliases: pages whose estimated size is their real size (the podcast has 160 episodes), so the query does all
 * the work its cost allows. The dearest (n, k) the limits admit.
 */
function worstAllowedQuery(rootDir: string): { query: string; cost: number } {
  const schema = createExecutableSchema(rootDir);
  const fields = `_id _url headline overline text mediaId duration premium station kind
    publishedAt { iso8601 unixSeconds } image { id alt ratio1x1 { sm md lg alt } }`;
  const alias = (i: number, k: number) =>
    `p${i}: getDetailPageByUrl(url: "/podcasts/the-money-hour-podcast", episodesLimit: 100) {
      ... on AudioPodcast { episodeList { edges { episode { ${fields} podcast { ... on AudioPodcast {
        episodeList(first: ${k}) { edges { episode { ${fields} } } } } } } } } } }`;
  let best = { query: '', cost: 0 };
  for (let n = 1; n <= LIMITS.maxRootFields; n++) {
    for (let k = 1; k <= 100; k++) {
      const query = `{ ${Array.from({ length: n }, (_, i) => alias(i, k)).join('\n')} }`;
      const measured = operationCost(schema, parse(query), undefined);
      if (checkOperation(measured, LIMITS)) break;
      if (measured.cost > best.cost) best = { query, cost: measured.cost };
    }
  }
  return best;
}

async function post(url: string, query: string): Promise<{ status: number; bytes: number }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-name': 'prime', 'x-app-platform': 'web' },
    body: JSON.stringify({ query }),
  });
  const body = await res.arrayBuffer();
  if (res.status !== 200)
    console.error(`[bench] ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
  return { status: res.status, bytes: body.byteLength };
}

export async function measureGraphqlUnderLoad(platformUrl: string, rootDir: string): Promise<Row> {
  const url = `${platformUrl}/graphql`;
  const worst = worstAllowedQuery(rootDir);
  const probe = await post(url, worst.query);
  // A busy machine can push the worst query past its deadline: report that as the row, not lose the table.
  if (probe.status !== 200)
    return {
      what: `GraphQL p95 of a small query while the worst query the cost limit allows runs (cost ${worst.cost})`,
      budget: `p95 < ${TARGET_P95_MS} ms`,
      measured: `the worst query alone answered ${probe.status}`,
      ok: false,
    };
  const client = new Worker(new URL('./graphql-load-client.mjs', import.meta.url), {
    workerData: {
      url,
      worst: worst.query,
      small: SMALL,
      due: Math.max(MIN_SAMPLES, Math.ceil(LOAD_MS / INTERVAL_MS)),
      intervalMs: INTERVAL_MS,
    },
  });
  const { samples, worstRuns } = await new Promise<{ samples: number[]; worstRuns: number }>(
    (resolve, reject) => {
      client.once('message', resolve);
      client.once('error', reject);
    },
  );
  await client.terminate();
  const sorted = samples.sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  return {
    what: `GraphQL p95 of a small query while the worst query the cost limit allows runs (${samples.length} queries; worst: cost ${worst.cost}, ${(probe.bytes / 1e6).toFixed(1)} MB, ${worstRuns} runs)`,
    budget: `p95 < ${TARGET_P95_MS} ms`,
    measured: `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
    ok: p95 < TARGET_P95_MS,
  };
}
