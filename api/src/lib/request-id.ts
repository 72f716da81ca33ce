// Every request carries an id through the logs and back to the client in `x-request-id`; a caller
// (the gateway) may supply its own so that one id follows a request across services.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// Ids go into logs and headers, so only short, plain ones are taken from outside.
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

export function requestIdFor(request: IncomingMessage): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
}
