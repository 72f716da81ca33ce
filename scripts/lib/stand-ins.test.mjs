import { describe, expect, it } from 'vitest';
import { describeParts, LOCAL_CHAIN, planStandIns } from './stand-ins.mjs';

const sandbox = { sandboxUrl: 'http://127.0.0.1:4200', smtpUrl: 'smtp://127.0.0.1:2525' };
const byName = (plan) => Object.fromEntries(plan.parts.map((part) => [part.name, part]));

describe('what npm start stands in for', () => {
  it('stands in for mail and payments when nothing is configured', () => {
    const plan = planStandIns({}, sandbox);
    expect(plan.needsSandbox).toBe(true);
    expect(plan.api).toEqual({ SMTP_URL: sandbox.smtpUrl, PAYTM_HOST: sandbox.sandboxUrl });
    expect(plan.gateway).toEqual({ PAYTM_HOST: sandbox.sandboxUrl });
    expect(byName(plan).mail.standIn).toBe(true);
    expect(byName(plan).payments.standIn).toBe(true);
    expect(byName(plan).rates.standIn).toBe(false);
  });

  it('leaves a configured SMTP relay and Paytm host to the services', () => {
    const plan = planStandIns(
      {
        SMTP_URL: 'smtp://user:secret@relay.example:587',
        PAYTM_HOST: 'https://securestage.paytmpayments.com',
        PAYTM_MID: 'MERCHANT01',
      },
      sandbox,
    );
    expect(plan.api).not.toHaveProperty('SMTP_URL');
    expect(plan.api.PAYTM_HOST).toBe('https://securestage.paytmpayments.com');
    expect(plan.gateway.PAYTM_HOST).toBe('https://securestage.paytmpayments.com');
    expect(plan.needsSandbox).toBe(false);
    expect(byName(plan).mail).toMatchObject({ standIn: false, configured: true });
  });

  it('uses the sandbox rates only when asked and no rate service is configured', () => {
    expect(planStandIns({}, { ...sandbox, ratesFromSandbox: true }).gateway).toHaveProperty(
      'EXCHANGE_RATE_URL',
      'http://127.0.0.1:4200/v6/latest/USD',
    );
    const configured = planStandIns(
      { EXCHANGE_RATE_URL: 'https://rates.example/v6/latest/USD' },
      { ...sandbox, ratesFromSandbox: true },
    );
    expect(configured.gateway).not.toHaveProperty('EXCHANGE_RATE_URL');
  });

  it('names the database and storage in use and never prints credentials', () => {
    const plan = planStandIns(
      {
        DATABASE_URL: 'postgres://rent:hunter2@db.example:5432/rent',
        SMTP_URL: 'smtps://mailer:topsecret@relay.example:465',
        STORAGE_DRIVER: 's3',
        STORAGE_S3_BUCKET: 'rent-documents',
        STORAGE_S3_ENDPOINT: 'http://minio.example:9000',
      },
      sandbox,
    );
    const banner = describeParts(plan.parts).join('\n');
    expect(banner).toContain('PostgreSQL at postgres://db.example:5432/rent');
    expect(banner).toContain('S3 bucket rent-documents at http://minio.example:9000');
    expect(banner).not.toMatch(/hunter2|topsecret|mailer/);
    expect(banner).toMatch(/mail\s+configured/);
    expect(banner).toMatch(/payments\s+stand-in/);
  });
});

describe('the local chain stand-in', () => {
  const withChain = { ...sandbox, chainUrl: 'http://127.0.0.1:4300', chainDir: '.data/chain' };

  it('stands in for the chain when no RPC URL is configured, and tells api where RENT is', () => {
    const plan = planStandIns({}, withChain);
    expect(byName(plan).chain).toMatchObject({ standIn: true, configured: false });
    expect(byName(plan).chain.where).toContain(LOCAL_CHAIN.token);
    expect(plan.api).toMatchObject({
      CHAIN_RPC_URL: 'http://127.0.0.1:4300',
      CHAIN_ID: '1337',
      RENT_CONTRACT_ADDRESS: LOCAL_CHAIN.token,
      DISPERSE_CONTRACT_ADDRESS: LOCAL_CHAIN.disperse,
      TREASURY_KEYSTORE: '.data/chain/treasury-keystore.json',
    });
  });

  it('leaves a configured RPC URL to api and lists it as configured', () => {
    const configured = {
      CHAIN_RPC_URL: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
      CHAIN_ID: '97',
      RENT_CONTRACT_ADDRESS: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    };
    const plan = planStandIns(configured, withChain);
    expect(byName(plan).chain).toMatchObject({ standIn: false, configured: true });
    expect(plan.api).not.toHaveProperty('CHAIN_RPC_URL');
  });

  it("names the addresses the sandbox's deterministic deployment gives", async () => {
    const chain = await import('@rent/sandbox/chain');
    expect(LOCAL_CHAIN.token).toBe(chain.LOCAL_TOKEN_ADDRESS);
    expect(LOCAL_CHAIN.disperse).toBe(chain.LOCAL_DISPERSE_ADDRESS);
    expect(LOCAL_CHAIN.id).toBe(chain.LOCAL_CHAIN_ID);
  });

  it('names the password of the treasury keystore the sandbox writes', async () => {
    const { LOCAL_KEYSTORE_PASSWORD } = await import('@rent/sandbox/chain');
    expect(LOCAL_CHAIN.keystorePassword).toBe(LOCAL_KEYSTORE_PASSWORD);
  });
});
