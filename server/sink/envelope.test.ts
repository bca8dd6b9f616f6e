import { describe, expect, it } from 'vitest';
import { EnvelopeError, parseEnvelope } from './envelope';

const enc = (text: string) => Buffer.from(text, 'utf8');

describe('parseEnvelope', () => {
  it('reads items with and without an explicit length', () => {
    const event = JSON.stringify({ message: 'boom', level: 'error' });
    const envelope = parseEnvelope(
      enc(
        `{"event_id":"abc","dsn":"http://public@127.0.0.1:4000/1"}\n` +
          `{"type":"event","length":${Buffer.byteLength(event)}}\n${event}\n` +
          `{"type":"client_report"}\n{"discarded_events":[]}\n`,
      ),
    );
    expect(envelope.header.event_id).toBe('abc');
    expect(envelope.items).toEqual([
      { type: 'event', payload: { message: 'boom', level: 'error' } },
      { type: 'client_report', payload: { discarded_events: [] } },
    ]);
  });

  it('keeps binary payloads as their size', () => {
    const binary = Buffer.from([0x78, 0x9c, 0x00, 0xff]);
    const body = Buffer.concat([enc('{}\n{"type":"replay_recording","length":4}\n'), binary, enc('\n')]);
    expect(parseEnvelope(body).items[0]).toEqual({ type: 'replay_recording', payload: { binaryBytes: 4 } });
  });

  it('rejects malformed envelopes with a clear reason', () => {
    expect(() => parseEnvelope(enc(''))).toThrow(EnvelopeError);
    expect(() => parseEnvelope(enc('not json\n'))).toThrow('envelope header is not valid JSON');
    expect(() => parseEnvelope(enc('{}\n{"length":2}\n{}\n'))).toThrow('item 1 has no type');
    expect(() => parseEnvelope(enc('{}\n{"type":"event","length":999}\n{}\n'))).toThrow('bad length');
    expect(() => parseEnvelope(enc('[1]\n'))).toThrow('must be a JSON object');
  });
});
