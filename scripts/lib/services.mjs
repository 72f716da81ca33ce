// Starting and stopping the product's processes: shared by `npm start`, `npm run dev`, the gateway's
// integration tests and the browser journeys, so every one of them runs the stack the same way.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Ports are chosen ahead of the process that listens on them, so a moment passes between the two.
// The kernel hands the ports of its ephemeral range to every outgoing connection on the machine
// (Linux: 32768–60999 by default), and tests running beside each other open many: a port the OS
// picked from that range could be taken in that moment. Ports are chosen below it instead, at
// random, each checked by binding it and never handed out twice by one process.
const CHOSEN_FROM = 20_000;
const LINUX_EPHEMERAL_START = 32_768;
const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const handedOut = new Set();

/** Where the kernel's range of ports for outgoing connections starts. */
export function ephemeralStart(readRange = () => readFileSync(EPHEMERAL_RANGE, 'utf8')) {
  try {
    const start = Number(readRange().trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > 0 ? start : LINUX_EPHEMERAL_START;
  } catch {
    return LINUX_EPHEMERAL_START;
  }
}

/**
 * A TCP port that was free a moment ago, outside the kernel's range for outgoing connections (or
 * the OS's pick when that range leaves too little room below it).
 */
export async function freePort() {
  const end = ephemeralStart();
  if (end - CHOSEN_FROM >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = CHOSEN_FROM + Math.floor(Math.random() * (end - CHOSEN_FROM));
      if (handedOut.has(port)) continue;
      if ((await listenOn(port).catch(() => undefined)) !== undefined) {
        handedOut.add(port);
        return port;
      }
    }
  }
  return listenOn(0);
}

/** Listens on `port` of 127.0.0.1 (0: the OS picks), closes, and answers the port it had. */
function listenOn(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

async function waitForHealthy(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`not ready at ${url} after ${timeoutMs} ms`);
}

function prefixLines(stream, label, write) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) write(`${label} ${line}\n`);
  });
  stream.on('end', () => buffer && write(`${label} ${buffer}\n`));
}

/**
 * Spawns one service and resolves once `healthUrl` answers. `output` receives its prefixed log lines
 * (pass null to keep them in memory only; they are shown if the service fails to start).
 * `cwd` defaults to the repository; `inheritEnv: false` gives the service `env` alone, as a
 * container gets only what its image and compose set.
 * @param {{ name: string, command: string, args: string[], env?: Record<string, string | undefined>,
 *   healthUrl: string, timeoutMs?: number, output?: { write(line: string): unknown } | null,
 *   cwd?: string, inheritEnv?: boolean }} options
 */
export async function startService({
  name,
  command,
  args,
  env,
  healthUrl,
  timeoutMs = 60_000,
  output = process.stdout,
  cwd = ROOT,
  inheritEnv = true,
}) {
  const captured = [];
  const write = (line) => {
    captured.push(line);
    if (captured.length > 200) captured.shift();
    output?.write(line);
  };
  const child = spawn(command, args, {
    cwd,
    env: inheritEnv ? { ...process.env, ...env } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, `[${name}]`, write);
  prefixLines(child.stderr, `[${name}]`, write);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealthy(healthUrl, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${name} ${error.message}\n${captured.join('')}`);
  }
  let stopping = false;
  return {
    name,
    child,
    /** Calls `listener` if the service exits without being asked to. */
    onCrash(listener) {
      child.once('exit', (code, signal) => {
        if (!stopping) listener({ name, code, signal, log: captured.join('') });
      });
    },
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** How each service is launched: from compiled output (`npm start`) or from source (tests, dev). */
export function serviceCommand(workspace, mode) {
  if (mode === 'dist') return { command: process.execPath, args: [`${workspace}/dist/server.js`] };
  const tsx = `${ROOT}node_modules/.bin/tsx`;
  if (mode === 'watch')
    return { command: tsx, args: ['watch', '--clear-screen=false', `${workspace}/src/server.ts`] };
  return { command: tsx, args: [`${workspace}/src/server.ts`] };
}
