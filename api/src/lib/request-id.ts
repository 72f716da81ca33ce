// Every request carries an id through the logs and back to the client in `x-request-id`; a caller
// (the gateway) may supply its own so that one id follows a request across services.
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@rent/server-kit';

export { REQUEST_ID_HEADER };

export function requestIdFor(request: IncomingMessage): string {
  return requestIdFrom(request.headers[REQUEST_ID_HEADER]);
}
