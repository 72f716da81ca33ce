import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SALE } from '@rent/sale-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { defaultSaleJson } from '../src/modules/sale/sale.definition.js';
import { buildTestApp, testClock, testConfig } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { CONFIGURED_COMPANY } from './helpers/company.js';

const [preSale, phase1, phase2] = DEFAULT_SALE.phases;

const clock = testClock('2025-09-01T00:00:00.000Z');
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function saleAt(instant: string) {
  clock.set(instant);
  const response = await app.inject({ method: 'GET', url: '/api/v1/sale' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function statusesAt(instant: string) {
  const sale = await saleAt(instant);
  return {
    phases: sale.phases.map((phase: { status: string }) => phase.status),
    current: sale.currentPhase?.name ?? null,
  };
}

describe('GET /api/v1/sale', () => {
  it('describes the RENT pre-sale', async () => {
    clock.set('2025-09-01T00:00:00.000Z');
    const response = await app.inject({ method: 'GET', url: '/api/v1/sale' });
    expect(response.json()).toEqual({
      status: true,
      message: 'Sale details',
      data: {
        ...DEFAULT_SALE,
        phases: [
          { ...preSale, status: 'ENDED' },
          { ...phase1, status: 'RUNNING' },
          { ...phase2, status: 'UPCOMING' },
        ],
        currentPhase: { ...phase1, status: 'RUNNING' },
        isOpen: true,
        bankTransfer: {
          accountName: 'RENT Pre-Sale Collection Account',
          bankName: 'Sandbox Bank of India',
          accountNumber: '000123456789012',
          ifsc: 'SBXI0000001',
          upiId: null,
          reference: 'Your registered e-mail address',
        },
        supportEmail: 'support@rent.example',
        operator: {
          name: 'RENT Network Private Limited (example)',
          registeredOffice:
            '1 Example Road, Example Nagar, Bengaluru 560001, India (example address)',
          grievanceOfficer: { name: 'Example Officer', email: 'grievance@rent.example' },
          supportEmail: 'support@rent.example',
          supportPhone: null,
        },
        serverTime: '2025-09-01T00:00:00.000Z',
        token: {
          symbol: 'RENT',
          name: 'Real Estate Network Token',
          standard: 'BEP20',
          decimals: null,
          chain: null,
          contractAddress: null,
          contractUrl: null,
        },
      },
    });
  });

  it('names the company, its registered office, grievance officer and support contact as configured', async () => {
    const configured = await buildTestApp({
      database,
      clock,
      config: await testConfig(CONFIGURED_COMPANY),
    });
    try {
      const response = await configured.inject({ method: 'GET', url: '/api/v1/sale' });
      expect(response.json().data.operator).toEqual({
        name: 'RENT Realty Tokens Private Limited',
        registeredOffice: '12 MG Road, Bengaluru 560001, India',
        grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@realty.example' },
        supportEmail: 'help@realty.example',
        supportPhone: '+91 80 4567 8900',
      });
    } finally {
      await configured.close();
    }
  });

  it.each([
    ['2025-06-30T18:29:59.999Z', false],
    ['2025-06-30T18:30:00.000Z', true],
    ['2025-12-30T18:29:59.999Z', true],
    ['2025-12-30T18:30:00.000Z', false],
  ])('at %s takes orders: %s', async (instant, isOpen) => {
    expect((await saleAt(instant)).isOpen).toBe(isOpen);
  });

  it('shows every phase upcoming before the pre-sale', async () => {
    expect(await statusesAt('2025-06-30T18:29:59.999Z')).toEqual({
      phases: ['UPCOMING', 'UPCOMING', 'UPCOMING'],
      current: null,
    });
  });

  it('keeps the pre-sale running until the end of its last second', async () => {
    expect(await statusesAt('2025-08-14T18:29:59.999Z')).toEqual({
      phases: ['RUNNING', 'UPCOMING', 'UPCOMING'],
      current: 'Pre-Sale',
    });
  });

  it('runs phase 1 from the next instant', async () => {
    expect(await statusesAt('2025-08-14T18:30:00.000Z')).toEqual({
      phases: ['ENDED', 'RUNNING', 'UPCOMING'],
      current: 'Phase 1',
    });
  });

  it('shows every phase ended after the sale', async () => {
    expect(await statusesAt('2025-12-30T18:30:00.000Z')).toEqual({
      phases: ['ENDED', 'ENDED', 'ENDED'],
      current: null,
    });
  });

  it('reports the server time it computed the statuses at', async () => {
    expect((await saleAt('2025-10-13T18:30:00.000Z')).serverTime).toBe('2025-10-13T18:30:00.000Z');
  });
});

describe('a sale configured with SALE_CONFIG', () => {
  let directory: string;
  let custom: App;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rent-sale-'));
    const file = join(directory, 'sale.json');
    await writeFile(
      file,
      JSON.stringify({
        ...defaultSaleJson,
        price: '250.00',
        hardCap: '500000',
        softCap: '50000',
        saleEnd: '2031-03-31T18:29:59Z',
        phases: [
          {
            name: 'Early',
            start: '2031-01-01T00:00:00Z',
            end: '2031-01-31T23:59:59Z',
            bonusPercent: 30,
          },
          {
            name: 'Late',
            start: '2031-02-15T00:00:00Z',
            end: '2031-03-31T18:29:59Z',
            bonusPercent: 0,
          },
        ],
      }),
    );
    custom = await buildTestApp({
      database,
      config: await testConfig({ SALE_CONFIG: file }),
      clock: testClock('2031-02-01T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await custom?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('serves its own price, caps and phases', async () => {
    const response = await custom.inject({ method: 'GET', url: '/api/v1/sale' });
    const sale = response.json().data;
    expect(sale).toMatchObject({ price: '250', hardCap: '500000', softCap: '50000' });
    expect(sale.saleEnd).toBe('2031-03-31T18:29:59.000Z');
    expect(
      sale.phases.map((phase: { name: string; status: string }) => [phase.name, phase.status]),
    ).toEqual([
      ['Early', 'ENDED'],
      ['Late', 'UPCOMING'],
    ]);
    expect(sale.currentPhase).toBeNull();
  });
});
