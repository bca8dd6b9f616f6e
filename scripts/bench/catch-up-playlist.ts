/**
 * What a long catch-up range costs to serve (docs/time-shift.md, "Measured"): the bytes on the wire (gzipped, as
 * every browser asks) and the time to answer one rung's playlist of a 4-hour and a 24-hour range, against the
 * budget of one live playlist reload per second of the listening the range covers.
 */
import { percentile, type Row } from './table';

const ANSWERS = 10;
const RUNG = '32k';

/** One answer as a browser asks for it: the time to the whole body and its gzipped size on the wire. */
async function timedGet(url: string): Promise<{ ms: number; wireBytes: number }> {
  const started = performance.now();
  const reply = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`${url}: ${reply.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
  // fetch hands back the body decompressed: the wire size is the header's.
  const length = Number(reply.headers.get('content-length'));
  return { ms: performance.now() - started, wireBytes: Number.isFinite(length) ? length : body.byteLength };
}

async function rawBytes(url: string): Promise<number> {
  const reply = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return (await reply.arrayBuffer()).byteLength;
}

export async function measureCatchUpPlaylists(platformUrl: string): Promise<Row[]> {
  const live = await timedGet(`${platformUrl}/media/live/702/${RUNG}.m3u8`);
  const now = Math.floor(Date.now() / 1000);
  const rows: Row[] = [];
  for (const hours of [4, 24]) {
    const from = now - (hours + 1) * 3600;
    const url = `${platformUrl}/media/catchup/702/${RUNG}.m3u8?from=${from}&to=${from + hours * 3600}`;
    const times: number[] = [];
    let wireBytes = 0;
    for (let i = 0; i < ANSWERS; i++) {
      const answer = await timedGet(url);
      times.push(answer.ms);
      wireBytes = answer.wireBytes;
    }
    const sorted = times.sort((a, b) => a - b);
    const raw = await rawBytes(url);
    const budget = live.wireBytes * hours * 3600;
    rows.push({
      what: `Catch-up playlist, ${hours} h range, one rung (gzip on the wire; ${ANSWERS} answers)`,
      budget: `bytes <= one live reload per second (${(budget / 1e6).toFixed(0)} MB)`,
      measured: `${(wireBytes / 1000).toFixed(1)} kB (${(raw / 1e6).toFixed(2)} MB unzipped), answer p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
      ok: wireBytes <= budget,
    });
  }
  return rows;
}
