import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['@rent/test-kit/fail-on-console-error'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
