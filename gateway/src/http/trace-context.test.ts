import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { traceHeaders } from './trace-context.js';

const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

const from = (headers: Record<string, string | string[]>) =>
  traceHeaders({ headers } as unknown as IncomingMessage);

describe('the trace context passed to api', () => {
  it('is the caller’s traceparent and tracestate when well formed', () => {
    expect(from({ traceparent: TRACEPARENT, tracestate: 'rent=abc,other=def' })).toEqual({
      traceparent: TRACEPARENT,
      tracestate: 'rent=abc,other=def',
    });
    expect(from({ traceparent: TRACEPARENT })).toEqual({ traceparent: TRACEPARENT });
  });

  it.each([
    ['no traceparent', {}],
    ['a zero trace id', { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' }],
    [
      'a zero parent id',
      { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01' },
    ],
    ['version ff', { traceparent: TRACEPARENT.replace(/^00/, 'ff') }],
    ['upper case', { traceparent: TRACEPARENT.toUpperCase() }],
    ['extra text', { traceparent: `${TRACEPARENT}\nx-injected: 1` }],
    ['two values', { traceparent: [TRACEPARENT, TRACEPARENT] }],
  ])('is nothing with %s', (_case, headers) => {
    expect(from({ ...headers, tracestate: 'rent=abc' })).toEqual({});
  });

  it('drops a tracestate that is too long or not printable', () => {
    expect(from({ traceparent: TRACEPARENT, tracestate: 'a'.repeat(513) })).toEqual({
      traceparent: TRACEPARENT,
    });
    expect(from({ traceparent: TRACEPARENT, tracestate: 'rent=\u00e9' })).toEqual({
      traceparent: TRACEPARENT,
    });
  });
});
