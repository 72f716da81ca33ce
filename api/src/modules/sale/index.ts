// The sale module: the sale's definition, schedule and public description.
export type { SaleDefinition, SalePhase } from './sale.definition.js';
export { saleRoutes } from './sale.routes.js';
export { bonusFor, isSaleOpen, phaseAt } from './sale.schedule.js';
export { summariseSale, type SaleState, type SaleSummary } from './sale.summary.js';
