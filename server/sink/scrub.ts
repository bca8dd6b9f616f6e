/**
 * What the sink keeps of an envelope: every string passed through the app's own scrubber
 * (src/core/monitoring/scrub.ts), so codes, states, tokens, passwords, bearer credentials and email addresses
 * are filtered on arrival. Any client can post to the sink, not only ours, so the store cannot rely on the
 * sender having scrubbed; one module holds the rules for both sides.
 *
 * Each pattern is linear in the text, but each string also costs a fixed round of pattern calls (about 2 µs),
 * and 1 MiB of `"a",` is 260,000 strings: half a second of the platform's event loop. So an envelope may hold
 * at most `MAX_SCRUBBED_VALUES` values (array entries and object properties); the SDK's own normalisation (depth 3, 1,000 entries a
 * level, 100 breadcrumbs) keeps real reports to a few thousand.
 */
import { scrubDeep } from '../../src/core/monitoring/scrub';
import type { Envelope } from './envelope';

export const MAX_SCRUBBED_VALUES = 20_000;

/** Whether `value` holds more than `max` array entries and object properties, counted without recursion. */
function holdsMoreThan(value: unknown, max: number): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const children: unknown[] = Array.isArray(next) ? next : Object.values(next);
    count += children.length;
    if (count > max) return true;
    for (const child of children) pending.push(child);
  }
  return false;
}

/** The envelope scrubbed, or null when it holds too many values to scrub without stalling the platform. */
export function scrubEnvelope(envelope: Envelope): Envelope | null {
  if (holdsMoreThan(envelope, MAX_SCRUBBED_VALUES)) return null;
  return scrubDeep(envelope);
}
