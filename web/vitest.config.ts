import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Resolved as Node resolves them, so 'react-router' and 'react-router/dom' are the same build
    // (otherwise one loads as CommonJS and the other as ESM, each with its own router context).
    alias: [
      { find: /^react-router$/, replacement: require.resolve('react-router') },
      { find: /^react-router\/dom$/, replacement: require.resolve('react-router/dom') },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // CI runs every workspace's suites at once on a small machine; a lazy screen's first import
    // can then take seconds. Waits stay short where a test asks for them; this is the ceiling.
    testTimeout: 20_000,
  },
});
