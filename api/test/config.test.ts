import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { defaultSaleJson } from '../src/modules/sale/sale.definition.js';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-config-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function problemsOf(env: Record<string, string>): Promise<string[]> {
  const error: unknown = await loadConfig({ DATA_DIR: dataDir, ...env }, dataDir).catch(
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ConfigError)) throw new Error('expected a ConfigError');
  return error.problems;
}

async function writeSaleConfig(content: unknown): Promise<string> {
  const file = join(dataDir, 'sale.json');
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/**
 * What production must set for payments: the merchant account, the bank account, the support
 * contact and the company named on the site and in mails.
 */
const TRUST_PROXY_RULE =
  'TRUST_PROXY must be false, a number of proxy hops (1 for the gateway alone) or a comma-separated list of proxy addresses/CIDRs; true is refused: it believes any address a client writes';

const PAYMENT_SETTINGS = {
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

/** The sale file the repository ships as an example for deployments. */
const EXAMPLE_SALE = fileURLToPath(new URL('../../deploy/sale.example.json', import.meta.url));

/** What production must name on purpose: the sale it runs and the relay its mail leaves by. */
const PRODUCTION_CHOICES = {
  SALE_CONFIG: EXAMPLE_SALE,
  SMTP_URL: 'smtps://mailer:secret@smtp.rent.example:465',
};

const COMPANY_SETTINGS = [
  'COMPANY_NAME',
  'COMPANY_ADDRESS',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
] as const;

describe('configuration defaults', () => {
  it('starts with no variables set', async () => {
    const config = await loadConfig({}, dataDir);
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      dataDir: join(dataDir, '.data'),
      database: { pgliteDir: join(dataDir, '.data', 'pglite') },
      publicUrl: 'http://localhost:4000',
      bodyLimitBytes: 1_048_576,
      trustProxy: '127.0.0.1,::1',
      mail: {
        smtpUrl: 'smtp://127.0.0.1:2525',
        from: 'RENT pre-sale <no-reply@rent.example>',
        pollMs: 2000,
      },
      redis: null,
      rateLimits: {
        windowMs: 60_000,
        signinPerIp: 10,
        authPerIp: 5,
        signinPerAccount: 5,
        mailPerAccount: 3,
      },
    });
    expect(config.sale.phases.map((phase) => phase.name)).toEqual([
      'Pre-Sale',
      'Phase 1',
      'Phase 2',
    ]);
  });

  it('treats an empty variable as unset', async () => {
    const config = await loadConfig({ PORT: '', DATA_DIR: dataDir }, dataDir);
    expect(config.port).toBe(4100);
  });

  it('reads every variable it knows', async () => {
    const config = await loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: 'postgres://rent@db.internal:5432/rent',
        DATABASE_QUERY_TIMEOUT_MS: '2500',
        DATA_DIR: 'state',
        PUBLIC_URL: 'https://rent.example/',
        JWT_SECRET: 'x'.repeat(32),
        BODY_LIMIT_BYTES: '2048',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        ...PRODUCTION_CHOICES,
        MAIL_FROM: 'RENT <hello@rent.example>',
        MAIL_POLL_MS: '500',
        RATE_LIMIT_WINDOW_SECONDS: '300',
        RATE_LIMIT_SIGNIN_PER_IP: '20',
        RATE_LIMIT_AUTH_PER_IP: '8',
        RATE_LIMIT_SIGNIN_PER_ACCOUNT: '6',
        RATE_LIMIT_MAIL_PER_ACCOUNT: '2',
        ...PAYMENT_SETTINGS,
        PAYTM_TIMEOUT_MS: '4000',
        PAYMENT_POLL_MS: '15000',
        BANK_UPI_ID: 'rentpresale@okbank',
      },
      dataDir,
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      dataDir: join(dataDir, 'state'),
      database: { url: 'postgres://rent@db.internal:5432/rent', queryTimeoutMs: 2500 },
      publicUrl: 'https://rent.example',
      jwtSecret: 'x'.repeat(32),
      bodyLimitBytes: 2048,
      trustProxy: '10.0.0.0/8,127.0.0.1',
      mail: {
        smtpUrl: 'smtps://mailer:secret@smtp.rent.example:465',
        from: 'RENT <hello@rent.example>',
        pollMs: 500,
      },
      rateLimits: {
        windowMs: 300_000,
        signinPerIp: 20,
        authPerIp: 8,
        signinPerAccount: 6,
        mailPerAccount: 2,
      },
      paytm: {
        host: 'https://securestage.paytmpayments.com',
        mid: 'RENTLIVE0000000000001',
        merchantKey: 'live-key-16bytes',
        website: 'DEFAULT',
        timeoutMs: 4000,
        pollMs: 15000,
      },
      bankTransfer: {
        accountName: 'RENT Pre-Sale Escrow',
        bankName: 'State Bank of India',
        accountNumber: '32165498701',
        ifsc: 'SBIN0001234',
        upiId: 'rentpresale@okbank',
      },
      supportEmail: 'help@rent.example',
    });
  });

  it('defaults to the sandbox merchant and a sample bank account in development', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir }, dataDir);
    expect(config.paytm).toEqual({
      host: 'http://127.0.0.1:4200',
      mid: 'RENTPR07429183650244',
      merchantKey: 'sandboxKey#4821!',
      website: 'WEBSTAGING',
      timeoutMs: 10_000,
      pollMs: 30_000,
    });
    expect(config.bankTransfer.upiId).toBeNull();
  });

  it('counts the rate limits in Redis when REDIS_URL is set, under rent: by default', async () => {
    const url = 'redis://:secret@cache.internal:6379/2';
    expect((await loadConfig({ DATA_DIR: dataDir, REDIS_URL: url }, dataDir)).redis).toEqual({
      url,
      keyPrefix: 'rent:',
    });
    const prefixed = await loadConfig(
      { DATA_DIR: dataDir, REDIS_URL: 'rediss://cache.internal', REDIS_KEY_PREFIX: 'sale-2:' },
      dataDir,
    );
    expect(prefixed.redis).toEqual({ url: 'rediss://cache.internal', keyPrefix: 'sale-2:' });
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8,fd00::/8', '10.0.0.0/8,fd00::/8'],
  ])('reads TRUST_PROXY=%s', async (value, expected) => {
    const config = await loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }, dataDir);
    expect(config.trustProxy).toBe(expected);
  });

  it('refuses TRUST_PROXY=true, naming the forms it takes', async () => {
    expect(await problemsOf({ TRUST_PROXY: 'true' })).toEqual([TRUST_PROXY_RULE]);
  });
});

describe('configuration errors', () => {
  it.each(['abc', '65536', '-1', '80.5', '1e3', '0x10'])(
    'names PORT when it is %s',
    async (port) => {
      expect(await problemsOf({ PORT: port })).toEqual(['PORT must be an integer from 0 to 65535']);
    },
  );

  it('lists every wrong variable at once', async () => {
    const problems = await problemsOf({
      PORT: 'x',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'ftp://files',
      DATABASE_URL: 'mysql://db',
      DATABASE_QUERY_TIMEOUT_MS: '50',
      TRUST_PROXY: 'sometimes',
      BODY_LIMIT_BYTES: '0',
    });
    expect(problems).toEqual([
      'PORT must be an integer from 0 to 65535',
      'LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'DATABASE_QUERY_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000',
      'PUBLIC_URL must be an http:// or https:// URL',
      'BODY_LIMIT_BYTES must be a positive whole number of bytes',
      TRUST_PROXY_RULE,
    ]);
  });

  it('names wrong mail and rate-limit settings without printing the SMTP URL', async () => {
    const problems = await problemsOf({
      SMTP_URL: 'http://user:hunter2@mail',
      MAIL_POLL_MS: '0',
      RATE_LIMIT_WINDOW_SECONDS: 'a minute',
      RATE_LIMIT_SIGNIN_PER_IP: '0',
      RATE_LIMIT_MAIL_PER_ACCOUNT: '1.5',
    });
    expect(problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'MAIL_POLL_MS must be a whole number of milliseconds from 10 to 3600000',
      'RATE_LIMIT_WINDOW_SECONDS must be a whole number of seconds from 1 to 86400',
      'RATE_LIMIT_SIGNIN_PER_IP must be a positive whole number',
      'RATE_LIMIT_MAIL_PER_ACCOUNT must be a positive whole number',
    ]);
    expect(problems.join()).not.toContain('hunter2');
  });

  it('names wrong Redis settings without printing the URL', async () => {
    expect(
      await problemsOf({ REDIS_URL: 'http://:hunter2@cache:6379', REDIS_KEY_PREFIX: 'rent sale:' }),
    ).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL',
      'REDIS_KEY_PREFIX must be 1 to 64 visible characters without spaces',
    ]);
  });

  it('refuses to start in production without JWT_SECRET', async () => {
    expect(
      await problemsOf({ NODE_ENV: 'production', ...PRODUCTION_CHOICES, ...PAYMENT_SETTINGS }),
    ).toEqual(['JWT_SECRET is required when NODE_ENV=production (at least 32 characters)']);
  });

  it('refuses to start in production on the sandbox merchant, the sample bank account or support address', async () => {
    expect(
      await problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        ...PRODUCTION_CHOICES,
      }),
    ).toEqual(
      Object.keys(PAYMENT_SETTINGS).map((name) => `${name} is required when NODE_ENV=production`),
    );
  });

  it('refuses to start in production without a sale file, naming SALE_CONFIG', async () => {
    const settings = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ...PAYMENT_SETTINGS };
    expect(await problemsOf({ ...settings, SMTP_URL: PRODUCTION_CHOICES.SMTP_URL })).toEqual([
      'SALE_CONFIG is required when NODE_ENV=production (the JSON file of the sale this site runs, e.g. deploy/sale.example.json)',
    ]);
  });

  it('refuses to start in production on the default mail catcher, naming SMTP_URL', async () => {
    const settings = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ...PAYMENT_SETTINGS };
    expect(await problemsOf({ ...settings, SALE_CONFIG: EXAMPLE_SALE })).toEqual([
      'SMTP_URL is required when NODE_ENV=production (your mail relay; a mail catcher only if you mean it)',
    ]);
  });

  it('opens the example sale in production and keeps the catcher when it is named', async () => {
    const config = await loadConfig(
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        ...PAYMENT_SETTINGS,
        SALE_CONFIG: EXAMPLE_SALE,
        SMTP_URL: 'smtp://mail:1025',
      },
      dataDir,
    );
    expect(config.saleFile).toBe(EXAMPLE_SALE);
    expect(config.sale.phases.map((phase) => phase.start.toISOString())).toEqual([
      '2027-06-30T18:30:00.000Z',
      '2027-08-14T18:30:00.000Z',
      '2027-10-13T18:30:00.000Z',
    ]);
    expect(config.mail.smtpUrl).toBe('smtp://mail:1025');
  });

  it.each(COMPANY_SETTINGS)(
    'refuses to start in production without %s, like the support address',
    async (name) => {
      const settings: Record<string, string> = { ...PAYMENT_SETTINGS };
      delete settings[name];
      expect(
        await problemsOf({
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(32),
          ...PRODUCTION_CHOICES,
          ...settings,
        }),
      ).toEqual([`${name} is required when NODE_ENV=production`]);
    },
  );

  it('names an example company and no support telephone in development', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir }, dataDir);
    expect(config.operator).toEqual({
      companyName: 'RENT Network Private Limited (example)',
      registeredOffice: '1 Example Road, Example Nagar, Bengaluru 560001, India (example address)',
      grievanceOfficer: { name: 'Example Officer', email: 'grievance@rent.example' },
      supportEmail: 'support@rent.example',
      supportPhone: null,
    });
  });

  it('takes the company, its grievance officer and the support telephone as given', async () => {
    const config = await loadConfig(
      { DATA_DIR: dataDir, ...PAYMENT_SETTINGS, SUPPORT_PHONE: '+91 80 4567 8900' },
      dataDir,
    );
    expect(config.operator).toEqual({
      companyName: 'RENT Realty Tokens Private Limited',
      registeredOffice: '12 MG Road, Bengaluru 560001, India',
      grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@rent.example' },
      supportEmail: 'help@rent.example',
      supportPhone: '+91 80 4567 8900',
    });
  });

  it.each([
    [
      'SUPPORT_PHONE',
      'call us',
      'SUPPORT_PHONE must be a telephone number such as +91 80 1234 5678',
    ],
    [
      'COMPANY_NAME',
      '<b>RENT</b>',
      'COMPANY_NAME must be one line of 2 to 200 characters, without < or >',
    ],
    [
      'COMPANY_ADDRESS',
      'Line one\nLine two',
      'COMPANY_ADDRESS must be one line of 2 to 200 characters, without < or >',
    ],
    [
      'GRIEVANCE_OFFICER_EMAIL',
      'officer',
      'GRIEVANCE_OFFICER_EMAIL must be an e-mail address such as grievance@rent.example',
    ],
  ])('refuses %s=%s', async (name, value, message) => {
    expect(await problemsOf({ [name]: value })).toEqual([message]);
  });

  it.each([
    ['PAYTM_MERCHANT_KEY', 'short', 'PAYTM_MERCHANT_KEY must be exactly 16 characters'],
    ['PAYTM_HOST', 'ftp://paytm', 'PAYTM_HOST must be an http:// or https:// URL'],
    ['BANK_IFSC', 'SBIN1234', 'BANK_IFSC must be an IFSC such as SBIN0001234'],
    ['BANK_ACCOUNT_NUMBER', '12-34', 'BANK_ACCOUNT_NUMBER must be 9 to 18 digits'],
    [
      'SUPPORT_EMAIL',
      'help desk <help@rent.example>',
      'SUPPORT_EMAIL must be an e-mail address such as support@rent.example',
    ],
    [
      'SUPPORT_EMAIL',
      'help@rent',
      'SUPPORT_EMAIL must be an e-mail address such as support@rent.example',
    ],
  ])('refuses %s=%s', async (name, value, message) => {
    expect(await problemsOf({ [name]: value })).toEqual([message]);
  });

  it('refuses a short JWT_SECRET without printing it', async () => {
    const problems = await problemsOf({
      NODE_ENV: 'production',
      JWT_SECRET: 'short-secret',
      ...PRODUCTION_CHOICES,
      ...PAYMENT_SETTINGS,
    });
    expect(problems).toEqual(['JWT_SECRET must be at least 32 characters long']);
    expect(problems.join()).not.toContain('short-secret');
  });

  it('puts every problem in the error message', async () => {
    await expect(loadConfig({ PORT: 'abc', DATA_DIR: dataDir }, dataDir)).rejects.toThrow(
      /Invalid configuration:\n {2}- PORT must be an integer from 0 to 65535/,
    );
  });
});

describe('document storage', () => {
  it('keeps documents on disk under DATA_DIR by default', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir }, dataDir);
    expect(config.storage).toEqual({
      driver: 'disk',
      directory: join(dataDir, 'documents'),
      incomingDir: join(dataDir, 'incoming'),
    });
  });

  it('reads the S3 settings', async () => {
    const config = await loadConfig(
      {
        DATA_DIR: dataDir,
        STORAGE_DRIVER: 's3',
        STORAGE_S3_ENDPOINT: 'http://minio:9000/',
        STORAGE_S3_BUCKET: 'rent-documents',
        STORAGE_S3_ACCESS_KEY: 'rent',
        STORAGE_S3_SECRET_KEY: 'a-secret-key',
      },
      dataDir,
    );
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'rent-documents',
      region: 'us-east-1',
      accessKeyId: 'rent',
      secretAccessKey: 'a-secret-key',
      incomingDir: join(dataDir, 'incoming'),
    });
  });

  it('refuses S3 without its bucket and keys, naming each variable', async () => {
    expect(await problemsOf({ STORAGE_DRIVER: 's3' })).toEqual([
      'STORAGE_S3_ENDPOINT is required when STORAGE_DRIVER=s3',
      'STORAGE_S3_BUCKET is required when STORAGE_DRIVER=s3',
      'STORAGE_S3_ACCESS_KEY is required when STORAGE_DRIVER=s3',
      'STORAGE_S3_SECRET_KEY is required when STORAGE_DRIVER=s3',
    ]);
    expect(
      await problemsOf({
        STORAGE_DRIVER: 's3',
        STORAGE_S3_ENDPOINT: 'http://minio:9000',
        STORAGE_S3_BUCKET: 'rent-documents',
        STORAGE_S3_SECRET_KEY: 'a-secret-key',
      }),
    ).toEqual(['STORAGE_S3_ACCESS_KEY is required when STORAGE_DRIVER=s3']);
  });

  it('names a wrong driver, endpoint or bucket', async () => {
    expect(
      await problemsOf({
        STORAGE_DRIVER: 'ftp',
        STORAGE_S3_ENDPOINT: 'minio:9000',
        STORAGE_S3_BUCKET: 'Rent_Documents',
      }),
    ).toEqual([
      'STORAGE_DRIVER must be disk or s3',
      'STORAGE_S3_ENDPOINT must be an http:// or https:// URL',
      'STORAGE_S3_BUCKET must be an S3 bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
    ]);
  });
});

describe('development secret', () => {
  it('is generated once, kept private in DATA_DIR and reused', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir }, dataDir);
    const second = await loadConfig({ DATA_DIR: dataDir }, dataDir);
    const file = join(dataDir, 'secrets.json');

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ jwtSecret: first.jwtSecret });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is not written when JWT_SECRET is given', async () => {
    await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }, dataDir);
    await expect(stat(join(dataDir, 'secrets.json'))).rejects.toThrow(/ENOENT/);
  });
});

describe('SALE_CONFIG', () => {
  it('replaces the default sale with the file it names', async () => {
    const file = await writeSaleConfig({
      ...defaultSaleJson,
      price: '500.50',
      phases: [
        {
          name: 'Demo',
          start: '2030-01-01T00:00:00+05:30',
          end: '2030-01-31T23:59:59+05:30',
          bonusPercent: 10,
        },
      ],
    });
    const { sale } = await loadConfig({ DATA_DIR: dataDir, SALE_CONFIG: file }, dataDir);
    expect(sale.price).toBe('500.5');
    expect(sale.phases).toEqual([
      {
        name: 'Demo',
        start: new Date('2029-12-31T18:30:00Z'),
        end: new Date('2030-01-31T18:29:59Z'),
        bonusPercent: 10,
      },
    ]);
  });

  it('resolves a relative path against the working directory', async () => {
    await writeSaleConfig(defaultSaleJson);
    const { sale } = await loadConfig({ DATA_DIR: dataDir, SALE_CONFIG: 'sale.json' }, dataDir);
    expect(sale.symbol).toBe('RENT');
  });

  it('names the bad field', async () => {
    const phases = defaultSaleJson.phases.map((phase, index) =>
      index === 1 ? { ...phase, bonusPercent: 150 } : phase,
    );
    const file = await writeSaleConfig({ ...defaultSaleJson, phases });
    expect(await problemsOf({ SALE_CONFIG: file })).toEqual([
      `SALE_CONFIG (${file}): phases[1].bonusPercent must be at most 100`,
    ]);
  });

  it('names a missing field and an unknown one', async () => {
    const { hardCap: _hardCap, ...withoutHardCap } = defaultSaleJson;
    const file = await writeSaleConfig({ ...withoutHardCap, hardcap: '1' });
    expect(await problemsOf({ SALE_CONFIG: file })).toEqual([
      `SALE_CONFIG (${file}): hardCap is required`,
      `SALE_CONFIG (${file}): hardcap is not allowed`,
    ]);
  });

  it('refuses overlapping phases', async () => {
    const [first, second, third] = defaultSaleJson.phases;
    const overlapping = { ...second!, start: first!.end };
    const file = await writeSaleConfig({
      ...defaultSaleJson,
      phases: [first, overlapping, third],
    });
    expect(await problemsOf({ SALE_CONFIG: file })).toEqual([
      `SALE_CONFIG (${file}): phases[1].start must come after the end of "Pre-Sale"`,
    ]);
  });

  it('says when the file is not JSON or cannot be read', async () => {
    const file = await writeSaleConfig('{ "price": ');
    expect(await problemsOf({ SALE_CONFIG: file })).toEqual([
      `SALE_CONFIG: ${file} is not valid JSON`,
    ]);
    const missing = join(dataDir, 'missing.json');
    expect(await problemsOf({ SALE_CONFIG: missing })).toEqual([
      `SALE_CONFIG: ${missing} cannot be read`,
    ]);
  });
});
