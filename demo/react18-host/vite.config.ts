import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The React 18 host app's own build, the way a partner ships their React app: one module,
 * demo/public/built/react18-host/react18-host.js, which demo/react-host.html loads next to /built/embed.js.
 * Built (not served by the demo's dev server) because one Vite dev server pre-bundles a package once per name:
 * the demo's other pages import `react` too, and would share one copy, 18 or 19. Here `react` resolves from
 * this folder's node_modules, React 18. A development build, so React's own warnings reach the console, where
 * the browser test looks for them.
 * `widgets/build/build-demo.ts` runs it, with the build options the three apps share.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
});
