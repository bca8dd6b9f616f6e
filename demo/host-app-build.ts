import path from 'node:path';
import type { BuildEnvironmentOptions } from 'vite';

/**
 * The build every framework host app of the demo shares (react18-host, vue-host, svelte-host): one unminified
 * module, demo/public/built/<name>/<name>.js, with no code splitting and no preload helper, which the demo's
 * <name>.html loads next to /built/embed.js. Each app's own vite.config.ts adds its framework's plugin.
 */
export function hostAppBuild(appDir: string, name: string, entry: string): BuildEnvironmentOptions {
  return {
    outDir: path.resolve(appDir, `../public/built/${name}`),
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: { [name]: path.resolve(appDir, entry) },
      output: { entryFileNames: '[name].js', codeSplitting: false },
    },
  };
}
