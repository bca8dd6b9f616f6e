/**
 * Loads the host app's pages: each route of route-table.ts names its page module, and each page module is its own
 * chunk. Routes name their module by path, so the server (src/app/ssr) can find the route's chunk and styles in
 * the build's manifest and send them with the page.
 */
import type { PageProps, RouteDefinition } from './route-table';
import type { ComponentType } from 'react';

export { ROUTES, type PageProps, type RouteDefinition } from './route-table';

type PageModule = { default: ComponentType<PageProps> };

/** Every page module (Vite's import.meta.glob: one lazily loaded chunk each). */
const PAGE_MODULES = import.meta.glob<PageModule>('./pages/**/*-page.tsx');
const loadedModules = new Map<string, PageModule>();

/** The route's page module (its chunk loads on first use). */
export function loadPage(route: RouteDefinition): Promise<PageModule> {
  const load = PAGE_MODULES[route.module];
  if (!load) return Promise.reject(new Error(`[primedia] no page module ${route.module}`));
  return load().then((module) => {
    loadedModules.set(route.module, module);
    return module;
  });
}

/** The route's page module if it has loaded already. */
export function loadedPage(route: RouteDefinition): PageModule | undefined {
  return loadedModules.get(route.module);
}
