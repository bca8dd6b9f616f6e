/**
 * Test hook (only with MEDIA_TEST_HOOKS=1, the browser tests' platforms; never mounted otherwise): the platform's
 * clock set to a named moment, so a test that pins the page's clock to a South African hour also has the
 * platform compute what aired, the guide's today and the catch-up window from that hour.
 *
 *   POST /test/clock {"at": unix ms}   the clock reads `at` now and runs on from there
 *   POST /test/clock {"at": null}      the real clock again
 *
 * Every module reads time through Date.now, so moving it moves them all; the offset is kept, not a frozen
 * time, so media segments, timers and the now-playing stream keep running at the real pace.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readBody, sendJson } from '../http/respond';
import type { PlatformModule } from '../platform';

const TEST_CLOCK_PATH = '/test/clock';

const realNow = Date.now.bind(Date);
let offsetMs = 0;

function setClock(at: unknown) {
  if (at === null) {
    offsetMs = 0;
    return;
  }
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    throw new HttpError(400, '"at" must be unix milliseconds, or null for the real clock');
  }
  offsetMs = Math.round(at) - realNow();
  Date.now = () => realNow() + offsetMs;
}

export function createTestClock(maxBodyBytes: number): PlatformModule {
  return {
    async handler(req: IncomingMessage, res: ServerResponse, url: URL) {
      if (url.pathname !== TEST_CLOCK_PATH) throw new HttpError(404, `No test hook at ${url.pathname}`);
      if (req.method !== 'POST') throw new HttpError(405, 'POST {"at": unix ms} or {"at": null}');
      let body: { at?: unknown };
      try {
        body = JSON.parse((await readBody(req, maxBodyBytes)).toString('utf8')) as { at?: unknown };
      } catch {
        throw new HttpError(400, 'The body must be JSON: {"at": unix ms} or {"at": null}');
      }
      setClock(body.at ?? null);
      sendJson(res, 200, { now: Date.now(), offsetMs });
    },
  };
}
