/** Helpers for browser tests that talk to the running test platform. */
import { CONTROL_URL, PLATFORM_URL } from './ports';

/** Restarts the platform process for real and resolves once it answers /health again. */
export async function restartPlatform(): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/restart`, { method: 'POST' });
  if (!res.ok) throw new Error(`platform restart failed: ${await res.text()}`);
}

/** POSTs a GraphQL operation straight to the content API (no browser). */
export async function graphql<T = unknown>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await fetch(`${PLATFORM_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-app-name': 'prime',
      'x-app-platform': 'web',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
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
