import { describe, expect, it } from 'vitest';
import { describeParts, planStandIns } from './stand-ins.mjs';

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
