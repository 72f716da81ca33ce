import { defineConfig } from 'vitest/config';

// The benchmarks' own arithmetic; the benchmarks themselves run with `npm run bench`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['@rent/test-kit/fail-on-console-error'],
  },
});
