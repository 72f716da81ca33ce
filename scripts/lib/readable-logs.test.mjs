import { describe, expect, it } from 'vitest';
import { readableOutput } from './readable-logs.mjs';

function capture() {
  const lines = [];
  const output = readableOutput({ isTTY: false, write: (text) => lines.push(text) });
  return { output, lines };
}

const at = Date.parse('2026-11-27T12:04:31Z');

describe('readableOutput', () => {
  it("writes a request's completion as one line, and leaves its start out", () => {
    const { output, lines } = capture();
    const request = { method: 'POST', path: '/graphql', operations: ['Dashboard', 'Me'] };
    output.write(
      `[gateway] ${JSON.stringify({ level: 30, time: at, msg: 'incoming request', req: request })}\n`,
    );
    output.write(
      `[gateway] ${JSON.stringify({ level: 30, time: at, pid: 7, hostname: 'h', reqId: 'r-1', req: request, res: { statusCode: 200 }, responseTime: 1351.6, msg: 'request completed' })}\n`,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[gateway\] \[\d\d:\d\d:\d\d\] INFO: POST \/graphql Dashboard,Me → 200 in 1352 ms \{"reqId":"r-1"\}\n$/,
    );
  });

  it('names the GraphQL operations api refused, though the status is 200', () => {
    const { output, lines } = capture();
    const req = { method: 'POST', path: '/graphql', operations: ['Dashboard', 'Orders'] };
    const res = { statusCode: 200, outcomes: ['ok', 'UNAUTHENTICATED'] };
    output.write(
      `[gateway] ${JSON.stringify({ level: 30, time: at, reqId: 'r-2', req, res, responseTime: 3, msg: 'request completed' })}\n`,
    );
    expect(lines[0]).toMatch(
      /INFO: POST \/graphql Dashboard,Orders → 200 \(Orders: UNAUTHENTICATED\) in 3 ms \{"reqId":"r-2"\}\n$/,
    );
  });

  it("takes the request from its start when the completion line lacks it (Fastify's)", () => {
    const { output, lines } = capture();
    const req = { method: 'GET', url: '/api/v1/sale' };
    output.write(
      `[api] ${JSON.stringify({ level: 30, time: at, reqId: 'q', req, msg: 'incoming request' })}\n`,
    );
    output.write(
      `[api] ${JSON.stringify({ level: 30, time: at, reqId: 'q', res: { statusCode: 200 }, responseTime: 4.2, msg: 'request completed' })}\n`,
    );
    expect(lines).toEqual([expect.stringContaining('INFO: GET /api/v1/sale → 200 in 4 ms')]);
  });

  it('passes anything that is not a JSON log line through unchanged', () => {
    const { output, lines } = capture();
    output.write('[stack] api is ready\n');
    output.write('[api] {not json\n');
    expect(lines).toEqual(['[stack] api is ready\n', '[api] {not json\n']);
  });
});
