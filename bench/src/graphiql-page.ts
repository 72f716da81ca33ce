// GraphiQL's page and its parts (decisions 0099, 0146): bytes on the wire for a first load and the
// gateway's CPU per request once they are prepared. Runs the built gateway (`npm run build` first, which compresses the page) as
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
const base = `http://127.0.0.1:${port}`;
const url = `${base}/graphql`;
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
  // per-address limits are not what is measured.
  let client = 0;
  const nextClient = () => {
    client += 1;
    return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  };
  const get = async (path: string, encoding: string, accept = '*/*') => {
    const answer = await fetch(`${base}${path}`, {
      headers: { accept, 'accept-encoding': encoding, 'x-forwarded-for': nextClient() },
    });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const text = await answer.text();
    // fetch hands over the body decoded: the bytes that travelled are the declared length.
    return { bytes: Number(answer.headers.get('content-length')), text };
  };
  const page = (encoding: string) => get('/graphql', encoding, 'text/html');
  const started = performance.now();
  const firstPage = await page('br');
  const first = performance.now() - started;
  const parts = [...firstPage.text.matchAll(/(?:href|src)="(\/graphiql\/[^"]+)"/g)].map(
    ([, path]) => path!,
  );
  // What a browser with an empty cache fetches: the page and every part, in each encoding.
  const wire: Record<string, { page: number; parts: number[] }> = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    const parts_ = [];
    for (const path of parts) parts_.push((await get(path, encoding)).bytes);
    wire[encoding] = { page: (await page(encoding)).bytes, parts: parts_ };
  }
  const cpuOf = async (work: () => Promise<unknown>) => {
    const before = cpuMs(gateway.pid!);
    const began = performance.now();
    for (let index = 0; index < requests; index += 1) await work();
    const after = cpuMs(gateway.pid!);
    return {
      user: (after.user - before.user) / requests,
      system: (after.system - before.system) / requests,
      wall: (performance.now() - began) / requests,
    };
  };
  const pageLoads = await cpuOf(() => page('br'));
  const editor = parts.find(
    (path) => /graphiql-[\w-]+\.js$/.test(path) && !path.includes('workers'),
  );
  const editorLoads = await cpuOf(() => get(editor ?? parts[0]!, 'br'));
  // A browser that kept the page revalidates it: 304 by ETag.
  const etag =
    (
      await fetch(url, { headers: { accept: 'text/html', 'x-forwarded-for': '10.255.0.1' } })
    ).headers.get('etag') ?? '';
  const revalidations = await cpuOf(async () => {
    const answer = await fetch(url, {
      headers: { accept: 'text/html', 'if-none-match': etag, 'x-forwarded-for': nextClient() },
    });
    if (answer.status !== 304) throw new Error(`a revalidation answered ${answer.status}`);
  });
  const ms = (value: number) => value.toFixed(2);
  const bytes = (value: number) => value.toLocaleString('en');
  const cpu = (figures: { user: number; system: number; wall: number }) =>
    `gateway CPU ${ms(figures.user)} ms user + ${ms(figures.system)} ms system, ${ms(figures.wall)} ms wall`;
  console.info(
    [
      `GraphiQL: first request of the process ${first.toFixed(0)} ms`,
      ...Object.entries(wire).map(
        ([encoding, { page: pageBytes, parts: partBytes }]) =>
          `${encoding}: page ${bytes(pageBytes)} B, parts ${partBytes.map(bytes).join(' + ')} B, ` +
          `first load ${bytes(pageBytes + partBytes.reduce((sum, value) => sum + value, 0))} B, ` +
          `largest answer ${bytes(Math.max(pageBytes, ...partBytes))} B`,
      ),
      `${requests} page loads, per request: ${cpu(pageLoads)}`,
      `${requests} loads of the editor (${editor}), per request: ${cpu(editorLoads)}`,
      `${requests} revalidations of the page (304), per request: ${cpu(revalidations)}`,
    ].join('\n'),
  );
} finally {
  gateway.kill();
}
