export { DEFAULT_LINGER_MS, lingerOnClose, type LingeringCloseOptions } from './lingering-close.js';
export { countedAndTimed, createServerMetrics, sharedRead, type ServerMetrics } from './metrics.js';
export { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
export * from './settings.js';
export {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  SESSION_HINT_COOKIE,
  carriesAccessCookie,
  carriesSessionHint,
} from './session-cookies.js';
export { logDestination } from './log-destination.js';
export { createTurnQueue, type TurnQueue } from './turn-queue.js';
