// Killing api the hard way (SIGKILL: no graceful close, transactions cut wherever they are), as a
// crashed machine or the OOM killer would. The stack keeps api as its own child process; it is
// found among this process's children by its command line and port.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { eventually } from '@rent/test-kit/eventually';

const API_ENTRY = 'api/dist/server.js';

/** Sends SIGKILL to the api listening on `port` and waits until nothing answers there. */
export async function killApi(port: number): Promise<void> {
  const pid = apiProcessId(port);
  process.kill(pid, 'SIGKILL');
  await eventually(
    async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
        return undefined;
      } catch {
        return true;
      }
    },
    { what: `api (pid ${pid}) to die`, timeoutMs: 30_000, intervalMs: 50 },
  );
}

function apiProcessId(port: number): number {
  if (!existsSync('/proc/self/stat')) {
    throw new Error('finding the api process needs /proc (Linux)');
  }
  const found = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => isApiChild(pid, port));
  if (found.length !== 1 || found[0] === undefined) {
    throw new Error(`expected one api child on port ${port}, found ${found.length}`);
  }
  return found[0];
}

function isApiChild(pid: number, port: number): boolean {
  try {
    // `pid (name) state ppid …`: the name may hold spaces, so read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid !== process.pid) return false;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return command.some((part) => part.endsWith(API_ENTRY)) && environment.includes(`PORT=${port}`);
  } catch {
    // The process ended while we looked.
    return false;
  }
}
