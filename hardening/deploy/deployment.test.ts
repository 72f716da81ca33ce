// The documented production path, without Docker: api and the gateway from their production builds,
// started with the commands their Dockerfiles run and exactly the environment docker-compose.yml
// gives them (NODE_ENV=production). Only compose's hostnames are replaced, by local parts that speak
// the same protocols: the local PostgreSQL server (a fresh database), an S3-compatible server with
// no bucket made beforehand, and the sandbox for SMTP and Paytm. Then an investor's whole journey.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, dropThrowawayDatabase } from '@rent/test-kit/postgres';
import { kycInput } from '@rent/test-kit/investors';
import { deleteKeys, testRedis, uniqueKeyPrefix } from '@rent/test-kit/redis';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import { writeLiveSale } from '@rent/test-kit/scripts';
import { freePort, ROOT, startService } from '@rent/test-kit/scripts';
import { returnFromPaytm, createOnlineOrder } from '../faults/paytm.js';
import { mailedToken } from '../hostile/accounts.js';
import { pdf } from '../hostile/documents.js';
import { send } from '../hostile/graphql-requests.js';
import { CSRF_HEADER, Session } from '@rent/test-kit/session';
import { environmentDefaults } from '@rent/api/testing';
import {
  ComposeError,
  composeBindMounts,
  composeEnvironments,
  dockerfileOf,
  imageRuntime,
  rawEnvironment,
  serviceScript,
} from './compose.js';

const serverUrl = process.env.TEST_DATABASE_URL;
// The Node that runs api and the gateway: this one, or the LTS binary CI names.
const node = process.env.DEPLOY_NODE ?? process.execPath;
const BUCKET = 'rent-documents';
const S3_CREDENTIALS = 'S3RVER';
/** The root credentials minio would start with: the app must never be given them. */
const MINIO_ROOT = { user: 'rent-root', password: 'minio-root-password' };

type Started = Awaited<ReturnType<typeof startService>>;
const started: Started[] = [];
let s3: S3rver | undefined;
let s3Dir: string;
let dataDir: string;
let databaseUrl: string | undefined;
let urls: { gateway: string; api: string; sandbox: string };
let apiEnv: Record<string, string>;
let apiWorkdir: string;
let apiOutput = '';
let variables: Record<string, string>;
let redisUrl: string | undefined;
const redisPrefix = uniqueKeyPrefix('deploy');

/** Where an image path (/app/…) lies in this checkout. */
const inCheckout = (path: string) => path.replace(/^\/app(?=\/|$)/, ROOT.replace(/\/$/, ''));

/** Replaces compose's service host in a URL value by the local part standing in for it. */
function toLocal(value: string, hosts: Record<string, string>): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const local = hosts[url.hostname];
  if (!local) return value;
  url.host = local;
  const text = url.toString();
  return value.endsWith('/') ? text : text.replace(/\/$/, '');
}

function runAdminCli(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      node,
      ['dist/admin/cli.js', ...args],
      { cwd: apiWorkdir, env: { ...apiEnv, PATH: process.env.PATH ?? '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe.skipIf(!serverUrl)('the docker-compose deployment, run from its production builds', () => {
  beforeAll(async () => {
    for (const built of ['api/dist/server.js', 'gateway/dist/server.js', 'web/dist/index.html']) {
      if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run npm run build`);
    }
    dataDir = mkdtempSync(join(tmpdir(), 'rent-deploy-'));
    s3Dir = join(dataDir, 's3');
    databaseUrl = await createThrowawayDatabase(serverUrl ?? '', 'rent_deploy_');
    const ports = {
      gateway: await freePort(),
      gatewayMetrics: await freePort(),
      api: await freePort(),
      sandbox: await freePort(),
      smtp: await freePort(),
      s3: await freePort(),
    };
    const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
    started.push(
      await startService({
        name: 'sandbox',
        command: process.execPath,
        args: ['sandbox/dist/server.js'],
        env: { PORT: String(ports.sandbox), SMTP_PORT: String(ports.smtp) },
        healthUrl: `${sandboxUrl}/`,
        output: null,
      }),
    );
    s3 = new S3rver({ address: '127.0.0.1', port: ports.s3, directory: s3Dir, silent: true });
    await s3.run();

    // What an operator puts in .env (README's table); the sandbox's merchant stands in for Paytm's.
    // The app's own storage key is the only one S3rver accepts, so api cannot be using the root's.
    variables = {
      POSTGRES_PASSWORD: 'deployment-test',
      MINIO_ROOT_USER: MINIO_ROOT.user,
      MINIO_ROOT_PASSWORD: MINIO_ROOT.password,
      STORAGE_S3_ACCESS_KEY: S3_CREDENTIALS,
      STORAGE_S3_SECRET_KEY: S3_CREDENTIALS,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://localhost:${ports.gateway}`,
      SALE_FILE: writeLiveSale(join(dataDir, 'live-sale.json')),
      // The trial's catcher, named on purpose; the sandbox's SMTP stands in for it.
      SMTP_URL: 'smtp://mail:1025',
      PAYTM_HOST: sandboxUrl,
      PAYTM_MID: 'RENTPR07429183650244',
      PAYTM_MERCHANT_KEY: 'sandboxKey#4821!',
      PAYTM_WEBSITE: 'WEBSTAGING',
      BANK_ACCOUNT_NAME: 'RENT Pre-Sale Collection Account',
      BANK_NAME: 'Deployment Bank',
      BANK_ACCOUNT_NUMBER: '000123456789012',
      BANK_IFSC: 'SBXI0000001',
      SUPPORT_EMAIL: 'support@deploy.example',
      COMPANY_NAME: 'Deployment Realty Private Limited',
      COMPANY_ADDRESS: '1 Deployment Road, Bengaluru 560001, India',
      GRIEVANCE_OFFICER_NAME: 'Deployment Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@deploy.example',
      // The team who may run the admin CLI in production.
      TEAM_MEMBERS: 'asha,ravi',
    };
    const compose = composeEnvironments(variables);
    redisUrl = (await testRedis()).url;
    const hosts = {
      postgres: '127.0.0.1:5432',
      ...(redisUrl ? { redis: new URL(redisUrl).host } : {}),
      mail: `127.0.0.1:${ports.smtp}`,
      minio: `127.0.0.1:${ports.s3}`,
      api: `127.0.0.1:${ports.api}`,
    };
    const local = (environment: Record<string, string>) =>
      Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, toLocal(v, hosts)]));

    const api = imageRuntime(dockerfileOf('api'));
    apiWorkdir = inCheckout(api.workdir);
    apiEnv = {
      ...api.env,
      ...local(compose.api ?? {}),
      // The fresh database on the local server stands in for compose's postgres service.
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dataDir, 'api'),
      // The local Redis stands in for compose's; this run's keys stay apart from other runs'.
      REDIS_KEY_PREFIX: redisPrefix,
      HOST: '127.0.0.1',
      PORT: String(ports.api),
    };
    // The sale file compose mounts is read where it lies on this machine.
    const mounted = composeBindMounts('api', variables)[apiEnv.SALE_CONFIG ?? ''];
    if (mounted) apiEnv.SALE_CONFIG = mounted;
    started.push(
      await startService({
        name: 'api',
        command: node,
        args: api.cmd.slice(1),
        cwd: apiWorkdir,
        env: apiEnv,
        inheritEnv: false,
        healthUrl: `http://127.0.0.1:${ports.api}/health/ready`,
        output: { write: (line: string) => (apiOutput += line) },
      }),
    );

    const gateway = imageRuntime(dockerfileOf('gateway'));
    started.push(
      await startService({
        name: 'gateway',
        command: node,
        args: gateway.cmd.slice(1),
        cwd: inCheckout(gateway.workdir),
        env: {
          ...gateway.env,
          ...local(compose.gateway ?? {}),
          WEB_DIST: inCheckout(gateway.env.WEB_DIST ?? '/app/web/dist'),
          HOST: '127.0.0.1',
          PORT: String(ports.gateway),
          // Compose's metrics listener, on a port of this run's own.
          METRICS_HOST: '127.0.0.1',
          METRICS_PORT: String(ports.gatewayMetrics),
        },
        inheritEnv: false,
        healthUrl: `http://127.0.0.1:${ports.gateway}/health/ready`,
        output: null,
      }),
    );
    urls = {
      gateway: `http://127.0.0.1:${ports.gateway}`,
      api: `http://127.0.0.1:${ports.api}`,
      sandbox: sandboxUrl,
    };
  }, 180_000);

  afterAll(async () => {
    for (const service of started.reverse()) await service.stop();
    await s3?.close().catch(() => {});
    if (databaseUrl && serverUrl)
      await dropThrowawayDatabase(serverUrl, databaseUrl, 'rent_deploy_');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (redisUrl) await deleteKeys(redisUrl, redisPrefix);
  });

  it('stops before starting anything when a required setting is missing', () => {
    expect(() => composeEnvironments({})).toThrow(ComposeError);
    expect(() =>
      composeEnvironments({
        POSTGRES_PASSWORD: 'x',
        MINIO_ROOT_PASSWORD: 'y',
        STORAGE_S3_SECRET_KEY: 'z',
      }),
    ).toThrow(/JWT_SECRET/);
  });

  it('stops before starting anything when the sale file or the mail relay is not named', () => {
    const without = (name: string) => ({ ...variables, [name]: '' });
    expect(() => composeBindMounts('api', without('SALE_FILE'))).toThrow(/SALE_FILE/);
    expect(() => composeEnvironments(without('SMTP_URL'))).toThrow(/SMTP_URL/);
    expect(composeEnvironments(variables).api?.SALE_CONFIG).toBe('/etc/rent/sale.json');
  });

  it('opens the sale compose mounts, and logs it in IST with where mail goes', () => {
    expect(apiEnv.SALE_CONFIG).toBe(variables.SALE_FILE);
    expect(apiOutput).toMatch(
      /"msg":"sale running: Real Estate Network Token \(RENT\) from [^"]*live-sale\.json; Pre-Sale \d\d \w{3} \d{4}, 12:00 AM IST to /,
    );
    expect(apiOutput).toMatch(/"msg":"mail goes to smtp:\/\/127\.0\.0\.1:\d+, from /);
  });

  it('passes every api setting through from .env, with the api own defaults', () => {
    // Set by compose itself: where things are inside the private network and the container.
    const fixed = new Set([
      'PORT',
      'HOST',
      'NODE_ENV',
      'DATABASE_URL',
      'DATA_DIR',
      'SALE_CONFIG',
      'TRUST_PROXY',
      'REDIS_URL',
      'STORAGE_DRIVER',
      'STORAGE_S3_ENDPOINT',
    ]);
    const raw = rawEnvironment('api');
    const unreachable: string[] = [];
    const wrongDefaults: string[] = [];
    for (const [name, fallback] of Object.entries(environmentDefaults())) {
      if (fixed.has(name)) continue;
      const written = new RegExp(`^\\$\\{${name}(?::([-?])(.*))?\\}$`, 's').exec(raw[name] ?? '');
      if (!written) unreachable.push(name);
      else if (written[1] === '-' && fallback !== null && written[2] !== fallback)
        wrongDefaults.push(`${name}: ${written[2]} ≠ ${fallback}`);
    }
    expect(unreachable).toEqual([]);
    expect(wrongDefaults).toEqual([]);
    expect(Object.keys(raw).length).toBeGreaterThanOrEqual(50);
  });

  it('gives api a storage key of its own, allowed into its bucket alone', () => {
    const compose = composeEnvironments(variables);
    expect(compose.api?.STORAGE_S3_ACCESS_KEY).toBe(S3_CREDENTIALS);
    expect(Object.values(compose.api ?? {})).not.toContain(MINIO_ROOT.password);
    expect(compose['storage-setup']).toMatchObject({
      APP_ACCESS_KEY: S3_CREDENTIALS,
      APP_SECRET_KEY: S3_CREDENTIALS,
      BUCKET: BUCKET,
    });
    expect(() => composeEnvironments({ ...variables, STORAGE_S3_SECRET_KEY: '' })).toThrow(
      /STORAGE_S3_SECRET_KEY/,
    );
    const script = serviceScript('storage-setup');
    const policyText = /<<POLICY\n([\s\S]*?)\n\s*POLICY\n/.exec(script)?.[1] ?? '';
    const policy = JSON.parse(policyText.replaceAll('$BUCKET', BUCKET)) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    const actions = policy.Statement.flatMap((statement) => statement.Action);
    expect(new Set(resources)).toEqual(
      new Set([`arn:aws:s3:::${BUCKET}`, `arn:aws:s3:::${BUCKET}/*`]),
    );
    expect(actions.every((action) => /^s3:[A-Za-z]+$/.test(action))).toBe(true);
    expect(script).toContain('mc admin user add store "$APP_ACCESS_KEY" "$APP_SECRET_KEY"');
    expect(script).toMatch(/mc admin policy attach store rent-app --user "\$APP_ACCESS_KEY"/);
  });

  it('answers liveness and readiness on both services, as compose and an orchestrator ask', async () => {
    const status = async (url: string) => (await fetch(url)).status;
    expect(await status(`${urls.gateway}/health/live`)).toBe(200);
    expect(await status(`${urls.gateway}/health/ready`)).toBe(200);
    expect(await status(`${urls.api}/health/live`)).toBe(200);
    expect(await status(`${urls.api}/health/ready`)).toBe(200);
  });

  it('runs in production mode with the images own commands', () => {
    expect(apiEnv.NODE_ENV).toBe('production');
    expect(apiEnv.STORAGE_DRIVER).toBe('s3');
    expect(apiEnv.REDIS_URL).toMatch(/^redis:\/\//);
    expect(imageRuntime(dockerfileOf('api')).cmd).toEqual(['node', 'dist/server.js']);
  });

  it('takes an investor from sign-up to credited tokens', async () => {
    const email = `deploy-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Deploy-Investor-2026';
    const session = new Session(urls.gateway);
    const signUp = await session.graphql(
      'mutation ($input: SignUpInput!) { signUp(input: $input) { message } }',
      { input: { fullname: 'Deepa Rao', email, password, acceptedTerms: true } },
    );
    expect(signUp.errors).toBeUndefined();
    const token = await mailedToken(urls.sandbox, email, '/verify-email');
    const verified = await session.graphql(
      'mutation ($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { message } }',
      { token, password },
    );
    expect(verified.errors).toBeUndefined();
    const signIn = await session.graphql(
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message } }',
      { email, password },
    );
    expect(signIn.errors).toBeUndefined();

    // KYC documents go to object storage: api made the bucket itself at start.
    const document = pdf('aadhar.pdf', 'deployment');
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation ($input: KycInput!, $documents: [Upload!]!) { submitKyc(input: $input, documents: $documents) { kyc { status } } }',
        variables: {
          input: kycInput(email, {
            firstName: 'Deepa',
            phone: '+91 98450 12345',
            walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
          }),
          documents: [null],
        },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.documents.0'] }));
    form.append('0', new Blob([new Uint8Array(document.bytes)], { type: document.type }), 'a.pdf');
    const submitted = await send(`${urls.gateway}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: 'true', cookie: session.cookieHeader() },
      body: form,
    });
    expect(submitted.text).toContain('"status":"SUBMITTED"');
    expect(readdirSync(join(s3Dir, BUCKET)).length).toBeGreaterThan(0);

    // The team approves with the CLI the image carries, while api runs.
    const stranger = await runAdminCli(['kyc', 'approve', email, '--by', 'mallory']);
    expect(stranger.code).toBe(1);
    expect(stranger.output).toContain('"mallory" is not on the team');
    const approved = await runAdminCli(['kyc', 'approve', email, '--by', 'asha']);
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.output).toContain('SUBMITTED → VERIFIED');

    const created = await createOnlineOrder(session, '2000');
    if ('errors' in created) throw new Error(JSON.stringify(created.errors));
    const fields = await payAtPaytm(urls.sandbox, created.order.paytmOrderId, 'TXN_SUCCESS');
    expect(await returnFromPaytm(urls.gateway, fields)).toBe('success');
    const me = await session.graphql<{ me: { tokenBalance: string } }>('{ me { tokenBalance } }');
    expect(me.data?.me.tokenBalance).toBe('2.5');
  }, 120_000);

  it('serves the first-load scripts compressed as the browser asks', async () => {
    const index = await send(`${urls.gateway}/`);
    const scripts = [...index.text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    );
    expect(scripts.length).toBeGreaterThan(1);
    let compressed = 0;
    for (const script of scripts) {
      // The build leaves a file under 256 bytes (the entry that only starts the app) as it is:
      // a compressed copy would save less than its headers cost.
      const plain = await fetch(`${urls.gateway}${script}`);
      if ((await plain.arrayBuffer()).byteLength < 256) continue;
      compressed += 1;
      for (const encoding of ['br', 'gzip']) {
        const response = await fetch(`${urls.gateway}${script}`, {
          headers: { 'accept-encoding': encoding },
        });
        await response.arrayBuffer();
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      }
    }
    // React, the router, Apollo and the app's own code at least.
    expect(compressed).toBeGreaterThan(1);
  });

  it('serves the web app with long-lived hashed assets and no source maps', async () => {
    const index = await send(`${urls.gateway}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const scripts = [...index.text.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await send(`${urls.gateway}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const map = await send(`${urls.gateway}${script}.map`);
      expect(map.status).toBe(404);
    }
  });
});
