import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGatewayServer } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createMetricsServer } from '../../src/http/metrics-endpoint.js';
import { createGatewayMetrics } from '../../src/metrics.js';
import { CSRF_HEADER } from '../../src/yoga.js';
import type { Logger } from '../../src/logger.js';
import type { ExchangeRateService } from '../../src/rates/exchange-rates.js';

/** A tiny built web app, so static serving is tested without building the real one. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rent-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>RENT</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

export interface TestGateway {
  url: string;
  /** `/metrics` on the gateway's metrics listener, which asks no token (decision 0099). */
  metricsUrl: string;
  graphql(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: {
      data?: Record<string, unknown> | null;
      errors?: {
        message: string;
        path?: (string | number)[];
        extensions?: Record<string, unknown>;
      }[];
    };
  }>;
  close(): Promise<void>;
}

/** A gateway on a free port, its request log silent unless a test hands it a logger to read. */
export async function startGateway(
  env: Record<string, string>,
  rates?: ExchangeRateService,
  logger?: Logger,
): Promise<TestGateway> {
  const config = loadConfig({ PORT: '0', WEB_DIST: fakeWebDist(), LOG_LEVEL: 'silent', ...env });
  const metrics = createGatewayMetrics();
  const server = createGatewayServer({ config, rates, logger, metrics, logError: () => {} });
  const metricsServer = createMetricsServer(metrics);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => metricsServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    metricsUrl: `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`,
    async graphql(query, options = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', ...options.headers },
        body: JSON.stringify({ query, variables: options.variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        metricsServer.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
