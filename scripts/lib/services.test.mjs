import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralStart, freePort } from './services.mjs';

const listening = (port) =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('the ports chosen for the services', () => {
  it('are below the range the kernel gives outgoing connections, and never given twice', async () => {
    const start = ephemeralStart();
    const ports = [];
    for (let count = 0; count < 40; count += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeLessThan(start);
    // Each can be listened on at once.
    const servers = await Promise.all(ports.slice(0, 5).map(listening));
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  });

  it('reads where that range starts, and assumes Linux’s default when it cannot', () => {
    expect(ephemeralStart(() => '40000\t60999\n')).toBe(40_000);
    expect(ephemeralStart(() => 'nonsense')).toBe(32_768);
    expect(
      ephemeralStart(() => {
        throw new Error('no such file');
      }),
    ).toBe(32_768);
  });
});
