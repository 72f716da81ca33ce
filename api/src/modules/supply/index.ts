// The supply module: the public figures of tokens sold and left.
export { supplyRoutes } from './supply.routes.js';
