import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

/**
 * The Svelte 5 host app's own build, the way a partner ships a Svelte app: one module,
 * demo/public/built/svelte-host/svelte-host.js, which demo/svelte-host.html loads next to /built/embed.js.
 * Svelte's plugin runs here only, not in the site's or the demo server's config. A development build (Svelte's
 * compiler in dev mode and its runtime's `development` export), so Svelte's own warnings reach the console,
 * where the browser test looks for them. The plugin turns a static `dev: true` off in a production build (and
 * `vite build` is one), so it is given per file.
 * `widgets/build/build-demo.ts` runs it, with the build options the three apps share.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [svelte({ dynamicCompileOptions: () => ({ dev: true }) })],
  publicDir: false,
  logLevel: 'warn',
  resolve: { conditions: ['module', 'browser', 'development'] },
});
