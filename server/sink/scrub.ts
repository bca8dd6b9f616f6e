/**
 * What the sink keeps of an envelope: every string passed through the app's own scrubber
 * (src/core/monitoring/scrub.ts), so codes, states, tokens, passwords, bearer credentials and email addresses
 * are filtered on arrival. Any client can post to the sink, not only ours, so the store cannot rely on the
 * sender having scrubbed; one module holds the rules for both sides.
 *
 * Each pattern is linear in the text, but each string also costs a fixed round of pattern calls (about 2 µs),
 * and 1 MiB of `"a",` is 260,000 strings: half a second of the platform's event loop. So the sink scrubs at most
 * `MAX_SCRUBBED_VALUES` values (array entries and object properties) of one envelope, item by item in order;
 * an item past that is kept as its type alone. An error report stays far below it (the SDK normalises to depth
 * 3, 1,000 entries a level, 100 breadcrumbs), but a batch of a few hundred performance spans goes past it, and
 * Sentry accepts those: refusing the envelope would lose them in the app without a word.
 */
import { scrubDeep } from '../../src/core/monitoring/scrub';
import type { Envelope } from './envelope';

const MAX_SCRUBBED_VALUES = 20_000;

/** The array entries and object properties in `value`, counted without recursion; null past `max`. */
function valuesIn(value: unknown, max: number): number | null {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const children: unknown[] = Array.isArray(next) ? next : Object.values(next);
    count += children.length;
    if (count > max) return null;
    for (const child of children) pending.push(child);
  }
  return count;
}

/** The envelope scrubbed, item by item, until `MAX_SCRUBBED_VALUES`; any item after that as its type alone. */
export function scrubEnvelope(envelope: Envelope): Envelope {
  let budget = MAX_SCRUBBED_VALUES;
  const fits = (value: unknown) => {
    const count = valuesIn(value, budget);
    if (count === null) return false;
    budget -= count;
    return true;
  };
  const skipped = `not kept: more values than the sink scrubs in one envelope (${MAX_SCRUBBED_VALUES})`;
  return {
    header: fits(envelope.header) ? scrubDeep(envelope.header) : { skipped },
    items: envelope.items.map((item) =>
      fits(item.payload)
        ? { type: item.type, payload: scrubDeep(item.payload) }
        : { type: item.type, payload: { skipped } },
    ),
  };
}
