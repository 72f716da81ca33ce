import type { PaytmMerchant } from './paytm/merchant.js';
import { isOneOf } from './http/request-body.js';
import { ratesModes, type RatesMode } from './rates/rates-switches.js';

export interface SandboxConfig {
  port: number;
  smtpPort: number;
  host: string;
  ratesMode: RatesMode;
  paytm: PaytmMerchant;
}

/** The merchant the Paytm stand-in knows unless told otherwise; the api's defaults mirror these. */
export const paytmDefaults: Readonly<PaytmMerchant> = Object.freeze({
  mid: 'RENTPR07429183650244',
  key: 'sandboxKey#4821!',
  website: 'WEBSTAGING',
});

type Environment = Record<string, string | undefined>;

function portFrom(env: Environment, name: string, fallback: number, problems: string[]): number {
  const text = env[name]?.trim() || String(fallback);
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    problems.push(`${name} must be a port number (0-65535), not "${text}".`);
  }
  return port;
}

function ratesModeFrom(env: Environment, problems: string[]): RatesMode {
  const text = env.SANDBOX_RATES_MODE?.trim() || 'ok';
  if (isOneOf(ratesModes, text)) return text;
  problems.push(`SANDBOX_RATES_MODE must be one of ${ratesModes.join(', ')}, not "${text}".`);
  return 'ok';
}

function paytmMerchantFrom(env: Environment, problems: string[]): PaytmMerchant {
  const mid = env.PAYTM_MID?.trim() || paytmDefaults.mid;
  const key = env.PAYTM_MERCHANT_KEY || paytmDefaults.key;
  const website = env.PAYTM_WEBSITE?.trim() || paytmDefaults.website;
  if (!/^[A-Za-z0-9]{1,50}$/.test(mid)) {
    problems.push(`PAYTM_MID must be letters and digits (at most 50), not "${mid}".`);
  }
  // AES-128 takes exactly 16 bytes of key; the checksum library fails on anything else.
  if (Buffer.byteLength(key) !== 16) {
    problems.push(`PAYTM_MERCHANT_KEY must be exactly 16 bytes, not ${Buffer.byteLength(key)}.`);
  }
  if (!/^[A-Za-z0-9_]{1,50}$/.test(website)) {
    problems.push(`PAYTM_WEBSITE must be letters, digits or _ (at most 50), not "${website}".`);
  }
  return { mid, key, website };
}

/** Reads the command line's settings, listing everything that is wrong at once. */
export function readSandboxConfig(env: Environment): SandboxConfig {
  const problems: string[] = [];
  const config: SandboxConfig = {
    port: portFrom(env, 'PORT', 4200, problems),
    smtpPort: portFrom(env, 'SMTP_PORT', 2525, problems),
    host: env.HOST?.trim() || '127.0.0.1',
    ratesMode: ratesModeFrom(env, problems),
    paytm: paytmMerchantFrom(env, problems),
  };
  if (problems.length > 0) throw new Error(`The sandbox cannot start:\n- ${problems.join('\n- ')}`);
  return config;
}
