// What the team sees of the gateway (decision 0083): every answer carries a request id that api's
// log lines carry too, each request is one pino line, the client's trace context reaches api, and
// /metrics counts requests, operations, errors and api calls under bounded labels, for the metrics
// listener or the holder of the metrics token only (decision 0099).
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { metricValue, parseMetrics } from '@rent/test-kit/metrics';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webOperationNames } from '../src/generated/web-operations.js';
import { CSRF_HEADER } from '../src/yoga.js';
import { startCountingProxy, type CountingProxy } from '@rent/test-kit/counting-proxy';
import { startGateway, type TestGateway } from './support/gateway.js';
import { capturedLogger, processLog, type LogLine } from './support/log-lines.js';
import { startApiProcess, startSandboxProcess, type RunningService } from './support/services.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

let sandbox: RunningService;
let api: RunningService;
let proxy: CountingProxy;
let gateway: TestGateway;
const gatewayLog = capturedLogger();
const apiLog = processLog();

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  api = await startApiProcess({ LOG_LEVEL: 'info' }, { output: apiLog.output });
  proxy = await startCountingProxy(api.url);
  gateway = await startGateway(
    {
      API_URL: proxy.url,
      EXCHANGE_RATE_URL: `${sandbox.url}/v6/latest/USD`,
      // Each visitor's figures read through their own request, which these tests follow to api.
      PUBLIC_FIGURES_TTL_MS: '0',
    },
    undefined,
    gatewayLog.logger,
  );
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await Promise.all([api?.stop(), sandbox?.stop()]);
});
beforeEach(() => proxy.reset());

function graphql(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', ...headers },
    body: JSON.stringify(body),
  });
}

const SUPPLY = {
  query: 'query Dashboard { rentSupply { totalSold } }',
  operationName: 'Dashboard',
};

async function lineOf(lines: LogLine[], reqId: string, msg = 'request completed') {
  await expect
    .poll(() => lines.find((line) => line.reqId === reqId && line.msg === msg), { timeout: 10_000 })
    .toBeDefined();
  return lines.find((line) => line.reqId === reqId && line.msg === msg) as LogLine;
}

describe('request ids', () => {
  it('follow a request from the client through the gateway’s log line to api’s', async () => {
    const response = await graphql(SUPPLY, { 'x-request-id': 'journey-4711' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('journey-4711');
    expect(proxy.headers().map((headers) => headers['x-request-id'])).toEqual(['journey-4711']);

    const gatewayLine = await lineOf(gatewayLog.lines, 'journey-4711');
    expect(gatewayLine).toMatchObject({
      level: 30,
      req: { method: 'POST', path: '/graphql', operations: ['Dashboard'] },
      res: { statusCode: 200 },
    });
    expect(gatewayLine.responseTime).toEqual(expect.any(Number));

    const apiLine = await lineOf(apiLog.lines, 'journey-4711');
    expect(apiLine).toMatchObject({ level: 30, res: { statusCode: 200 } });
    const apiIncoming = await lineOf(apiLog.lines, 'journey-4711', 'incoming request');
    expect(apiIncoming).toMatchObject({ req: { method: 'GET', url: '/api/v1/rent/supply' } });
  });

  it('name each operation’s outcome in the log line, not only HTTP 200', async () => {
    const refused = await graphql(
      { query: 'query Orders { orders { totalCount } }', operationName: 'Orders' },
      { 'x-request-id': 'refused-4712' },
    );
    expect(refused.status).toBe(200);
    expect((await refused.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await lineOf(gatewayLog.lines, 'refused-4712')).toMatchObject({
      req: { operations: ['Orders'] },
      res: { statusCode: 200, outcomes: ['UNAUTHENTICATED'] },
    });

    const batch = await graphql([SUPPLY, { query: '{ nothing }' }], {
      'x-request-id': 'batch-4713',
    });
    expect(batch.status).toBe(200);
    expect(await lineOf(gatewayLog.lines, 'batch-4713')).toMatchObject({
      req: { operations: ['Dashboard', '(anonymous)'] },
      res: { outcomes: ['ok', 'BAD_USER_INPUT'] },
    });
  });

  it('are made when the client sends none, and returned on every kind of answer', async () => {
    const answers = await Promise.all([
      graphql(SUPPLY),
      fetch(`${gateway.url}/health`),
      fetch(`${gateway.url}/dashboard`),
      fetch(`${gateway.url}/payment/callback`, { redirect: 'manual' }),
      fetch(`${gateway.url}/api/v1/sale`),
      fetch(`${gateway.url}/metrics`),
      graphql({ query: '{ nothing' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 303, 404, 403, 400]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // The id the client was given is the one api logged.
    const [graphqlId, healthId] = ids as string[];
    expect(proxy.headers().map((headers) => headers['x-request-id'])).toEqual(
      expect.arrayContaining([graphqlId, healthId]),
    );
    await lineOf(apiLog.lines, graphqlId as string);
  });

  it('replaces an id that is too long, and tells api the replacement', async () => {
    const hostile = 'x'.repeat(300);
    const response = await graphql(SUPPLY, { 'x-request-id': hostile });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(proxy.headers()[0]?.['x-request-id']).toBe(id);
    const line = await lineOf(gatewayLog.lines, id as string);
    expect(JSON.stringify(line)).not.toContain(hostile);
  });

  it('replaces an id with characters outside plain ASCII', async () => {
    const id = await new Promise<string | undefined>((resolve, reject) => {
      const request = httpRequest(`${gateway.url}/health`, {
        headers: { 'x-request-id': 'commande-\u00e9\u00ff' },
      });
      request.on('response', (answer) => {
        answer.resume();
        resolve(answer.headers['x-request-id'] as string | undefined);
      });
      request.on('error', reject);
      request.end();
    });
    expect(id).toMatch(UUID);
  });

  it('answers a header broken by a line feed with an id of its own', async () => {
    const port = new URL(gateway.url).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /health HTTP/1.1\r\nHost: gateway\r\nX-Request-Id: evil\nid\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const id = /^x-request-id: (.*)$/im.exec(answer)?.[1]?.trim();
    expect(id).toMatch(UUID);
    expect(answer).not.toContain('evil');
  });
});

describe('W3C trace context', () => {
  const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

  it('reaches api with the request when it is well formed', async () => {
    await graphql(SUPPLY, { traceparent: TRACEPARENT, tracestate: 'rent=t61rcWkgMzE' });
    expect(proxy.headers()[0]).toMatchObject({
      traceparent: TRACEPARENT,
      tracestate: 'rent=t61rcWkgMzE',
    });
  });

  it.each([
    ['an all-zero trace id', '00-00000000000000000000000000000000-00f067aa0ba902b7-01'],
    ['upper-case hex', TRACEPARENT.toUpperCase()],
    ['the forbidden version ff', TRACEPARENT.replace(/^00/, 'ff')],
    ['a missing part', '00-4bf92f3577b34da6a3ce929d0e0e4736-01'],
  ])('is dropped with %s', async (_case, traceparent) => {
    await graphql(SUPPLY, { traceparent, tracestate: 'rent=t61rcWkgMzE' });
    expect(proxy.headers()[0]).not.toHaveProperty('traceparent');
    expect(proxy.headers()[0]).not.toHaveProperty('tracestate');
  });
});

async function scrape(url = gateway.metricsUrl): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.text();
}

describe('GET /metrics', () => {
  const value = (text: string, name: string, labels: Record<string, string>) =>
    metricValue(text, name, labels) ?? 0;

  it('counts requests, operations and api calls by name and status', async () => {
    const before = await scrape();
    await graphql(SUPPLY);
    await graphql({ query: 'query { sale { symbol } }' });
    // An operation of a batch is counted on its own; the request once.
    await graphql([SUPPLY, { query: 'query SaleSchedule { sale { saleEnd } }' }]);
    const after = await scrape();

    const grew = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(grew('rent_gateway_http_requests_total', { route: 'graphql', status: '200' })).toBe(3);
    expect(
      grew('rent_gateway_http_request_duration_seconds_count', { route: 'graphql', status: '200' }),
    ).toBe(3);
    const operation = (name: string) => ({ operation: name, outcome: 'ok' });
    expect(grew('rent_gateway_graphql_operations_total', operation('Dashboard'))).toBe(2);
    expect(grew('rent_gateway_graphql_operations_total', operation('SaleSchedule'))).toBe(1);
    expect(grew('rent_gateway_graphql_operations_total', operation('anonymous'))).toBe(1);
    expect(
      grew('rent_gateway_graphql_operation_duration_seconds_count', operation('Dashboard')),
    ).toBe(2);
    const supplyCalls = { operation_id: 'getRentSupply', status: '200' };
    expect(grew('rent_gateway_api_calls_total', supplyCalls)).toBe(2);
    expect(grew('rent_gateway_api_call_duration_seconds_count', supplyCalls)).toBe(2);
    expect(grew('rent_gateway_api_calls_total', { operation_id: 'getSale', status: '200' })).toBe(
      2,
    );
  });

  it('counts errors by code, and api’s refusals by status', async () => {
    const before = await scrape();
    const orders = await graphql({ query: 'query Orders { orders { totalCount } }' });
    expect((await orders.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await graphql({ query: 'query { nothing }' });
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(grew('rent_gateway_graphql_errors_total', { code: 'UNAUTHENTICATED' })).toBe(1);
    expect(grew('rent_gateway_graphql_errors_total', { code: 'BAD_USER_INPUT' })).toBe(1);
    expect(
      grew('rent_gateway_graphql_operations_total', { operation: 'Orders', outcome: 'error' }),
    ).toBe(1);
    expect(
      grew('rent_gateway_api_calls_total', { operation_id: 'getOrderHistory', status: '401' }),
    ).toBe(1);
  });

  it('puts any name a client makes up under "other", so labels stay bounded', async () => {
    const invented = Array.from({ length: 30 }, (_, index) => `Probe${index}x${Date.now()}`);
    const before = await scrape();
    await Promise.all(
      invented.map((name) => graphql({ query: `query ${name} { sale { symbol } }` })),
    );
    await graphql({ query: 'query Evil { sale { symbol } }', operationName: 'Evil' });
    const after = await scrape();
    const other = { operation: 'other', outcome: 'ok' };
    expect(
      value(after, 'rent_gateway_graphql_operations_total', other) -
        value(before, 'rent_gateway_graphql_operations_total', other),
    ).toBe(31);
    for (const name of [...invented, 'Evil']) expect(after).not.toContain(name);
    const labels = new Set(
      parseMetrics(after)
        .filter((sample) => sample.name === 'rent_gateway_graphql_operations_total')
        .map((sample) => sample.labels.operation),
    );
    const allowed = new Set<string>([...webOperationNames, 'other', 'anonymous']);
    for (const label of labels) expect(allowed).toContain(label);
  });

  it('is refused on the public listener without the token, even from loopback', async () => {
    // A proxy on this machine (nginx's plain proxy_pass) connects from loopback and adds nothing.
    const relayed: Record<string, string>[] = [{}, { 'x-forwarded-for': '203.0.113.7' }];
    for (const headers of relayed) {
      const refused = await fetch(`${gateway.url}/metrics`, { headers });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('x-request-id')).toMatch(UUID);
      expect(await refused.json()).toEqual({
        status: false,
        message: 'Forbidden',
        data: null,
        errors: [],
      });
      // The refusal is logged.
      await lineOf(gatewayLog.lines, refused.headers.get('x-request-id') as string);
    }
  });

  it('is served by the metrics listener, which serves nothing else', async () => {
    expect((await fetch(gateway.metricsUrl)).status).toBe(200);
    const other = await fetch(gateway.metricsUrl.replace(/\/metrics$/, '/graphql'));
    expect(other.status).toBe(404);
    const head = await fetch(gateway.metricsUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('behind a trusted proxy, is served only with the metrics token', async () => {
    const behindProxy = await startGateway({
      API_URL: proxy.url,
      TRUST_PROXY: '1',
      METRICS_TOKEN,
    });
    try {
      const get = (headers: Record<string, string> = {}) =>
        fetch(`${behindProxy.url}/metrics`, { headers });
      expect((await get()).status).toBe(403);
      expect((await get({ authorization: 'Bearer not-the-token-0123456789' })).status).toBe(403);
      expect((await get({ authorization: METRICS_TOKEN })).status).toBe(403);
      const allowed = await get({
        authorization: `Bearer ${METRICS_TOKEN}`,
        'x-forwarded-for': '203.0.113.7',
      });
      expect(allowed.status).toBe(200);
      const text = await allowed.text();
      expect(
        metricValue(text, 'rent_gateway_http_requests_total', {
          route: 'metrics',
          status: '403',
        }),
      ).toBe(3);
      expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await behindProxy.close();
    }
  });
});
