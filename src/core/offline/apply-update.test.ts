import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A waiting worker that records each ask to take over. */
function waitingWorker() {
  return { state: 'installed' as ServiceWorkerState, postMessage: vi.fn() };
}

/** navigator.serviceWorker as the update path uses it: its controllerchange listeners, fired by the test. */
function serviceWorkerContainer() {
  const listeners = new Set<() => void>();
  return {
    controller: {},
    ready: new Promise<never>(() => undefined),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    takeOver: () => {
      const fired = [...listeners];
      listeners.clear();
      fired.forEach((listener) => listener());
    },
  };
}

describe('applyUpdate', () => {
  let container: ReturnType<typeof serviceWorkerContainer>;
  const reload = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    reload.mockReset();
    container = serviceWorkerContainer();
    vi.stubGlobal('navigator', { serviceWorker: container });
    vi.stubGlobal('location', { reload });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The module, fresh, registered with `worker` waiting: the registration offers it, as after a deploy. */
  async function offered(worker: ReturnType<typeof waitingWorker>) {
    const registration = { waiting: worker, addEventListener: vi.fn(), update: vi.fn(async () => undefined) };
    Object.assign(container, { register: vi.fn(async () => registration) });
    const module = await import('./service-worker');
    await module.registerServiceWorker();
    expect(module.$updateWaiting.get()).toBe(worker);
    return module;
  }

  it('asks the waiting worker again each second until the page has its new controller, then reloads once', async () => {
    const worker = waitingWorker();
    const { applyUpdate, ACTIVATE_RETRY_MS } = await offered(worker);
    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'activate-update' });
    // A second press while it takes over asks nothing more.
    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledTimes(1);

    // Chromium keeps the old worker while it has work: the ask is repeated.
    await vi.advanceTimersByTimeAsync(3 * ACTIVATE_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(4);
    expect(reload).not.toHaveBeenCalled();

    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * ACTIVATE_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(4);
  });

  it('stops asking at the limit, or when the worker has been replaced, and a new press asks again', async () => {
    const worker = waitingWorker();
    const { applyUpdate, ACTIVATE_RETRY_MS, ACTIVATE_RETRY_LIMIT_MS } = await offered(worker);
    applyUpdate();
    await vi.advanceTimersByTimeAsync(ACTIVATE_RETRY_LIMIT_MS + 5 * ACTIVATE_RETRY_MS);
    const asked = worker.postMessage.mock.calls.length;
    expect(asked).toBeGreaterThanOrEqual(ACTIVATE_RETRY_LIMIT_MS / ACTIVATE_RETRY_MS - 1);
    expect(asked).toBeLessThanOrEqual(ACTIVATE_RETRY_LIMIT_MS / ACTIVATE_RETRY_MS + 1);
    await vi.advanceTimersByTimeAsync(10 * ACTIVATE_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(asked);

    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledTimes(asked + 1);
    worker.state = 'redundant';
    await vi.advanceTimersByTimeAsync(5 * ACTIVATE_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(asked + 1);

    // Two presses that each gave up, then a take-over: one reload, not one per press.
    applyUpdate();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
