/**
 * Test fixture served by the host app's development server (same origin as the app, so the signed-in
 * listener's stored session is visible): starts sign-in state as the app does, provides the host app's
 * dataLayer, then mounts the player lab. Used by tests/player/history.spec.ts only; never built.
 */
import { startAuth } from '../../../src/core/auth';

(globalThis as { dataLayer?: unknown[] }).dataLayer = [];
await startAuth();
await import('../../../demo/player-lab');
