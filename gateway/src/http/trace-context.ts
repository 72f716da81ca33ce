// W3C Trace Context: a caller's `traceparent` (and its `tracestate`) goes on to api when it is well
// formed, so a tracing system sees one trace across both services; anything else is dropped.
import type { IncomingMessage } from 'node:http';

// version-traceid-parentid-flags, lower-case hex; version ff is invalid.
const TRACEPARENT = /^(?!ff)[0-9a-f]{2}-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;
// At most 32 list members of printable ASCII; 512 characters is what vendors must pass on.
const TRACESTATE = /^[\x20-\x7e]{1,512}$/;

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function traceHeaders(req: IncomingMessage): Record<string, string> {
  const traceparent = single(req.headers.traceparent);
  if (!traceparent || !TRACEPARENT.test(traceparent)) return {};
  const tracestate = single(req.headers.tracestate);
  return tracestate && TRACESTATE.test(tracestate) ? { traceparent, tracestate } : { traceparent };
}
