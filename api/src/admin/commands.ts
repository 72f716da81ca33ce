// Every command of the admin CLI. A domain adds its own list here (orders next to kyc).
import type { AdminCommand } from './command.js';
import { kycCommands } from './kyc.commands.js';

export const ADMIN_COMMANDS: readonly AdminCommand[] = [...kycCommands];
