// The api's settings are described once, in src/config/: every one says what it does and, when its
// schema alone cannot, what a value must be; the messages a wrong value gets come from there.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAddress } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ruleOf, settingsOf } from '@rent/server-kit';
import { ApiSettings, ChainSettings, ConfigError, loadConfig } from '../src/config.js';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-config-schema-'));
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

const everySetting = [...settingsOf(ApiSettings), ...settingsOf(ChainSettings)];

describe('the settings schema', () => {
  it('describes every setting for docs/configuration.md', () => {
    const undescribed = everySetting
      .filter(([, setting]) => !setting.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });

  it('says what a value must be for every setting with a pattern, a range or a choice', () => {
    const unexplained = everySetting
      .filter(
        ([name, setting]) =>
          (setting.pattern !== undefined ||
            setting.type === 'integer' ||
            setting.enum !== undefined) &&
          ruleOf(name, setting) === undefined,
      )
      .map(([name]) => name);
    expect(unexplained).toEqual([]);
  });

  it('refuses a wrong value with the message derived from its schema', async () => {
    expect(
      await problemsOf({
        SESSION_RETENTION_DAYS: '400',
        PASSWORD_HASH_QUEUE: '-1',
        STORAGE_DRIVER: 'ftp',
        CHAIN_CONFIRMATIONS: '0',
      }),
    ).toEqual([
      'SESSION_RETENTION_DAYS must be a whole number of days from 1 to 365',
      'PASSWORD_HASH_QUEUE must be a whole number from 0 to 10000',
      'STORAGE_DRIVER must be disk or s3',
      'CHAIN_CONFIRMATIONS must be a whole number of blocks from 1 to 1000',
    ]);
  });

  it('names the form of TEAM_MEMBERS when it is not a list of names', async () => {
    expect(await problemsOf({ TEAM_MEMBERS: 'asha;ravi' })).toEqual([
      'TEAM_MEMBERS must be names separated by commas, such as asha,ravi (a letter, then up to 39 letters, digits, dots, hyphens or underscores)',
    ]);
  });

  it('marks what production must name, as the refusal at start-up does', async () => {
    const marked = settingsOf(ApiSettings)
      .filter(([, setting]) => setting.production !== undefined)
      .map(([name]) => name);
    const refused = (await problemsOf({ NODE_ENV: 'production' })).map(
      (problem) => /^(\w+) is required when NODE_ENV=production/.exec(problem)?.[1],
    );
    expect(refused.sort()).toEqual(marked.sort());
    expect(marked).toEqual(expect.arrayContaining(['JWT_SECRET', 'SALE_CONFIG', 'SMTP_URL']));
  });

  it('reads the chain from its own settings, and names what a chain needs', async () => {
    expect(await problemsOf({ CHAIN_RPC_URL: 'http://127.0.0.1:8545' })).toEqual([
      'CHAIN_ID is required when CHAIN_RPC_URL is set',
      'RENT_CONTRACT_ADDRESS is required when CHAIN_RPC_URL is set',
    ]);
    expect(await problemsOf({ CHAIN_RPC_URL: 'ws://node', CHAIN_GAS_PRICE_CAP_GWEI: 'x' })).toEqual(
      [
        'CHAIN_RPC_URL must be an http:// or https:// URL',
        'CHAIN_GAS_PRICE_CAP_GWEI must be a number of gwei such as 5 or 0.5',
      ],
    );
    const config = await loadConfig(
      {
        DATA_DIR: dataDir,
        CHAIN_RPC_URL: 'https://node.example',
        CHAIN_ID: '97',
        RENT_CONTRACT_ADDRESS: '0x' + 'ab'.repeat(20),
        CHAIN_GAS_PRICE_CAP_GWEI: '0.5',
        TREASURY_KEYSTORE: 'treasury.json',
      },
      dataDir,
    );
    expect(config.chain).toMatchObject({
      rpcUrl: 'https://node.example',
      chainId: 97,
      tokenAddress: getAddress('0x' + 'ab'.repeat(20)),
      disperseAddress: null,
      confirmations: 1,
      gasPriceCapWei: 500_000_000n,
      explorerUrl: 'https://testnet.bscscan.com',
      rpcTimeoutMs: 10_000,
      keystorePath: join(dataDir, 'treasury.json'),
    });
  });
});
