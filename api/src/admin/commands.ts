// Every command of the admin CLI. A domain adds its own list here.
import type { AdminCommand } from './command.js';
import { demoCommands } from './demo.commands.js';
import { distributionChainCommands } from './distribution-chain.commands.js';
import { distributionCommands } from './distribution.commands.js';
import { kycCommands } from './kyc.commands.js';
import { mailCommands } from './mail.commands.js';
import { orderCommands } from './orders.commands.js';

export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...kycCommands,
  ...orderCommands,
  ...mailCommands,
  ...distributionCommands,
  ...distributionChainCommands,
  ...demoCommands,
];
