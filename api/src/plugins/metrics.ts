// Prometheus figures at `GET /metrics`, outside /api/v1 and the OpenAPI document: requests by route
// pattern and status, the database pool, and the gauges modules register on `app.metrics` (read
// from the database when scraped). api is internal, behind the gateway, so whoever reaches it may
// read them (decision 0083).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, type Registry } from 'prom-client';
import { countedAndTimed, createServerMetrics, type ServerMetrics } from '@rent/server-kit';
import type { PoolUse } from '../db/database.js';
import type {} from '@fastify/swagger';
import type {} from './database.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
}

export const METRICS_PATH = '/metrics';

/** What a request that matched no route is counted as: its URL is the caller's to choose. */
const UNMATCHED_ROUTE = 'unmatched';

function requestMetrics(app: FastifyInstance, registry: Registry): void {
  const observe = countedAndTimed({
    registry,
    count: {
      name: 'rent_api_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
    },
    time: {
      name: 'rent_api_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status code',
    },
    labelNames: ['method', 'route', 'status'],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    observe(labels, reply.elapsedTime / 1000);
  });
}

function databaseMetrics(app: FastifyInstance, registry: Registry): void {
  const { engine, poolUse } = app.databaseUse;
  new Gauge({
    name: 'rent_api_database_info',
    help: 'The database api runs on (postgres or the embedded pglite), always 1',
    labelNames: ['engine'],
    registers: [registry],
  }).set({ engine }, 1);
  // PGlite is one connection inside the process: there is no pool to watch.
  if (!poolUse) return;
  const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolUse()));
      },
    });
  poolGauge(
    'rent_api_database_pool_connections',
    'PostgreSQL connections open, idle or in use',
    (use) => use.total,
  );
  poolGauge(
    'rent_api_database_pool_idle_connections',
    'PostgreSQL connections open and idle',
    (use) => use.idle,
  );
  poolGauge(
    'rent_api_database_pool_waiting_queries',
    'Queries waiting for a free PostgreSQL connection',
    (use) => use.waiting,
  );
  poolGauge(
    'rent_api_database_pool_max_connections',
    'The most PostgreSQL connections the pool opens',
    (use) => use.max,
  );
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createServerMetrics();
    app.decorate('metrics', metrics);
    requestMetrics(app, metrics.registry);
    databaseMetrics(app, metrics.registry);
    // Scraped every few seconds: its requests are not worth a log line each.
    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
      const text = await metrics.text();
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
