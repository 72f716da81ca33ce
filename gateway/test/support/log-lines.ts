// Log lines a test can read: a pino logger writing into memory, and the JSON lines of a process.
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

export interface CapturedLog {
  logger: Logger;
  lines: LogLine[];
}

/** A logger at `level` whose lines land in `lines`, parsed. */
export function capturedLogger(level = 'info'): CapturedLog {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

/** Collects a service's output (`[name] {json}` lines) and keeps the JSON ones, parsed. */
export function processLog(): { output: { write(line: string): void }; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    output: {
      write(line) {
        const json = line.slice(line.indexOf(' ') + 1).trim();
        if (!json.startsWith('{')) return;
        try {
          lines.push(JSON.parse(json) as LogLine);
        } catch {
          // a line that is not JSON (a stack trace's continuation) is not a log record
        }
      },
    },
  };
}
