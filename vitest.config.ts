import { defineConfig } from 'vitest/config';

// `npx vitest` at the root runs every workspace's suites with each workspace's own config.
// The browser journeys (e2e) need a built stack and run separately (`npm run test:e2e`).
export default defineConfig({
  test: {
    projects: ['api', 'gateway', 'web', 'sandbox', 'scripts', 'bench', 'packages/*'],
  },
});
