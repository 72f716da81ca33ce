// One id follows a request through the gateway and api, into every log line and back to the client
// in `x-request-id`. A caller's own id is kept when it is short and plain; anything else (too long,
// control characters, non-ASCII, several values joined) is replaced by a fresh one.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** The caller's id when it is acceptable, else a new UUID. */
export function requestIdFrom(offered: string | string[] | null | undefined): string {
  return typeof offered === 'string' && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
}
