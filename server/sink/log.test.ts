import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RotatingLog } from './log';

describe('RotatingLog', () => {
  it('rotates before a line would pass the cap, keeping one previous file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-log-'));
    const log = new RotatingLog(path.join(dir, 'envelopes.ndjson'), 100);
    const line = (n: number) => `${String(n).padEnd(39, '.')}\n`; // 40 bytes
    for (let i = 0; i < 7; i++) log.append(line(i));
    expect(fs.readdirSync(dir).sort()).toEqual(['envelopes.1.ndjson', 'envelopes.ndjson']);
    expect(fs.readFileSync(path.join(dir, 'envelopes.1.ndjson'), 'utf8')).toBe(line(4) + line(5));
    expect(fs.readFileSync(path.join(dir, 'envelopes.ndjson'), 'utf8')).toBe(line(6));
  });

  it('counts a file left by an earlier run', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-log-'));
    fs.writeFileSync(path.join(dir, 'envelopes.ndjson'), 'x'.repeat(90));
    new RotatingLog(path.join(dir, 'envelopes.ndjson'), 100).append('0123456789abcdef\n');
    expect(fs.statSync(path.join(dir, 'envelopes.1.ndjson')).size).toBe(90);
  });
});
