// Closing a connection while the client is still sending, without losing the answer.
//
// A server refuses a body that is too large as soon as the headers say so (a 413 with
// `connection: close`) and does not read the rest. Node then ends its side and destroys the socket
// at once. The client's bytes that keep arriving find a closed socket, so the kernel answers them
// with a reset, and a client that had not yet read the 413 from its own receive buffer loses it:
// the caller sees "fetch failed" or EPIPE instead of the answer. Busy clients lose it now and then.
//
// The cure is the lingering close that web servers have long used: end our side (the client
// reads the answer and then end of stream), keep reading and dropping what the client still
// sends, and destroy the socket when the client closes or after a bounded time.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface LingeringCloseOptions {
  /** How long a closing connection may keep sending before it is cut; 5 s unless given. */
  lingerMs?: number;
}

/** Long enough for a loaded client to read the answer; short enough that a sender cannot hold on. */
export const DEFAULT_LINGER_MS = 5_000;

function dropEverything(): void {}

interface StreamHandle {
  reading?: boolean;
  readStart?: () => number;
}

/**
 * Node's HTTP parser reads a connection's handle itself, past the stream's own bookkeeping; the
 * 'data' listener above hands the handle back to the stream, which still believes a read is under
 * way and would never start one. Start it as Node's server does when it resumes such a socket.
 */
function readAgain(socket: Socket): void {
  const handle = (socket as unknown as { _handle?: StreamHandle | null })._handle;
  if (!handle || handle.reading || typeof handle.readStart !== 'function') return;
  handle.reading = true;
  handle.readStart();
}

/**
 * Makes every connection `server` closes linger: our side ends, what the client still sends is
 * read and dropped, and the socket goes when the client closes or after `lingerMs`.
 */
export function lingerOnClose(server: Server, options: LingeringCloseOptions = {}): void {
  const lingerMs = options.lingerMs ?? DEFAULT_LINGER_MS;
  server.on('connection', (socket: Socket) => {
    // Node's HTTP server closes a connection that must not carry another request through
    // destroySoon (after a response sent with `connection: close`); only that path lingers.
    socket.destroySoon = function lingeringClose(this: Socket) {
      if (this.destroyed) return;
      if (this.writable) this.end();
      if (this.readableEnded) {
        // The client has closed its side already: nothing more can come.
        if (this.writableFinished) this.destroy();
        else this.once('finish', () => this.destroy());
        return;
      }
      const cut = setTimeout(() => this.destroy(), lingerMs);
      cut.unref();
      this.once('close', () => clearTimeout(cut));
      // What still comes belongs to a request already answered: the HTTP parser no longer sees
      // it (it would read more as a pipelined request, and the end of a body cut short as a
      // client error), and it is dropped as it arrives.
      this.removeAllListeners('data');
      this.removeAllListeners('end');
      this.on('data', dropEverything);
      this.once('end', () => this.destroy());
      this.resume();
      readAgain(this);
    };
  });
}
