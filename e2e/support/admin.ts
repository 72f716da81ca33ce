// The team's admin CLI, as journeys use it: the global setup runs it against the stack's database
// (see admin-control in global-setup) and answers its output.
import { inject } from 'vitest';

export function runAdmin(...args: string[]): Promise<string> {
  return runAdminOn(inject('adminControlUrl'), args);
}

/** The admin CLI against the stack whose sale is running. */
export function runLiveAdmin(...args: string[]): Promise<string> {
  return runAdminOn(inject('liveAdminControlUrl'), args);
}

async function runAdminOn(controlUrl: string, args: string[]): Promise<string> {
  const response = await fetch(`${controlUrl}/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  const result = (await response.json()) as { code: number; output: string };
  if (result.code !== 0)
    throw new Error(`admin ${args.join(' ')} failed (${result.code}):\n${result.output}`);
  return result.output;
}
