import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/respond';
import type { MediaAsset } from '../seed/types';
import { createDownloadFiles } from './downloads';
import type { MediaPool } from './pool';

/** A pool still making its media: every job waits on it, so the queue fills. */
const makingPool = {
  version: 'test',
  root: path.join(os.tmpdir(), `primedia-downloads-${process.pid}`),
  variant: () => new Promise(() => undefined),
} as unknown as MediaPool;

const episode = (n: number) =>
  ({ mediaId: `ep-${n}`, kind: 'audio', variant: 0, durationSeconds: 60 }) as MediaAsset;

/** Long enough for the file checks before a request joins the queue, whatever the machine's load. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('download files', () => {
  it('answers 503 with Retry-After once a job runs and seven more wait', async () => {
    const downloads = createDownloadFiles(makingPool);
    for (let n = 0; n < 8; n++) void downloads.fileFor(episode(n));
    // Let the eight reach the queue: each first looks for a finished file on disk (microseconds).
    await turn();
    const refusal = await downloads.fileFor(episode(8)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
  });

  it('a second ask for a queued item joins its job instead of taking a place', async () => {
    const downloads = createDownloadFiles(makingPool);
    for (let n = 0; n < 8; n++) void downloads.fileFor(episode(0));
    await turn();
    let outcome = 'waiting';
    downloads.fileFor(episode(1)).then(
      () => (outcome = 'made'),
      () => (outcome = 'refused'),
    );
    await turn();
    expect(outcome).toBe('waiting');
  });
});
