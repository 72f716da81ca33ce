import type { AddressInfo, Server } from 'node:net';

/** Starts listening and gives the port actually bound, which matters when asked for port 0. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
