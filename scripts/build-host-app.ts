/**
 * Builds the host app for production into `outDir`: the browser's files in `outDir/app` (with the manifest
 * the server reads) and the server renderer in `outDir/app-server`, with the VITE_* variables of the current
 * environment. What `npm run build` does for dist/, for the bench and the tests' own builds.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { BuiltApp } from '../app-server/start-built';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function builtAppIn(outDir: string): BuiltApp {
  return {
    clientDir: path.join(outDir, 'app'),
    serverEntry: path.join(outDir, 'app-server/entry-server.js'),
  };
}

export async function buildHostApp(outDir: string, options: { sourcemap?: boolean } = {}): Promise<BuiltApp> {
  const configFile = path.join(root, 'vite.config.ts');
  const built = builtAppIn(outDir);
  const sourcemap = options.sourcemap ?? false;
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: built.clientDir, emptyOutDir: true, sourcemap },
  });
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'src/app/ssr/entry-server.tsx'),
      outDir: path.dirname(built.serverEntry),
      emptyOutDir: true,
      sourcemap,
    },
  });
  return built;
}
