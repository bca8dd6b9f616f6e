// @vitest-environment happy-dom
/**
 * A service worker cannot run here: navigator.serviceWorker is stood in for by a container whose registration
 * has a new build's worker waiting, as after a deployment, and `location.reload` is watched.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../core/offline/service-worker';
import { UpdatePrompt } from './update-prompt';

const controllerChanged = new Set<() => void>();
const waiting = { state: 'installed', postMessage: vi.fn() };
const reload = vi.fn();

vi.stubGlobal('navigator', {
  serviceWorker: {
    controller: {},
    ready: new Promise<never>(() => undefined),
    register: async () => ({ waiting, addEventListener: () => undefined, update: async () => undefined }),
    addEventListener: (_type: string, listener: () => void) => controllerChanged.add(listener),
    removeEventListener: (_type: string, listener: () => void) => controllerChanged.delete(listener),
  },
});
vi.stubGlobal('location', { ...location, reload });

afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UpdatePrompt', () => {
  it('shows nothing while the page runs the newest build', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
  });

  it('offers the new version once it waits, and reloads into it when it has taken over', async () => {
    render(<UpdatePrompt />);
    await registerServiceWorker();
    const prompt = await screen.findByRole('status');
    expect(prompt.textContent).toContain('A new version of Primedia+ is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'activate-update' });
    expect(reload).not.toHaveBeenCalled();
    [...controllerChanged].forEach((listener) => listener());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
