import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

function slowRoute() {
  let arrive = () => {};
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const plugin: FastifyPluginAsync = async (app) => {
    app.get('/probe/slow', async () => {
      arrive();
      await released;
      return { status: true, message: 'Finished', data: null };
    });
  };
  return { plugin, arrived, release };
}

describe('closing the app', () => {
  it('finishes the request in flight, then stops listening', { timeout: 10_000 }, async () => {
    const slow = slowRoute();
    const app = await buildTestApp({ database, plugins: [slow.plugin] });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/probe/slow`);
    await slow.arrived;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    slow.release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'Finished', data: null });
    await closed;
    await expect(fetch(`${address}/health`)).rejects.toThrow();
  });

  it('answers requests that arrive while closing with 503 in the envelope', async () => {
    // Holds the app between "closing has begun" and "the server stops listening".
    let openTheGate = () => {};
    const gate = new Promise<void>((resolve) => (openTheGate = resolve));
    const holdClose: FastifyPluginAsync = async (app) => {
      app.addHook('preClose', () => gate);
    };
    const app = await buildTestApp({ database, plugins: [holdClose] });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const late = await fetch(`${address}/health`);
    expect(late.status).toBe(503);
    expect(late.headers.get('connection')).toBe('close');
    expect(await late.json()).toEqual({
      status: false,
      message: 'Service temporarily unavailable',
      data: null,
      errors: [],
    });

    openTheGate();
    await closed;
  });
});
