// Where api and the gateway write their JSON log lines: standard output, asynchronously and in
// blocks (decision 0148). Written line by line, every request paid for a write(2) of its own on
// its path, the largest single cost the profiles of both services showed after the work itself.
import { pino } from 'pino';

/** Lines are held until this many bytes wait, or until the next periodic flush. */
const BLOCK_BYTES = 4096;
/** A line waits at most this long on a quiet server. */
const FLUSH_EVERY_MS = 1000;

/** Standard output for pino: lines leave in blocks, at the latest a second later, and at exit. */
export function logDestination() {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: BLOCK_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  });
}
