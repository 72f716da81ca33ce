// The repository's own process tooling, as the suites use it: the one place a test reaches the
// scripts that `npm start` runs (decision 0121). A suite asks for a free port, starts a workspace's
// service, writes a live sale for it, or plans the sandbox's stand-ins the way `npm start` does.
export { freePort, ROOT, serviceCommand, startService } from '../../../scripts/lib/services.mjs';
export { liveSale, writeLiveSale } from '../../../scripts/lib/live-sale.mjs';
export { LOCAL_CHAIN, planStandIns } from '../../../scripts/lib/stand-ins.mjs';
export { startStack } from '../../../scripts/lib/stack.mjs';
