/**
 * The sink's log file, <dataDir>/sink/envelopes.ndjson, capped in bytes: when a line would take it past the
 * cap, the file becomes envelopes.1.ndjson (replacing the previous one) and a new file starts. So the sink never
 * holds more than two files' worth of disk however much is sent, and a developer still finds the latest reports.
 * Writes are synchronous so a rotation never interleaves with an append.
 */
import fs from 'node:fs';
import path from 'node:path';

export class RotatingLog {
  private size: number;

  constructor(
    readonly file: string,
    private readonly maxBytes: number,
  ) {
    this.size = fs.existsSync(file) ? fs.statSync(file).size : 0;
  }

  append(line: string) {
    const bytes = Buffer.byteLength(line);
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    if (this.size > 0 && this.size + bytes > this.maxBytes) {
      fs.renameSync(this.file, this.file.replace(/(\.[^./]+)?$/, '.1$1')); // envelopes.1.ndjson
      this.size = 0;
    }
    fs.appendFileSync(this.file, line);
    this.size += bytes;
  }
}
