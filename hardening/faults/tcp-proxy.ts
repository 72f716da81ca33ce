// A TCP relay on 127.0.0.1 that a fault suite puts between api and one of its dependencies
// (PostgreSQL, SMTP) to take the dependency away and give it back while everything else runs.
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * How the dependency disappears:
 * - `refuse`: nothing listens any more (ECONNREFUSED), as when the server is stopped;
 * - `reset`: connections are accepted and reset at once, as when a firewall rejects them; each one
 *   is counted, so a test can tell that api tried.
 * Either way the connections open at the moment of the cut are reset.
 */
export type CutMode = 'refuse' | 'reset';

export interface TcpProxy {
  readonly port: number;
  /** Where connections go; set after the proxy started, as the port may be known only later. */
  setTarget(port: number, host?: string): void;
  cut(mode: CutMode): Promise<void>;
  restore(): Promise<void>;
  /** Connections reset by a `reset` cut since the proxy started. */
  readonly resetConnections: number;
  close(): Promise<void>;
}

/** A relay on a free port; connections are reset until `setTarget` says where they go. */
export async function startTcpProxy(): Promise<TcpProxy> {
  let destination: { host: string; port: number } | undefined;
  let mode: CutMode | null = null;
  let resetConnections = 0;
  const open = new Set<Socket>();

  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A reset on one side is the point of the exercise, not a failure of the relay.
    socket.on('error', () => socket.destroy());
  };

  const relay = (client: Socket) => {
    track(client);
    if (mode === 'reset' || destination === undefined) {
      resetConnections += mode === 'reset' ? 1 : 0;
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(destination.port, destination.host);
    track(upstream);
    // An error on either side ends both, as a broken network path would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server = await listen(createServer(relay), 0);
  const boundPort = addressPort(server);

  const resetOpenConnections = () => {
    for (const socket of open) socket.resetAndDestroy();
  };

  return {
    port: boundPort,
    get resetConnections() {
      return resetConnections;
    },
    setTarget(targetPort, host = '127.0.0.1') {
      destination = { host, port: targetPort };
    },
    async cut(cutMode) {
      mode = cutMode;
      // A server closes only once its connections are gone: stop listening, then reset them.
      const closed = cutMode === 'refuse' ? closeServer(server) : Promise.resolve();
      resetOpenConnections();
      await closed;
    },
    async restore() {
      if (mode === 'refuse') server = await listen(createServer(relay), boundPort);
      mode = null;
    },
    async close() {
      const closed = server.listening ? closeServer(server) : Promise.resolve();
      resetOpenConnections();
      await closed;
    },
  };
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function addressPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no TCP port');
  return address.port;
}
