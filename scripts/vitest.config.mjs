import { defineConfig } from 'vitest/config';

// The project's own scripts (`npm start`, `npm test`, the stack they share).
export default defineConfig({
  test: {
    include: ['lib/**/*.test.mjs'],
    setupFiles: ['@rent/test-kit/fail-on-console-error'],
  },
});
