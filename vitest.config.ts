import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'widgets/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'app-server/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    setupFiles: ['scripts/vitest-setup.ts'],
  },
});
