/**
 * Requests per second the production server answers for one page under a bounded local load (autocannon,
 * 127.0.0.1 only, a fixed number of connections for a fixed time), and the CPU time its process used meanwhile,
 * read from /proc: requests per CPU-second is what one core of a server gives, whatever else runs on the machine
 * (here the platform answers the page's data on the same two cores).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

export interface ServerLoad {
  requests: number;
  perSecond: number;
  /** Requests per second of CPU time used by the server process (user + system). */
  perCpuSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, and connection errors: both must be 0 for the figure to count. */
  failures: number;
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the file (11 and 12 after "pid (comm) "), in clock ticks (100/s).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function measureServerLoad(
  url: string,
  pid: number,
  { connections = 8, durationS = 10 } = {},
): Promise<ServerLoad> {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error('load tests target 127.0.0.1 only');
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections, duration: durationS });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / durationS,
    perCpuSecond: cpu > 0 ? result.requests.total / cpu : NaN,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
