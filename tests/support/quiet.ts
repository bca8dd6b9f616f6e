/**
 * "Nothing more happens": for a test that checks something did not follow (a retry, a second load, a save), the
 * moment to look is when the page's network has gone quiet, not after a guessed number of seconds. Long-lived
 * streams (now playing's event stream) never end and do not count.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

const QUIET_MS = 500;

/** Resolves once no request of `target` (a page or all of a context's pages) has been in flight for 500 ms. */
export async function networkQuiet(target: Page | BrowserContext, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  target.on('request', started);
  target.on('requestfinished', ended);
  target.on('requestfailed', ended);
  const deadline = Date.now() + timeoutMs;
  try {
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) {
          clearInterval(check);
          resolve();
        } else if (Date.now() > deadline) {
          clearInterval(check);
          reject(
            new Error(
              `the network did not go quiet in ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
            ),
          );
        }
      }, 50);
    });
  } finally {
    target.off('request', started);
    target.off('requestfinished', ended);
    target.off('requestfailed', ended);
  }
}
