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

/** Who the journeys' commands are run by, as every team command must say (`--by`). */
export const JOURNEY_TEAM_MEMBER = 'journey';

async function runAdminOn(controlUrl: string, args: string[]): Promise<string> {
  const named = args.includes('--by') ? args : [...args, '--by', JOURNEY_TEAM_MEMBER];
  const response = await fetch(`${controlUrl}/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ args: named }),
  });
  const result = (await response.json()) as { code: number; output: string };
  if (result.code !== 0)
    throw new Error(`admin ${args.join(' ')} failed (${result.code}):\n${result.output}`);
  return result.output;
}
