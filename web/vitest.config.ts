import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // CI runs every workspace's suites at once on a small machine; a lazy screen's first import
    // can then take seconds. Waits stay short where a test asks for them; this is the ceiling.
    testTimeout: 20_000,
  },
});
