// How investors pay: the Paytm merchant account and the bank account of manual transfers.
import { Type, type Static } from 'typebox';
import type { BankTransferConfig } from '../modules/sale/sale-contacts.js';

export const PaymentSettings = Type.Object({
  PAYTM_HOST: Type.String({
    format: 'url',
    pattern: '^https?://',
    rule: 'must be an http:// or https:// URL',
    default: 'http://127.0.0.1:4200',
    production: true,
    description:
      "Paytm's APIs and payment page: the sandbox by default, `https://securestage.paytmpayments.com` (staging) or `https://secure.paytmpayments.com`",
  }),
  PAYTM_MID: Type.String({
    pattern: '^[A-Za-z0-9]{1,40}$',
    rule: 'must be the merchant id: letters and digits',
    default: 'RENTPR07429183650244',
    production: true,
    description: 'the merchant id Paytm assigned (the default is the sandbox’s)',
  }),
  // Paytm's checksum uses the key for AES-128: exactly 16 bytes.
  PAYTM_MERCHANT_KEY: Type.String({
    pattern: '^[\\x20-\\x7e]{16}$',
    rule: 'must be exactly 16 characters',
    default: 'sandboxKey#4821!',
    secret: true,
    production: true,
    description: 'the merchant key: signs and checks every Paytm message',
  }),
  PAYTM_WEBSITE: Type.String({
    pattern: '^[A-Za-z0-9_]{1,40}$',
    rule: 'must be the website name Paytm assigned (letters, digits, _)',
    default: 'WEBSTAGING',
    production: true,
    description:
      'the website name Paytm assigned (`WEBSTAGING` on staging, `DEFAULT` in production)',
  }),
  PAYTM_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 10_000,
    description:
      'a Paytm call slower than this counts as "status unknown" (the order stays pending)',
  }),
  PAYMENT_POLL_MS: Type.Integer({
    minimum: 10,
    maximum: 3_600_000,
    default: 30_000,
    description:
      'how often the payment worker asks Paytm about pending online payments (then backing off to hourly); also read by `orders settle`',
  }),
  BANK_ACCOUNT_NAME: Type.String({
    minLength: 1,
    default: 'RENT Pre-Sale Collection Account',
    production: true,
    description: 'the account manual transfers go to, shown to investors (`GET /sale`)',
  }),
  BANK_NAME: Type.String({
    minLength: 1,
    default: 'Sandbox Bank of India',
    production: true,
    description: 'its bank',
  }),
  BANK_ACCOUNT_NUMBER: Type.String({
    pattern: '^[0-9]{9,18}$',
    rule: 'must be 9 to 18 digits',
    default: '000123456789012',
    production: true,
    description: 'its number',
  }),
  BANK_IFSC: Type.String({
    pattern: '^[A-Z]{4}0[A-Z0-9]{6}$',
    rule: 'must be an IFSC such as SBIN0001234',
    default: 'SBXI0000001',
    production: true,
    description: 'its branch’s IFSC',
  }),
  BANK_UPI_ID: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$',
      rule: 'must be a UPI id such as rent@okbank',
      description: 'a UPI id for the same account, shown when set',
    }),
  ),
});

export function paymentsConfig(env: Static<typeof PaymentSettings>) {
  return {
    /** The Paytm merchant account and how the api talks to Paytm. */
    paytm: {
      /** Base URL of Paytm's APIs and payment page, without a trailing slash. */
      host: env.PAYTM_HOST.replace(/\/+$/, ''),
      mid: env.PAYTM_MID,
      merchantKey: env.PAYTM_MERCHANT_KEY,
      website: env.PAYTM_WEBSITE,
      timeoutMs: env.PAYTM_TIMEOUT_MS,
      /** How often the worker asks Paytm about pending payments. */
      pollMs: env.PAYMENT_POLL_MS,
    },
    /** Where investors send manual transfers. */
    bankTransfer: {
      accountName: env.BANK_ACCOUNT_NAME,
      bankName: env.BANK_NAME,
      accountNumber: env.BANK_ACCOUNT_NUMBER,
      ifsc: env.BANK_IFSC,
      upiId: env.BANK_UPI_ID ?? null,
    } satisfies BankTransferConfig,
  };
}

export type PaytmConfig = ReturnType<typeof paymentsConfig>['paytm'];
// The shape is the sale module's, which shows the account to investors (decision 0121).
export type { BankTransferConfig };
