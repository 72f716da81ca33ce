// What the batching attack costs everyone else: a bystander reads the sale's supply one request
// after another, alone and then while attackers send, over a few connections, one anonymous HTTP
// request after another holding ten operations of fifteen aliased `rentSupply` reads each.
// Loopback only, bounded in requests and in time.
import { Worker } from 'node:worker_threads';
import type { BenchOptions } from './lib/options.js';
import { startBenchStack } from './lib/stack.js';
import { median, ms, percentile, timeRuns } from './lib/stats.js';

const CSRF_HEADER = 'apollo-require-preflight';

const ATTACK = JSON.stringify(
  Array.from({ length: 10 }, () => ({
    query: `{ ${Array.from({ length: 15 }, (_, index) => `a${index}: rentSupply { totalSold }`).join(' ')} }`,
  })),
);
const BYSTANDER = JSON.stringify({ query: '{ rentSupply { totalSold } }' });

async function post(gateway: string, body: string): Promise<number> {
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

// The attackers run on a thread of their own, so that their client work does not delay the
// bystander's in this benchmark's own event loop.
const ATTACKERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { gateway, body, connections, deadlineMs } = workerData;
const statuses = {};
let attacking = true;
parentPort.on('message', () => (attacking = false));
const stopAt = Date.now() + deadlineMs;
async function attack() {
  while (attacking && Date.now() < stopAt) {
    const response = await fetch(gateway + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body,
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] || 0) + 1;
  }
}
Promise.all(Array.from({ length: connections }, attack)).then(() => parentPort.postMessage(statuses));
`;

function startAttackers(gateway: string, connections: number) {
  const worker = new Worker(ATTACKERS, {
    eval: true,
    workerData: { gateway, body: ATTACK, connections, deadlineMs: 60_000 },
  });
  const finished = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const statuses = await finished;
      await worker.terminate();
      return statuses;
    },
  };
}

async function bystanderRead(gateway: string): Promise<void> {
  const status = await post(gateway, BYSTANDER);
  if (status !== 200) throw new Error(`the bystander's read answered ${status}`);
}

export async function benchmarkBatchingAttack(options: BenchOptions): Promise<void> {
  const reads = options.quick ? 20 : 200;
  const attackers = options.quick ? 2 : 8;
  const stack = await startBenchStack({ investors: 1 });
  try {
    const gateway = stack.gatewayOrigin;
    const alone = await timeRuns(() => bystanderRead(gateway), { runs: reads, warmUp: 20 });

    const attackStartedAt = performance.now();
    const attack = startAttackers(gateway, attackers);
    let during: number[];
    let statuses: Record<string, number>;
    try {
      during = await timeRuns(() => bystanderRead(gateway), { runs: reads, warmUp: 5 });
    } finally {
      statuses = await attack.stop();
    }
    const attackSeconds = (performance.now() - attackStartedAt) / 1000;
    const sent = Object.values(statuses).reduce((sum, count) => sum + count, 0);

    console.table([
      { bystander: 'alone', reads, median: ms(median(alone)), p95: ms(percentile(alone, 0.95)) },
      {
        bystander: `during the attack (${attackers} connections)`,
        reads,
        median: ms(median(during)),
        p95: ms(percentile(during, 0.95)),
      },
    ]);
    console.info(
      `Attack: ${sent} requests in ${attackSeconds.toFixed(1)} s (${(sent / attackSeconds).toFixed(0)}/s), ` +
        `answered ${Object.entries(statuses)
          .map(([status, count]) => `${status} × ${count}`)
          .join(', ')}; ${stack.engine}.`,
    );
  } finally {
    await stack.stop();
  }
}
