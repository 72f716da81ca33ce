// The token on chain and each investor's distribution through the gateway, against a real api
// reading a real (local) chain: `sale.token` carries the contract's own facts, and
// `me.distribution` where the investor's RENT stands.
import { startLocalChain, type LocalChain } from '@rent/sandbox/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import type { CookieJar } from './support/cookie-jar.js';
import { signedInInvestor } from './support/investors.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let chain: LocalChain;
let stack: AccountStack;

beforeAll(async () => {
  chain = await startLocalChain({ supplyTokens: 14_000_000n });
  stack = await startAccountStack({
    CHAIN_RPC_URL: chain.rpcUrl,
    CHAIN_ID: String(chain.chainId),
    RENT_CONTRACT_ADDRESS: chain.tokenAddress,
    CHAIN_EXPLORER_URL: 'https://explorer.example',
  });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await chain?.close();
});

async function graphql(query: string, jar?: CookieJar) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      ...(jar ? { cookie: jar.header() } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

describe('sale.token', () => {
  it("gives the chain, the contract and the contract's own symbol and decimals", async () => {
    const answer = await graphql(`
      {
        sale {
          token {
            symbol
            name
            standard
            decimals
            contractAddress
            contractUrl
            chain {
              id
              name
              explorerUrl
            }
          }
        }
      }
    `);
    expect(answer).toEqual({
      data: {
        sale: {
          token: {
            symbol: 'RENT',
            name: 'Real Estate Network Token',
            standard: 'BEP20',
            decimals: 18,
            contractAddress: chain.tokenAddress,
            contractUrl: `https://explorer.example/token/${chain.tokenAddress}`,
            chain: {
              id: chain.chainId,
              name: 'Local test chain',
              explorerUrl: 'https://explorer.example',
            },
          },
        },
      },
    });
  });
});

describe('me.distribution', () => {
  const DISTRIBUTION = `{
    me {
      distribution {
        status amount expectedAmount wallet heldReason txHash txUrl blockNumber
        plannedAt sentAt confirmedAt
      }
    }
  }`;

  it('says nothing is planned yet for an investor before the team plans', async () => {
    const { jar } = await signedInInvestor(stack.gateway.url, stack.sandbox.url);
    expect(await graphql(DISTRIBUTION, jar)).toEqual({
      data: {
        me: {
          distribution: {
            status: 'NOT_PLANNED',
            amount: null,
            expectedAmount: '0',
            wallet: null,
            heldReason: null,
            txHash: null,
            txUrl: null,
            blockNumber: null,
            plannedAt: null,
            sentAt: null,
            confirmedAt: null,
          },
        },
      },
    });
  });

  it('is not asked of api for a visitor, whose `me` is null', async () => {
    expect(await graphql(DISTRIBUTION)).toEqual({ data: { me: null } });
  });
});
