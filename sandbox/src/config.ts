import { isRatesMode, ratesModes, type RatesMode } from './rates/rates-switches.js';

export interface SandboxConfig {
  port: number;
  smtpPort: number;
  host: string;
  ratesMode: RatesMode;
}

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
  if (isRatesMode(text)) return text;
  problems.push(`SANDBOX_RATES_MODE must be one of ${ratesModes.join(', ')}, not "${text}".`);
  return 'ok';
}

/** Reads the command line's settings, listing everything that is wrong at once. */
export function readSandboxConfig(env: Environment): SandboxConfig {
  const problems: string[] = [];
  const config: SandboxConfig = {
    port: portFrom(env, 'PORT', 4200, problems),
    smtpPort: portFrom(env, 'SMTP_PORT', 2525, problems),
    host: env.HOST?.trim() || '127.0.0.1',
    ratesMode: ratesModeFrom(env, problems),
  };
  if (problems.length > 0) throw new Error(`The sandbox cannot start:\n- ${problems.join('\n- ')}`);
  return config;
}
