/** Helpers for browser tests that talk to the running test platform. */
import { CONTROL_URL } from './ports';

/** Restarts the platform process for real and resolves once it answers /health again. */
export async function restartPlatform(): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/restart`, { method: 'POST' });
  if (!res.ok) throw new Error(`platform restart failed: ${await res.text()}`);
}

/** Stops the platform process (it stays down until `startPlatform`). */
export async function stopPlatform(): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/stop`, { method: 'POST' });
  if (!res.ok) throw new Error(`platform stop failed: ${await res.text()}`);
}

/** Starts the platform process again and resolves once it answers /health. */
export async function startPlatform(): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/start`, { method: 'POST' });
  if (!res.ok) throw new Error(`platform start failed: ${await res.text()}`);
}
