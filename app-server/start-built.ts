/**
 * Starts the production server on a build: the client files in `clientDir`, the server renderer at
 * `serverEntry` (`vite build --ssr src/app/ssr/entry-server.tsx`). Used by `npm run serve`, the bench and the
 * tests that run against the production build.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderPage } from '../src/app/ssr/entry-server';
import { startAppServer, type AppServerOptions } from './server';

export interface BuiltApp {
  clientDir: string;
  serverEntry: string;
}

/** What is missing from the build, in words, or null when it is complete. */
export function missingFromBuild({ clientDir, serverEntry }: BuiltApp): string | null {
  if (!fs.existsSync(path.join(clientDir, '.vite/manifest.json'))) return `the client build (${clientDir})`;
  if (!fs.existsSync(serverEntry)) return `the server renderer (${serverEntry})`;
  return null;
}

export async function startBuiltApp(
  build: BuiltApp,
  options: Omit<AppServerOptions, 'clientDir' | 'render'>,
): Promise<http.Server> {
  const missing = missingFromBuild(build);
  if (missing) throw new Error(`${missing} is missing: build first`);
  const module = (await import(pathToFileURL(build.serverEntry).href)) as { renderPage: typeof renderPage };
  return startAppServer({ ...options, clientDir: build.clientDir, render: module.renderPage });
}
