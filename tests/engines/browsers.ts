/**
 * Debian's Firefox ESR and WebKitGTK, driven for the engine journeys (tests/engines). Playwright drives only its
 * own builds of these engines, so Firefox goes through puppeteer-core over WebDriver BiDi and WebKit through
 * WebKitWebDriver's W3C WebDriver endpoints. Both sit behind one small `Tab`: open a page, run a function in it,
 * click an element a function finds (in a shadow root too), as a listener's pointer would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, type Browser, type ElementHandle } from 'puppeteer-core';

export type EngineName = 'firefox' | 'webkit';

/** A function the page runs; it must not close over anything, as it is sent as source. */
type InPage<A extends unknown[], T> = (...args: A) => T | Promise<T>;

export interface Tab {
  goto(url: string): Promise<void>;
  run<A extends unknown[], T>(fn: InPage<A, T>, ...args: A): Promise<T>;
  /** Clicks the element `find` returns, with the engine's own pointer input (a user activation). */
  click<A extends unknown[]>(find: InPage<A, Element | null>, ...args: A): Promise<void>;
  /** Focuses the element `find` returns and presses a key (a W3C key name such as 'PageUp'). */
  press<A extends unknown[]>(find: InPage<A, Element | null>, args: A, key: 'PageUp'): Promise<void>;
  close(): Promise<void>;
}

/** The display and the audio sink both browsers need: Xvfb and a PulseAudio null sink, stopped with the run. */
export interface Desk {
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function until(what: string, ready: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`[primedia] ${what} did not start within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startDesk(display: number): Promise<Desk> {
  const runtime = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-engines-'));
  const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1440x900x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await until('Xvfb', () => fs.existsSync(`/tmp/.X11-unix/X${display}`));
  const env = {
    ...process.env,
    DISPLAY: `:${display}`,
    XDG_RUNTIME_DIR: runtime,
    PULSE_RUNTIME_PATH: runtime,
  };
  // Without an audio sink Firefox fails every play with a media sink error; a null sink plays to nowhere.
  const pulse = spawn(
    'pulseaudio',
    [
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--disallow-exit',
      '-n',
      '--load=module-null-sink',
      '--load=module-native-protocol-unix',
    ],
    { stdio: 'ignore', env },
  );
  await until('PulseAudio', () => fs.existsSync(path.join(runtime, 'native')));
  return {
    env,
    async stop() {
      await Promise.all([stopChild(pulse), stopChild(xvfb)]);
      fs.rmSync(runtime, { recursive: true, force: true });
    },
  };
}

/** A running engine that opens tabs; `stop` ends it and every process it started. */
export interface Engine {
  name: EngineName;
  open(): Promise<Tab>;
  stop(): Promise<void>;
}

/** Puppeteer's own types would have every argument a handle too; the journeys pass plain values. */
const loose = <A extends unknown[], T>(fn: InPage<A, T>) => fn as unknown as (...args: unknown[]) => T;

export async function startFirefox(desk: Desk): Promise<Engine> {
  const browser: Browser = await launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: false,
    env: desk.env,
    extraPrefsFirefox: {
      // A press is a real click, but a test's first play must not hang on the autoplay policy either way.
      'media.autoplay.default': 0,
      'media.autoplay.blocking_policy': 0,
    },
  });
  return {
    name: 'firefox',
    async open() {
      const page = await browser.newPage();
      await page.setViewport({ width: 1440, height: 900 }).catch((error: unknown) => {
        // Puppeteer sends a screen-orientation override with every viewport, which Firefox ESR 140 does not know;
        // the viewport itself is set in the same batch, and the wait below says whether it took.
        if (!String(error).includes('setScreenOrientationOverride')) throw error;
      });
      await page.waitForFunction(() => window.innerWidth === 1440, { timeout: 5_000 });
      return {
        async goto(url) {
          // Not 'load': a held chunk that the page preloads would hold the load event too.
          await page.goto(url, { waitUntil: 'domcontentloaded' });
        },
        run: <A extends unknown[], T>(fn: InPage<A, T>, ...args: A) =>
          page.evaluate(loose(fn), ...args) as Promise<T>,
        async click(find, ...args) {
          const handle = await page.evaluateHandle(loose(find), ...args);
          const element = handle.asElement() as ElementHandle<Element> | null;
          if (!element) throw new Error('[primedia] nothing to click');
          await element.click();
          await handle.dispose();
        },
        async press(find, args, key) {
          const handle = await page.evaluateHandle(loose(find), ...args);
          const element = handle.asElement() as ElementHandle<Element> | null;
          if (!element) throw new Error('[primedia] nothing to press a key on');
          await element.press(key);
          await handle.dispose();
        },
        close: () => page.close(),
      };
    },
    stop: () => browser.close(),
  };
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** W3C WebDriver's code points for the keys a journey presses. */
const KEYS = { PageUp: '\uE00E' } as const;

/** An error WebKitWebDriver answered, as opposed to a request it never answered. */
class DriverRefusal extends Error {}

/** Within the test's own 60 s, so that a request left unanswered leaves time for a second try. */
const NEW_SESSION_LIMIT_MS = 20_000;

export async function startWebKit(desk: Desk, port: number): Promise<Engine> {
  const base = `http://127.0.0.1:${port}`;
  async function startDriver(): Promise<ChildProcess> {
    const child = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: desk.env });
    await until('WebKitWebDriver', () =>
      fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    );
    return child;
  }
  let driver = await startDriver();
  async function call<T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok)
      throw new DriverRefusal(`[primedia] WebKit: ${json.value.error}: ${json.value.message}`);
    return json.value;
  }
  const sessions: string[] = [];
  return {
    name: 'webkit',
    async open() {
      const newSession = () =>
        call<{ sessionId: string }>(
          'POST',
          '/session',
          { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } } },
          AbortSignal.timeout(NEW_SESSION_LIMIT_MS),
        );
      // Beside two busy loops a new-session request, after an earlier session had ended, once went unanswered
      // until the test's time ran out; the test's second try, with a driver of its own, opened one at once. So a
      // request the driver leaves unanswered or drops is made again to a driver started again.
      const { sessionId } = await newSession().catch(async (error: unknown) => {
        if (error instanceof DriverRefusal) throw error; // an answered refusal is the test's failure
        console.log(
          `[engines] WebKitWebDriver did not answer a new-session request (${String(error)}); restarting it`,
        );
        await stopChild(driver);
        driver = await startDriver();
        return newSession();
      });
      sessions.push(sessionId);
      const session = `/session/${sessionId}`;
      await call('POST', `${session}/window/rect`, { width: 1440, height: 900 });
      const script = (fn: InPage<unknown[], unknown>) =>
        // An async script, so a function returning a promise is awaited as in the other engine.
        `const done = arguments[arguments.length - 1];` +
        `Promise.resolve((${fn.toString()}).apply(null, Array.from(arguments).slice(0, -1)))` +
        `.then(done, (e) => done({ __error: String(e && e.stack || e) }));`;
      async function run<T>(fn: InPage<unknown[], unknown>, args: unknown[]): Promise<T> {
        const value = await call<T & { __error?: string }>('POST', `${session}/execute/async`, {
          script: script(fn),
          args,
        });
        if (value && typeof value === 'object' && '__error' in value) throw new Error(String(value.__error));
        return value;
      }
      return {
        async goto(url) {
          await call('POST', `${session}/url`, { url });
        },
        run: <A extends unknown[], T>(fn: InPage<A, T>, ...args: A) =>
          run<T>(fn as InPage<unknown[], unknown>, args),
        async click(find, ...args) {
          const element = await run<Record<string, string> | null>(find as InPage<unknown[], unknown>, args);
          const id = element?.[ELEMENT];
          if (!id) throw new Error('[primedia] nothing to click');
          await call('POST', `${session}/element/${id}/click`, {});
        },
        async press(find, args, key) {
          const element = await run<Record<string, string> | null>(find as InPage<unknown[], unknown>, args);
          const id = element?.[ELEMENT];
          if (!id) throw new Error('[primedia] nothing to press a key on');
          await call('POST', `${session}/element/${id}/value`, { text: KEYS[key] });
        },
        async close() {
          await call('DELETE', session);
          sessions.splice(sessions.indexOf(sessionId), 1);
        },
      };
    },
    async stop() {
      await Promise.all(sessions.map((id) => call('DELETE', `/session/${id}`).catch(() => undefined)));
      await stopChild(driver);
    },
  };
}
