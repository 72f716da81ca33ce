// `npm start`'s console: the services' JSON log lines (pino) written as one readable line each,
// "12:04:31 [api] INFO GET /api/v1/sale → 200 in 4 ms". Request starts are left out (the completion
// line says all of it); anything that is not a JSON log line passes through as it came.
// LOG_FORMAT=json keeps the raw lines, for tools that read them.
import { prettyFactory } from 'pino-pretty';

const LINE = /^(\[[^\]]+\]) (\{.*\})$/;

/**
 * "POST /graphql Dashboard,Me → 200 in 1352 ms" for a request's completion, with the operations
 * that did not end ok ("→ 200 (Orders: UNAUTHENTICATED) in 3 ms"); the message otherwise.
 */
function messageOf(log, messageKey) {
  const { req, res, responseTime } = log;
  if (log[messageKey] !== 'request completed' || !req || !res) return String(log[messageKey] ?? '');
  const operations = Array.isArray(req.operations) ? ` ${req.operations.join(',')}` : '';
  const took = typeof responseTime === 'number' ? ` in ${Math.round(responseTime)} ms` : '';
  return `${req.method} ${req.url ?? req.path}${operations} → ${res.statusCode}${refusals(req, res)}${took}`;
}

/** " (Orders: UNAUTHENTICATED)" for the GraphQL operations whose outcome was not ok. */
function refusals(req, res) {
  if (!Array.isArray(res.outcomes)) return '';
  const names = Array.isArray(req.operations) ? req.operations : [];
  const refused = res.outcomes
    .map((outcome, index) => (outcome === 'ok' ? null : `${names[index] ?? '?'}: ${outcome}`))
    .filter(Boolean);
  return refused.length > 0 ? ` (${refused.join('; ')})` : '';
}

// Requests whose start was seen and whose completion is still due; a completion line that lacks
// the request (Fastify's) takes it from here. Bounded, in case completions never come.
const OPEN_REQUESTS_KEPT = 1000;

/** A writer for startStack's `output` that prettifies each service's JSON log lines. */
export function readableOutput(stream = process.stdout) {
  const started = new Map();
  const pretty = prettyFactory({
    colorize: Boolean(stream.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime',
    singleLine: true,
    messageFormat: messageOf,
  });
  return {
    write(line) {
      const match = LINE.exec(line.trimEnd());
      if (!match) return stream.write(line);
      const [, label, json] = match;
      let log;
      try {
        log = JSON.parse(json);
      } catch {
        return stream.write(line);
      }
      if (log?.msg === 'incoming request') {
        if (log.reqId && log.req) {
          if (started.size >= OPEN_REQUESTS_KEPT) started.delete(started.keys().next().value);
          started.set(log.reqId, log.req);
        }
        return true;
      }
      if (log?.msg === 'request completed' && log.reqId) {
        log.req ??= started.get(log.reqId);
        started.delete(log.reqId);
      }
      return stream.write(`${label} ${pretty(log)}`);
    },
  };
}
