// A logger for the services the CLI runs (the payment worker): warnings and errors as one line of
// text each on stderr, where the operator sees them; nothing below warn.
import type { FastifyBaseLogger } from 'fastify';

type Write = (text: string) => void;

export function cliLogger(write: Write, bindings: Record<string, unknown> = {}): FastifyBaseLogger {
  const quiet = () => {};
  const at =
    (level: string) =>
    (first: unknown, second?: unknown): void => {
      const [details, message] =
        typeof first === 'string' ? [{}, first] : [first, typeof second === 'string' ? second : ''];
      write(`${level}: ${message}${describe({ ...bindings, ...asObject(details) })}`);
    };
  return {
    level: 'warn',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: (more) => cliLogger(write, { ...bindings, ...more }),
  };
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

// An error is shown by its message; the rest as key=value pairs.
function describe(details: Record<string, unknown>): string {
  const parts = Object.entries(details).map(([key, value]) =>
    value instanceof Error ? `${key}=${value.message}` : `${key}=${JSON.stringify(value)}`,
  );
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
