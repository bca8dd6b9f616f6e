/**
 * Parses Sentry envelopes (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line, then
 * items, each a JSON item header line followed by a payload of `length` bytes or, without length, up to the
 * next newline. Throws `EnvelopeError` with a clear reason on anything else.
 */
export class EnvelopeError extends Error {}

interface EnvelopeItem {
  type: string;
  /** Parsed JSON when the payload is JSON; otherwise the size of the binary payload (replay recordings). */
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

function parseJsonLine(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(`${what} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EnvelopeError(`${what} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

export function parseEnvelope(body: Buffer): Envelope {
  let offset = 0;
  const readLine = (): Buffer | null => {
    if (offset >= body.length) return null;
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };

  const headerLine = readLine();
  if (!headerLine || headerLine.length === 0) throw new EnvelopeError('empty envelope');
  const header = parseJsonLine(headerLine, 'envelope header');
  const items: EnvelopeItem[] = [];

  while (offset < body.length) {
    const itemHeaderLine = readLine();
    if (!itemHeaderLine || itemHeaderLine.length === 0) continue; // trailing newline
    const itemHeader = parseJsonLine(itemHeaderLine, `item ${items.length + 1} header`);
    if (typeof itemHeader.type !== 'string') throw new EnvelopeError(`item ${items.length + 1} has no type`);
    let payload: Buffer;
    if (itemHeader.length !== undefined) {
      const length = Number.isInteger(itemHeader.length) ? (itemHeader.length as number) : -1;
      if (length < 0 || offset + length > body.length)
        throw new EnvelopeError(`item ${items.length + 1} declares a bad length`);
      payload = body.subarray(offset, offset + length);
      offset += length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine() ?? Buffer.alloc(0);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch {
      parsed = { binaryBytes: payload.length };
    }
    items.push({ type: itemHeader.type, payload: parsed });
  }
  return { header, items };
}
