import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

/**
 * The Vue 3 host app's own build, the way a partner ships a Vue app: one module,
 * demo/public/built/vue-host/vue-host.js, which demo/vue-host.html loads next to /built/embed.js. Vue's plugin
 * runs here only, not in the site's or the demo server's config. The `primedia-` tags are custom elements, so
 * the template compiler leaves them to the browser rather than looking for Vue components of those names. A
 * development build, so Vue's own warnings (an unresolved component, a hydration mismatch) reach the console,
 * where the browser test looks for them.
 * `widgets/build/build-demo.ts` runs it, with the build options the three apps share.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('primedia-') } } }),
  ],
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
});
