import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /health', () => {
  it('says the api and its database are up', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Service is healthy',
      data: { status: 'ok', database: 'up' },
    });
  });

  it('answers 503 when the database server refuses connections', async () => {
    const unreachable = createDatabase({ url: 'postgres://rent@127.0.0.1:1/rent' });
    const isolated = await buildTestApp({ database: unreachable });
    try {
      const response = await isolated.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: false,
        message: 'Service temporarily unavailable',
        data: null,
        errors: [],
      });
    } finally {
      await isolated.close();
      await unreachable.close();
    }
  });
});

describe('GET /health/live and /health/ready', () => {
  it('says the process is alive and, separately, that it is ready', async () => {
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      status: true,
      message: 'Service is alive',
      data: { status: 'ok' },
    });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ok', database: 'up' });
  });

  it('stays alive but not ready while the database server refuses connections', async () => {
    const unreachable = createDatabase({ url: 'postgres://rent@127.0.0.1:1/rent' });
    const isolated = await buildTestApp({ database: unreachable });
    try {
      const live = await isolated.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      const ready = await isolated.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe('Service temporarily unavailable');
    } finally {
      await isolated.close();
      await unreachable.close();
    }
  });
});

describe('any route while the database is unreachable', () => {
  it('answers 503 rather than 500', async () => {
    const unreachable = createDatabase({ url: 'postgres://rent@127.0.0.1:1/rent' });
    const isolated = await buildTestApp({ database: unreachable });
    try {
      const response = await isolated.inject({ method: 'GET', url: '/api/v1/rent/supply' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: false,
        message: 'Service temporarily unavailable',
        data: null,
        errors: [],
      });
    } finally {
      await isolated.close();
      await unreachable.close();
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves the OpenAPI document raw, generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.status).toBeUndefined();
    expect(document.info.title).toBe('RENT pre-sale API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/v1/sale', '/api/v1/rent/supply']),
    );
    expect(document.paths['/api/v1/openapi.json']).toBeUndefined();
    const saleData =
      document.paths['/api/v1/sale'].get.responses['200'].content['application/json'].schema
        .properties.data;
    expect(saleData.required).toContain('currentPhase');
  });
});

// Last in the file: it closes the database the other tests share.
describe('GET /health after the database closed', () => {
  it('answers 503', async () => {
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Service temporarily unavailable');
  });
});
