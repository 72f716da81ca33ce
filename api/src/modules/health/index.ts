// The health module: liveness and readiness for the platform.
export { healthRoutes } from './health.routes.js';
