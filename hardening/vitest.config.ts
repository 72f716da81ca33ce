import { defineConfig } from 'vitest/config';

// The load, fault and hostile-input suites: each file starts the built product (sandbox, api,
// gateway) of its own on free ports, sends traffic to 127.0.0.1 only, and stops it. Files run one
// after another so that one suite's traffic does not skew another's. `npm test` runs them at the
// small size; `npm run test:load|test:faults|test:hostile` at the full one (HARDENING_SIZE=full).
export default defineConfig({
  test: {
    include: ['{load,faults,hostile}/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
