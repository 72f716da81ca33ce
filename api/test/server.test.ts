// The real entry point in a child process: configuration from the environment, start-up with a
// database of its own, and a clean exit on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
let child: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-server-'));
});

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const EXAMPLE_SALE = fileURLToPath(new URL('../../deploy/sale.example.json', import.meta.url));

/** Everything production needs, on the embedded database (the sandbox's merchant stands in). */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  JWT_SECRET: 'p'.repeat(32),
  SMTP_URL: 'smtps://mailer:hunter2@smtp.rent.example:465',
  PAYTM_HOST: 'https://securestage.paytmpayments.com',
  PAYTM_MID: 'RENTLIVE0000000000001',
  PAYTM_MERCHANT_KEY: 'live-key-16bytes',
  PAYTM_WEBSITE: 'DEFAULT',
  BANK_ACCOUNT_NAME: 'RENT Pre-Sale Escrow',
  BANK_NAME: 'State Bank of India',
  BANK_ACCOUNT_NUMBER: '32165498701',
  BANK_IFSC: 'SBIN0001234',
  SUPPORT_EMAIL: 'help@rent.example',
  COMPANY_NAME: 'RENT Realty Tokens Private Limited',
  COMPANY_ADDRESS: '12 MG Road, Bengaluru 560001, India',
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@rent.example',
};

interface Started {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const environment: Record<string, string | undefined> = { ...process.env };
  for (const name of ['PORT', 'HOST', 'NODE_ENV', 'DATABASE_URL', 'JWT_SECRET', 'SALE_CONFIG']) {
    delete environment[name];
  }
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...environment, DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let output = '';
  started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    started.on('exit', (code) => resolve(code)),
  );
  return { process: started, output: () => output, exited };
}

async function listeningAddress(server: Started): Promise<string> {
  for (let waited = 0; waited < 45_000; waited += 100) {
    const match = /api listening at (http:\/\/[^"\s]+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the api did not start:\n${server.output()}`);
}

describe('the api process', () => {
  it('starts on a free port, logs its address, answers and exits cleanly on SIGTERM', async () => {
    const server = startServer({ LOG_LEVEL: 'info' });
    const address = await listeningAddress(server);

    const response = await fetch(`${address}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { status: 'ok', database: 'up' } });

    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  }, 60_000);

  it('exits with 1 and names the variable when the configuration is wrong', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be an integer from 0 to 65535');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses to start in production without SALE_CONFIG, naming it', async () => {
    const server = startServer({ ...PRODUCTION, SALE_CONFIG: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SALE_CONFIG is required when NODE_ENV=production');
    expect(server.output()).not.toContain('api listening');
  });

  it('opens the example sale in production and logs the sale in IST and where mail goes', async () => {
    const server = startServer({ ...PRODUCTION, SALE_CONFIG: EXAMPLE_SALE });
    await listeningAddress(server);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; sale?: unknown; mail?: unknown });
    const sale = lines.find((line) => line.sale);
    expect(sale?.msg).toMatch(
      /^sale upcoming: Real Estate Network Token \(RENT\) from .*deploy\/sale\.example\.json; Pre-Sale 01 Jul 2027, 12:00 AM IST to 14 Aug 2027, 11:59 PM IST \(upcoming\);/,
    );
    expect(lines.find((line) => line.mail)?.msg).toBe(
      'mail goes to smtps://smtp.rent.example:465, from RENT pre-sale <no-reply@rent.example>',
    );
    expect(server.output()).not.toContain('hunter2');
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses to start in production without JWT_SECRET', async () => {
    const server = startServer({ NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('JWT_SECRET is required when NODE_ENV=production');
  });
});
