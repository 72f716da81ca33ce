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
    // A poll waits for a real stack and a browser, on machines that run other suites beside them:
    // vitest's one second would measure the machine's load rather than the page.
    expect: { poll: { timeout: 10_000 } },
  },
});
