// The distribution module: the frozen plan, sending on chain, reconciliation and what investors
// see of it (issue 26; decisions 0102 to 0106).
export { distributionRoutes } from './distribution.routes.js';
export { investorDistribution, type InvestorDistribution } from './investor-distribution.js';
export type { DistributionLineRow, DistributionPlanRow } from './distribution.table.js';
