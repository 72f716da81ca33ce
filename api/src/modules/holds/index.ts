// The holds module: what a password reset through the mailbox puts on hold for the account's owner
// to confirm or discard (decision 0116).
export { HOLD_MESSAGES } from './holds.messages.js';
export { holdsRoutes } from './holds.routes.js';
export { accountHoldOf, type AccountHold } from './holds.service.js';
