/**
 * The client side of scripts/bench/graphql-load.ts, in a worker thread of its own: the worst query back to back
 * and the small query on an open loop, as clients on other machines would send them, so the figure is the
 * platform's alone and not the bench's own fetch work on the platform's event loop. Plain JavaScript: a worker
 * thread does not get the TypeScript loader the bench runs under.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, worst, small, due, intervalMs } = workerData;
const HEADERS = { 'content-type': 'application/json', 'x-app-name': 'prime', 'x-app-platform': 'web' };

async function post(query) {
  const res = await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify({ query }) });
  await res.arrayBuffer();
  return res.status;
}

let loading = true;
let worstRuns = 0;
const load = (async () => {
  while (loading) {
    await post(worst);
    worstRuns += 1;
  }
})();
// Timed from when each was due, so time spent waiting behind the worst query counts (a closed loop would mostly
// sample the idle gaps).
const started = performance.now();
const samples = await Promise.all(
  Array.from({ length: due }, async (_, i) => {
    const at = started + i * intervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    const status = await post(small);
    if (status !== 200) throw new Error(`the small query answered ${status}`);
    return performance.now() - at;
  }),
);
loading = false;
await load;
parentPort.postMessage({ samples, worstRuns });
