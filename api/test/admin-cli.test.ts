// The admin CLI as a real process against a PGlite directory: it works when it has the database to
// itself, runs its commands inside a running api on the same directory, and says how to proceed,
// rather than hanging or sharing it, while another process holds the directory.
import { execFile, spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { insertApplication } from '../src/modules/kyc/kyc.repository.js';
import { seedInvestor } from './helpers/accounts.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(API_DIR, '..', 'node_modules', '.bin', 'tsx');
const CLI_TIMEOUT_MS = 45_000;
const DISTRIBUTION_OF_NOBODY =
  'email,name,wallet_bep20,kyc_status,base_tokens,bonus_tokens,referral_tokens,total_tokens\r\n' +
  'TOTAL,0 investors,,,0,0,0,0\r\n';

let dataDir: string;
let investorId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-admin-cli-'));
  await withDatabase(async ({ db }) => {
    await migrateToLatest(db);
    const now = new Date('2025-07-15T10:00:00Z');
    const investor = await seedInvestor(db, { email: 'meera@example.com', now });
    investorId = investor.id;
    await db
      .updateTable('users')
      .set({ kyc_status: 'SUBMITTED' })
      .where('id', '=', investor.id)
      .execute();
    await insertApplication(db, {
      user_id: investor.id,
      status: 'SUBMITTED',
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@example.com',
      phone: '+919812345678',
      dob: '1988-03-04',
      street1: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postal_code: '700016',
      terms_accepted_at: now,
      privacy_accepted_at: now,
      submitted_at: now,
    });
  });
}, 60_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = createDatabase({ pgliteDir: join(dataDir, 'pglite') });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs the CLI as Asha (`--by asha`) unless the command line names its own --by or asks for help. */
function cli(...args: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const named = args.includes('--by') || args[0] === '--help';
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['src/admin/cli.ts', ...args, ...(named ? [] : ['--by', 'asha'])],
      {
        cwd: API_DIR,
        timeout: CLI_TIMEOUT_MS,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          JWT_SECRET: TEST_JWT_SECRET,
          INIT_CWD: dataDir,
        },
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        resolve({ exitCode: code, stdout, stderr });
      },
    );
  });
}

async function waitFor<T>(found: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status the admin socket answers a command carrying `authorization`. */
function askSocket(authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: join(dataDir, 'admin.sock'),
        method: 'POST',
        path: '/',
        headers: { authorization },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ argv: ['kyc', 'list'], cwd: '/', actor: 'admin-cli:x' }));
  });
}

describe('the admin CLI process', () => {
  it('lists and approves on a PGlite database it has to itself', async () => {
    const listed = await cli('kyc', 'list');
    expect(listed.stderr).toBe('');
    expect(listed.exitCode).toBe(0);
    expect(listed.stdout).toMatch(/meera@example\.com\s+Investor \d+\s+SUBMITTED/);

    const approved = await cli('kyc', 'approve', 'meera@example.com');
    expect(approved).toMatchObject({ exitCode: 0, stderr: '' });
    expect(approved.stdout).toContain('KYC of meera@example.com: SUBMITTED → VERIFIED');

    await withDatabase(async ({ db }) => {
      const user = await db
        .selectFrom('users')
        .select('kyc_status')
        .where('id', '=', investorId)
        .executeTakeFirstOrThrow();
      expect(user.kyc_status).toBe('VERIFIED');
      const audit = await db.selectFrom('audit_log').selectAll().execute();
      expect(audit).toHaveLength(1);
      // The team member named by --by, never the machine's user.
      expect(audit[0]?.actor).toBe('admin-cli:asha');
      const mail = await db.selectFrom('mail_outbox').select('recipient').execute();
      expect(mail).toEqual([{ recipient: 'meera@example.com' }]);
    });

    const illegal = await cli('kyc', 'review', 'meera@example.com');
    expect(illegal.exitCode).toBe(1);
    expect(illegal.stderr).toContain('it is VERIFIED; review needs SUBMITTED');

    const settled = await cli('orders', 'settle');
    expect(settled).toMatchObject({ exitCode: 0, stderr: '' });
    expect(settled.stdout).toContain('No pending online payment is due for a check.');

    // The default sale has ended: the list is written where the operator ran the command.
    const exported = await cli('distribution', 'export', '--out', 'stopped.csv');
    expect(exported).toMatchObject({ exitCode: 0, stderr: '' });
    expect(exported.stdout).toContain(`Wrote ${join(dataDir, 'stopped.csv')}: 0 investor(s)`);
    expect(readFileSync(join(dataDir, 'stopped.csv'), 'utf8')).toBe(DISTRIBUTION_OF_NOBODY);
  }, 120_000);

  it('refuses at once, and says what to do, while another process holds the database', async () => {
    await withDatabase(async () => {
      const started = Date.now();
      const refused = await cli('kyc', 'list');
      expect(refused.exitCode).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
      expect(refused.stderr).toContain('stop the api first, or use DATABASE_URL');
      expect(Date.now() - started).toBeLessThan(CLI_TIMEOUT_MS);
    });
    expect((await cli('kyc', 'list')).exitCode).toBe(0);
  }, 120_000);

  it('runs its commands inside the api running on the same directory, which keeps serving', async () => {
    const api = spawn(TSX, ['src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'info',
        MAIL_POLL_MS: '3600000',
        TEAM_MEMBERS: 'asha,ravi',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    api.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    api.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise((resolve) => api.on('exit', resolve));
    try {
      const address = await waitFor(() => /api listening at (http:\/\/\S+?)"/.exec(log)?.[1]);
      await waitFor(() => existsSync(join(dataDir, 'admin-token')) || undefined);
      expect(statSync(join(dataDir, 'admin.sock')).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'admin-token')).mode & 0o777).toBe(0o600);

      const [shown, health] = await Promise.all([
        cli('kyc', 'show', 'meera@example.com'),
        fetch(`${address}/health`),
      ]);
      expect(shown).toMatchObject({ exitCode: 0, stderr: '' });
      expect(shown.stdout).toContain('VERIFIED');
      expect(health.status).toBe(200);
      const refused = await cli('kyc', 'review', 'meera@example.com');
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toContain('it is VERIFIED; review needs SUBMITTED');
      // The log leaves in blocks, at the latest a second later (decision 0148).
      await expect
        .poll(() => log)
        .toMatch(/"argv":\["kyc","review","meera@example.com","--by","asha"\]/);
      // The running api checks --by against its own TEAM_MEMBERS.
      const stranger = await cli('kyc', 'show', 'meera@example.com', '--by', 'mallory');
      expect(stranger).toMatchObject({ exitCode: 1, stdout: '' });
      expect(stranger.stderr).toContain('"mallory" is not on the team (TEAM_MEMBERS: asha, ravi)');

      // Run inside api, the list still lands where the operator ran the CLI, not in api's folder.
      const exported = await cli('distribution', 'export', '--out', 'running.csv');
      expect(exported).toMatchObject({ exitCode: 0, stderr: '' });
      expect(readFileSync(join(dataDir, 'running.csv'), 'utf8')).toBe(DISTRIBUTION_OF_NOBODY);
      expect(existsSync(join(API_DIR, 'running.csv'))).toBe(false);
      const again = await cli('distribution', 'export', '--out', 'running.csv');
      expect(again.exitCode).toBe(1);
      expect(again.stderr).toContain(
        'running.csv already exists; choose another file, or add --force',
      );

      expect(await askSocket('Bearer wrong')).toBe(401);
    } finally {
      api.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(join(dataDir, 'admin-token'))).toBe(false);
    // With api gone the CLI opens the database itself again.
    expect((await cli('kyc', 'list')).exitCode).toBe(0);
  }, 120_000);

  it('prints its usage without opening the database', async () => {
    const help = await cli('--help');
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('Usage: npm run admin -w api -- <command>');
    const wrong = await cli('refunds', 'list');
    expect(wrong.exitCode).toBe(2);
    expect(wrong.stderr).toContain('Unknown command: refunds list');
  }, 60_000);
});
