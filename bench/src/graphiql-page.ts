// GraphiQL's page (decision 0099): bytes on the wire and the gateway's CPU per request once the
// page is prepared. Runs the built gateway (`npm run build` first, which compresses the page) as
// its own process and reads that process's CPU time from /proc around a loop of page loads.
// Usage: npm run bench:graphiql -w bench -- [requests]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const requests = Number(process.argv[2] ?? 200);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** User and system (kernel: the socket writes) CPU of a process, in milliseconds. */
function cpuMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

const port = await freePort();
const gateway = spawn(
  'node',
  [fileURLToPath(new URL('../../gateway/dist/server.js', import.meta.url))],
  {
    env: {
      ...process.env,
      PORT: String(port),
      GRAPHIQL: 'true',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  },
);
const url = `http://127.0.0.1:${port}/graphql`;
try {
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/dashboard`);
      break;
    } catch {
      if (tries > 100) throw new Error('the gateway did not start');
      await sleep(100);
    }
  }
  // Each load from a client of its own (the gateway trusts this bench as its one proxy): the
  // page's per-address limit is not what is measured.
  let client = 0;
  const load = async (encoding: string) => {
    client += 1;
    const answer = await fetch(url, {
      headers: {
        accept: 'text/html',
        'accept-encoding': encoding,
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
    });
    if (answer.status !== 200) throw new Error(`GraphiQL answered ${answer.status}`);
    await answer.arrayBuffer();
    // fetch hands over the body decoded: the bytes that travelled are the declared length.
    return Number(answer.headers.get('content-length'));
  };
  let started = performance.now();
  const firstBytes = await load('br');
  const first = performance.now() - started;
  const sizes = { br: firstBytes, gzip: await load('gzip'), identity: await load('identity') };
  const before = cpuMs(gateway.pid!);
  started = performance.now();
  for (let index = 0; index < requests; index += 1) await load('br');
  const elapsed = performance.now() - started;
  const after = cpuMs(gateway.pid!);
  // A browser that kept the page revalidates it: 304 by ETag.
  const etag =
    (
      await fetch(url, { headers: { accept: 'text/html', 'x-forwarded-for': '10.255.0.1' } })
    ).headers.get('etag') ?? '';
  const revalidated = cpuMs(gateway.pid!);
  for (let index = 0; index < requests; index += 1) {
    client += 1;
    const answer = await fetch(url, {
      headers: {
        accept: 'text/html',
        'if-none-match': etag,
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
    });
    if (answer.status !== 304) throw new Error(`a revalidation answered ${answer.status}`);
  }
  const afterRevalidation = cpuMs(gateway.pid!);
  const perRequest = (ms: number) => (ms / requests).toFixed(2);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  console.info(
    [
      `GraphiQL page: first load ${first.toFixed(0)} ms`,
      `on the wire: brotli ${kB(sizes.br)}, gzip ${kB(sizes.gzip)}, identity ${kB(sizes.identity)}`,
      `${requests} more loads, per request: gateway CPU ${perRequest(after.user - before.user)} ms user + ${perRequest(after.system - before.system)} ms system, ${perRequest(elapsed)} ms wall`,
      `${requests} revalidations (304), per request: gateway CPU ${perRequest(afterRevalidation.user - revalidated.user)} ms user + ${perRequest(afterRevalidation.system - revalidated.system)} ms system`,
    ].join('\n'),
  );
} finally {
  gateway.kill();
}
