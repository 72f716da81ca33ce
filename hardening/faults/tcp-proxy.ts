// A TCP relay on 127.0.0.1 that a fault suite puts between api and one of its dependencies
// (PostgreSQL, SMTP) to take the dependency away and give it back while everything else runs.
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * How the dependency disappears:
 * - `refuse`: nothing listens any more (ECONNREFUSED), as when the server is stopped;
 * - `reset`: connections are accepted and reset at once, as when a firewall rejects them; each one
 *   is counted, so a test can tell that api tried;
 * - `silent`: nothing gets through any more and nobody is told, as in a network partition: open
 *   connections stay open on both sides with nothing relayed, new ones are accepted and never
 *   answered. Neither end learns of the other closing: the dependency must find out on its own.
 * With `refuse` and `reset`, the connections open at the moment of the cut are reset.
 */
export type CutMode = 'refuse' | 'reset' | 'silent';

export interface TcpProxy {
  readonly port: number;
  /** Where connections go; set after the proxy started, as the port may be known only later. */
  setTarget(port: number, host?: string): void;
  cut(mode: CutMode): Promise<void>;
  /**
   * Relays new connections again. After `silent`, the connections it held are not given back:
   * api's side is reset (api has given them up by then), the dependency's side is left as it is.
   */
  restore(): Promise<void>;
  /** Connections reset by a `reset` cut since the proxy started. */
  readonly resetConnections: number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
  /** Cut off by a `silent` cut: nothing relayed, and a close on one side not passed on. */
  silenced: boolean;
}

/** A relay on a free port; connections are reset until `setTarget` says where they go. */
export async function startTcpProxy(): Promise<TcpProxy> {
  let destination: { host: string; port: number } | undefined;
  let mode: CutMode | null = null;
  let resetConnections = 0;
  const open = new Set<Socket>();
  const pairs = new Set<Pair>();

  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A reset on one side is the point of the exercise, not a failure of the relay.
    socket.on('error', () => socket.destroy());
  };

  const silence = (pair: Pair) => {
    pair.silenced = true;
    pair.client.unpipe();
    pair.upstream?.unpipe();
    // Whatever arrives is read and dropped, so that neither side sees its writes refused.
    pair.client.on('data', () => undefined);
    pair.upstream?.on('data', () => undefined);
  };

  const relay = (client: Socket) => {
    track(client);
    if (mode === 'reset' || destination === undefined) {
      resetConnections += mode === 'reset' ? 1 : 0;
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, silenced: false };
    pairs.add(pair);
    client.once('close', () => pairs.delete(pair));
    if (mode === 'silent') {
      silence(pair);
      return;
    }
    const upstream = connect(destination.port, destination.host);
    pair.upstream = upstream;
    track(upstream);
    // An error on either side ends both, as a broken network path would, unless the path is cut.
    const end = (socket: Socket) => () => {
      if (!pair.silenced) socket.destroy();
    };
    client.on('error', end(upstream));
    upstream.on('error', end(client));
    client.on('close', end(upstream));
    upstream.on('close', end(client));
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
      if (cutMode === 'silent') {
        for (const pair of pairs) silence(pair);
        return;
      }
      // A server closes only once its connections are gone: stop listening, then reset them.
      const closed = cutMode === 'refuse' ? closeServer(server) : Promise.resolve();
      resetOpenConnections();
      await closed;
    },
    async restore() {
      if (mode === 'refuse') server = await listen(createServer(relay), boundPort);
      if (mode === 'silent') {
        for (const pair of pairs) if (pair.silenced) pair.client.resetAndDestroy();
      }
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
