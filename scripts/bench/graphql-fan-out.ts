/**
 * GraphQL fan-out: fragments that each spread the one before twice (server/graphql/fan-out.ts), at every level
 * from 5 to 25 and four level-25 queries at once, each of which must be refused with 400 within 100 ms, and a
 * small query sent every 10 ms meanwhile, whose p95 must stay under 50 ms.
 *
 * This is the first row after the platform starts, and a platform's first requests compile the code they run
 * (the first small query took 47 ms, the next ones 2-15 ms): one pass of every query first warms it, as any
 * platform serving listeners is, and the rows say how long the very first request took. The levels then run
 * `ROUNDS` times, so the small query's p95 rests on dozens of samples rather than on its slowest few.
 */
import { fanOutQuery } from '../../server/graphql/fan-out';
import { percentile, type Row } from './table';

const LEVELS = Array.from({ length: 21 }, (_, i) => i + 5);
const REFUSAL_MS = 100;
const SMALL_P95_MS = 50;
const SMALL = '{ getStationList { id stationName } }';
const ROUNDS = 5;
const PROBE_EVERY_MS = 10;

async function timedPost(url: string, query: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** One pass of every query the row sends, answers checked: what a platform serving listeners has compiled. */
async function warmUp(url: string): Promise<number> {
  const first = await timedPost(url, SMALL);
  if (first.status !== 200) throw new Error(`the small query answered ${first.status}`);
  for (const level of LEVELS)
    for (const disguised of [false, true]) await timedPost(url, fanOutQuery(level, disguised));
  return first.ms;
}

export async function measureFanOut(platformUrl: string): Promise<Row[]> {
  const url = `${platformUrl}/graphql`;
  const firstMs = await warmUp(url);
  const small: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const reply = await timedPost(url, SMALL);
      if (reply.status !== 200) throw new Error(`the small query answered ${reply.status}`);
      small.push(reply.ms);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const levels: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const level of LEVELS) {
      for (const disguised of [false, true]) {
        const reply = await timedPost(url, fanOutQuery(level, disguised));
        if (reply.status !== 400 && !(disguised && level < 11))
          throw new Error(`fan-out level ${level} answered ${reply.status}`);
        levels.push(reply.ms);
      }
    }
  }
  const burstStarted = performance.now();
  const burst = await Promise.all([0, 1, 2, 3].map((i) => timedPost(url, fanOutQuery(25, i % 2 === 1))));
  const burstMs = performance.now() - burstStarted;
  if (burst.some((b) => b.status !== 400)) throw new Error('a level-25 query in the burst was not refused');
  probing = false;
  await probe;
  const sortedLevels = levels.sort((a, b) => a - b);
  const sortedSmall = small.sort((a, b) => a - b);
  const slowest = sortedLevels[sortedLevels.length - 1] ?? NaN;
  const p95 = percentile(sortedSmall, 95);
  return [
    {
      what: `GraphQL fan-out levels ${LEVELS[0]}-${LEVELS[LEVELS.length - 1]}, plain and disguised, ${ROUNDS} rounds (${levels.length} queries, after one pass to warm up, in which the first small query took ${firstMs.toFixed(0)} ms): time to refusal`,
      budget: `each < ${REFUSAL_MS} ms`,
      measured: `p50 ${percentile(sortedLevels, 50).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`,
      ok: slowest < REFUSAL_MS,
    },
    {
      what: `GraphQL four level-25 fan-outs at once; small query meanwhile (${small.length} queries)`,
      budget: `all < ${REFUSAL_MS} ms, p95 < ${SMALL_P95_MS} ms`,
      measured: `all refused in ${burstMs.toFixed(1)} ms; small p95 ${p95.toFixed(1)} ms`,
      ok: burstMs < REFUSAL_MS && p95 < SMALL_P95_MS,
    },
  ];
}
