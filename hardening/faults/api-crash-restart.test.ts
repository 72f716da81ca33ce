// The stack `npm start` runs (restartApi): api killed the hard way comes back by itself, while the
// gateway keeps answering ("Network Error" meanwhile) and the sandbox keeps its state.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@rent/test-kit/eventually';
import { startBuiltStack, type RunningStack } from '@rent/test-kit/stack';
import { setTimeout as sleep } from 'node:timers/promises';
import { killApi } from './api-process.js';
import { SHARED_FIGURES_MS } from '../support/stack.js';

let stack: RunningStack;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rent-restart-'));
  stack = await startBuiltStack({
    dataDir,
    restartApi: true,
    env: { gateway: { PUBLIC_FIGURES_TTL_MS: String(SHARED_FIGURES_MS) } },
    output: { write: (line: string) => lines.push(line) },
  });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface SupplyAnswer {
  data?: { rentSupply: { totalSold: string } } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function askSupply(): Promise<SupplyAnswer> {
  const response = await fetch(`${stack.urls.gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ rentSupply { totalSold } }' }),
  });
  return (await response.json()) as SupplyAnswer;
}

describe('npm start after an api crash', () => {
  it('starts api again while the gateway keeps answering and the sandbox keeps its state', async () => {
    expect((await askSupply()).data?.rentSupply.totalSold).toBe('0');
    // Visitors share that answer for a moment: past it, a visitor's figures need api again.
    await sleep(SHARED_FIGURES_MS + 100);
    const sandboxPid = stack.pidOf('sandbox');
    const gatewayPid = stack.pidOf('gateway');
    const crashedPid = stack.pidOf('api');

    await killApi(stack.ports.api);
    const meanwhile = await askSupply();
    const back = await eventually(
      async () => {
        // The stack records the new process once its health check passes, which can come a moment
        // after api first answers through the gateway.
        const answer = await askSupply();
        return answer.data?.rentSupply && lines.join('').includes('[stack] api is back')
          ? answer
          : undefined;
      },
      { what: 'api to come back' },
    );

    expect(meanwhile.errors?.[0]).toMatchObject({
      message: 'Network Error',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(back.data?.rentSupply.totalSold).toBe('0');
    expect(stack.pidOf('api')).not.toBe(crashedPid);
    expect(stack.pidOf('sandbox')).toBe(sandboxPid);
    expect(stack.pidOf('gateway')).toBe(gatewayPid);
    expect(lines.join('')).toMatch(
      /\[stack\] api stopped unexpectedly \(SIGKILL\); starting it again in 1 s\n[\s\S]*\[stack\] api is back/,
    );
  });
});
