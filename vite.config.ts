import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The host app. The partner demo is a second Vite server rooted at demo/ (see scripts/start.ts), so it runs on
// its own origin as partner pages do.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { outDir: 'dist/app', sourcemap: true },
});
