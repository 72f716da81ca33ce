import { describe, expect, it } from 'vitest';
import { eventually } from './eventually.js';

describe('eventually', () => {
  it('answers the first value the probe finds, counting a throwing probe as not yet', async () => {
    let calls = 0;
    const found = await eventually(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('not up yet');
        return calls === 3 ? 'ready' : undefined;
      },
      { what: 'the service', intervalMs: 1 },
    );
    expect(found).toBe('ready');
    expect(calls).toBe(3);
  });

  it('gives up after its deadline, naming what it awaited and the last error', async () => {
    await expect(
      eventually(
        async () => {
          throw new Error('connection refused');
        },
        { what: 'api', timeoutMs: 20, intervalMs: 5 },
      ),
    ).rejects.toThrow('gave up waiting for api after 20 ms: connection refused');
  });
});
