// What api asks PostgreSQL for one `GET /api/v1/user`: the stack's api runs with the SQL recorder
// preloaded and paused; recording is switched on for one request and off again, and the statements
// of that request (without begin and commit) are written to a file the bare Fastify + pg
// reference replays.
import { readFile, writeFile } from 'node:fs/promises';

const CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;

export async function recordUserStatements(options: {
  apiUrl: string;
  token: string;
  log: string;
  out: string;
  toggle: () => void;
}): Promise<number> {
  const read = () =>
    fetch(`${options.apiUrl}/api/v1/user`, {
      headers: { authorization: `Bearer ${options.token}` },
    });
  await read();
  options.toggle();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const response = await read();
  options.toggle();
  if (!response.ok) throw new Error(`GET /api/v1/user answered ${String(response.status)}`);
  const statements = (await readFile(options.log, 'utf8'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as [number, string, unknown[]])
    .filter(([, text]) => !CONTROL.test(text))
    .map(([, text, values]) => [text, values]);
  if (statements.length === 0) throw new Error('api sent no statement for GET /api/v1/user');
  await writeFile(options.out, JSON.stringify(statements));
  return statements.length;
}
