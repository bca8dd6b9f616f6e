import { afterEach, describe, expect, it, vi } from 'vitest';

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function registerWith(controller: object | null) {
    const active = { postMessage: vi.fn() };
    const registration = { active, waiting: null, addEventListener: vi.fn(), update: vi.fn() };
    vi.stubGlobal('navigator', {
      serviceWorker: {
        controller,
        ready: Promise.resolve(registration),
        register: vi.fn(async () => registration),
        addEventListener: vi.fn(),
      },
    });
    const { registerServiceWorker } = await import('./service-worker');
    await registerServiceWorker();
    await Promise.resolve();
    return active.postMessage;
  }

  it('asks the active worker to claim a page its activation left uncontrolled', async () => {
    expect(await registerWith(null)).toHaveBeenCalledWith({ type: 'claim' });
  });

  it('asks nothing of a worker that controls the page already', async () => {
    expect(await registerWith({})).not.toHaveBeenCalled();
  });
});
