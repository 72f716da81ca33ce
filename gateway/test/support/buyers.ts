// Investors who may buy, made as in production: sign up, verify, submit KYC through the gateway,
// and have the team approve it with the admin CLI. And a sale that is running now.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSaleFrom } from '@rent/sale-rules';
import { kycInput } from '@rent/test-kit/investors';
import { CSRF_HEADER } from '../../src/yoga.js';
import type { CookieJar } from './cookie-jar.js';
import { signedInInvestor } from './investors.js';
import type { RunningApi } from './services.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A SALE_CONFIG file of the default sale with phases of 10 days, its Pre-Sale (25 %) started
 * yesterday, so orders are taken now.
 */
export function runningSaleConfig(): string {
  const start = Math.floor((Date.now() - DAY_MS) / 1000) * 1000;
  const sale = defaultSaleFrom(start, { phaseLengthMs: 10 * DAY_MS });
  const path = join(mkdtempSync(join(tmpdir(), 'rent-sale-')), 'sale.json');
  writeFileSync(path, JSON.stringify(sale));
  return path;
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const SUBMIT_KYC = `mutation ($input: KycInput!, $documents: [Upload!]!) {
  submitKyc(input: $input, documents: $documents) { message }
}`;

async function submitKyc(gatewayUrl: string, jar: CookieJar, email: string) {
  const form = new FormData();
  const input = kycInput(email);
  form.append(
    'operations',
    JSON.stringify({ query: SUBMIT_KYC, variables: { input, documents: [null] } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.documents.0'] }));
  form.append('0', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'aadhar.png');
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: 'true', cookie: jar.header() },
    body: form,
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(`KYC submission failed: ${JSON.stringify(body.errors)}`);
}

/**
 * `count` signed-in investors with KYC VERIFIED (one api restart for all of them), signed up with
 * `referralCode` when given.
 */
export async function verifiedBuyers(
  gatewayUrl: string,
  sandboxUrl: string,
  api: RunningApi,
  count: number,
  referralCode?: string,
) {
  const buyers = [];
  for (let index = 0; index < count; index += 1) {
    const investor = await signedInInvestor(gatewayUrl, sandboxUrl, undefined, referralCode);
    await submitKyc(gatewayUrl, investor.jar, investor.email);
    buyers.push(investor);
  }
  await api.adminAll(buyers.map((buyer) => ['kyc', 'approve', buyer.email]));
  return buyers;
}
