import { defineConfig } from 'vitest/config';

// The load, fault, hostile-input, deployment and replicas suites: each file starts the built
// product (sandbox, api, gateway; two of each server for replicas) of its own on free ports, sends
// traffic to 127.0.0.1 only, and stops it. Files run one after another so that one suite's traffic
// does not skew another's. `npm test` runs them at the small size;
// `npm run test:load|test:faults|test:hostile|test:replicas` at the full one (HARDENING_SIZE=full).
export default defineConfig({
  test: {
    include: ['{load,faults,hostile,deploy,replicas,restore}/**/*.test.ts'],
    setupFiles: ['@rent/test-kit/fail-on-console-error'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
