// The log leaves in blocks, yet no line is lost or held long: a quiet server's line appears within
// the flush period, and lines still buffered when the process exits are written at exit.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/** Runs a child that logs through logDestination(); resolves with its lines and when each came. */
function child(body: string): Promise<{ lines: string[]; firstArrivedAt: number | undefined }> {
  const script = `
    import { pino } from 'pino';
    import { logDestination } from ${JSON.stringify(destination)};
    const log = pino({ base: null }, logDestination());
    ${body}
  `;
  return new Promise((resolve, reject) => {
    let firstArrivedAt: number | undefined;
    let output = '';
    const running = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    running.stdout.on('data', (chunk: Buffer) => {
      firstArrivedAt ??= Date.now();
      output += chunk.toString();
    });
    running.on('error', reject);
    running.on('close', () =>
      resolve({ lines: output.split('\n').filter((line) => line !== ''), firstArrivedAt }),
    );
  });
}

describe('logDestination', () => {
  it('writes a quiet process’s line within a flush period', { timeout: 20_000 }, async () => {
    const { lines, firstArrivedAt } = await child(`
      log.info('ready');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      log.info('after the wait');
      process.exit(0);
    `);
    const [ready, after] = lines.map((line) => JSON.parse(line) as { msg: string; time: number });
    expect([ready?.msg, after?.msg]).toEqual(['ready', 'after the wait']);
    // Written by the periodic flush, long before the child's next line 3 s later.
    expect((firstArrivedAt ?? Infinity) - (ready?.time ?? 0)).toBeLessThan(2000);
  });

  it('writes every line still buffered when the process exits', { timeout: 20_000 }, async () => {
    const { lines } = await child(`
      for (let i = 0; i < 5000; i++) log.info({ i }, 'burst');
      process.exit(0);
    `);
    expect(lines).toHaveLength(5000);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ i: 4999, msg: 'burst' });
  });
});
