// The gateway's log: pino JSON lines as api writes them (same levels, `reqId` naming the request),
// pretty on a terminal in development, silent in tests unless a test captures it.
import { pino, type Logger } from 'pino';
import { logDestination } from '@rent/server-kit';
import type { GatewayConfig } from './config.js';

export type { Logger };

export function createLogger(config: Pick<GatewayConfig, 'logLevel' | 'prettyLogs'>): Logger {
  if (config.prettyLogs) {
    return pino({
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    });
  }
  return pino({ level: config.logLevel }, logDestination());
}
