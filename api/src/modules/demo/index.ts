// The demo module: `npm run seed` fills a database with a referrer, three referees and their
// orders through the product's own services (decision 0086).
export { DEMO_PASSWORD } from './demo-cast.js';
export {
  seedDemo,
  type DemoAccount,
  type DemoContext,
  type DemoSafety,
  type DemoSeedResult,
} from './demo-seed.service.js';
