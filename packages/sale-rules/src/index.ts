// The sale's rules, one home for each: every tier (api, gateway, web) and the tooling import them
// from here. Pure: no I/O, no clock (instants are passed in), no Node built-ins.
export * from './decimal.js';
export * from './money.js';
export * from './bonus.js';
export * from './calculator.js';
export * from './default-sale.js';
export * from './upload-limits.js';
export * from './rates.js';
export * from './error-codes.js';
export * from './presentation.js';
export * from './order-references.js';
export * from './schedule.js';
