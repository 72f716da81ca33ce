import type { ServerResponse } from 'node:http';

/** Answers in the same envelope api uses, for the few plain HTTP routes the gateway owns. */
export function sendEnvelope(
  res: ServerResponse,
  statusCode: number,
  message: string,
  data: unknown = null,
): void {
  const body =
    statusCode < 400
      ? { status: true, message, data }
      : { status: false, message, data: null, errors: [] };
  res.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}
