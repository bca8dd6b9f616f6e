/** Reads the page's shared stores through the store registry (src/core/store-registry.ts), for browser tests. */
import type { Page } from '@playwright/test';
import { readRegistryEntry, STORE_REGISTRY_NAME } from '../../src/core/store-registry';

/** A shared store's current value (its `get()`), or null when the page has no such store yet. */
export function readStore<T>(page: Page, name: string): Promise<T | null> {
  return page.evaluate(readRegistryEntry, { registry: STORE_REGISTRY_NAME, name }) as Promise<T | null>;
}
