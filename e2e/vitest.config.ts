import { defineConfig } from 'vitest/config';

// Journeys share one running stack (started in global setup) and one browser per file.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    setupFiles: ['@rent/test-kit/fail-on-console-error'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
