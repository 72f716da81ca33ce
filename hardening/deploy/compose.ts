// What the deployment actually runs, read from the files operators use: docker-compose.yml's
// environment for each service (with compose's variable interpolation) and the final stage of each
// service's Dockerfile (its ENV, WORKDIR and CMD).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '@rent/test-kit/scripts';

export class ComposeError extends Error {
  override name = 'ComposeError';
}

interface ComposeService {
  environment?: Record<string, string | number | boolean | null>;
  build?: { context: string; dockerfile: string };
  volumes?: string[];
  command?: string[] | string;
}

function readCompose(file: string): { services: Record<string, ComposeService> } {
  return parse(readFileSync(file, 'utf8')) as { services: Record<string, ComposeService> };
}

/**
 * Compose's interpolation of one value: `${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?error}`, `${VAR?error}` and `$$` for a dollar sign. A required variable that is
 * missing throws with compose's own reason, as `docker compose up` stops.
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name: string | undefined, colon: string, kind: string, operand: string) => {
      if (whole === '$$') return '$';
      const given = variables[name ?? ''];
      const missing = given === undefined || (colon === ':' && given === '');
      if (!kind) return given ?? '';
      if (kind === '-') return missing ? interpolate(operand, variables) : (given ?? '');
      if (missing)
        throw new ComposeError(`required variable ${name} is missing a value: ${operand}`);
      return given ?? '';
    },
  );
}

/** Every service's environment as compose would give it, interpolated from `variables`. */
export function composeEnvironments(
  variables: Record<string, string | undefined>,
  file = join(ROOT, 'docker-compose.yml'),
): Record<string, Record<string, string>> {
  const compose = readCompose(file);
  return Object.fromEntries(
    Object.entries(compose.services).map(([name, service]) => [
      name,
      Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [
          key,
          interpolate(value === null ? '' : String(value), variables),
        ]),
      ),
    ]),
  );
}

/** The Dockerfile a compose service is built from, relative to the repository. */
export function dockerfileOf(service: string, file = join(ROOT, 'docker-compose.yml')): string {
  const build = readCompose(file).services[service]?.build;
  if (!build) throw new ComposeError(`service ${service} is not built from a Dockerfile`);
  return join(build.context, build.dockerfile);
}

export interface ImageRuntime {
  /** ENV of the final stage. */
  env: Record<string, string>;
  /** WORKDIR of the final stage (an absolute path inside the image). */
  workdir: string;
  /** CMD in exec form. */
  cmd: string[];
}

/** What the image's final stage sets up to run: the stage after the last FROM. */
export function imageRuntime(dockerfile: string): ImageRuntime {
  const text = readFileSync(join(ROOT, dockerfile), 'utf8').replace(/\\\n/g, ' ');
  const lines = text.split('\n').map((line) => line.trim());
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const runtime: ImageRuntime = { env: {}, workdir: '/', cmd: [] };
  for (const line of lines.slice(lastFrom + 1)) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const argument = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'ENV':
        for (const pair of argument.match(/[A-Za-z_][A-Za-z0-9_]*=("[^"]*"|\S*)/g) ?? []) {
          const at = pair.indexOf('=');
          runtime.env[pair.slice(0, at)] = pair.slice(at + 1).replace(/^"|"$/g, '');
        }
        break;
      case 'WORKDIR':
        runtime.workdir = argument.startsWith('/') ? argument : join(runtime.workdir, argument);
        break;
      case 'CMD':
        runtime.cmd = JSON.parse(argument) as string[];
        break;
    }
  }
  return runtime;
}

/** A service's environment as written, before interpolation: `${NAME:-default}` and the like. */
export function rawEnvironment(
  service: string,
  file = join(ROOT, 'docker-compose.yml'),
): Record<string, string> {
  const environment = readCompose(file).services[service]?.environment ?? {};
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}

/**
 * A service's files from the host, interpolated: the path inside the container → the host's path,
 * relative ones resolved against the compose file's folder as compose does. Named volumes are left
 * out.
 */
export function composeBindMounts(
  service: string,
  variables: Record<string, string | undefined>,
  file = join(ROOT, 'docker-compose.yml'),
): Record<string, string> {
  const mounts = (readCompose(file).services[service]?.volumes ?? []).map((volume) =>
    interpolate(volume, variables).split(':'),
  );
  return Object.fromEntries(
    mounts
      .filter(([source]) => source !== undefined && /^[./]/.test(source))
      .map(([source = '', target = '']) => [target, resolve(dirname(file), source)]),
  );
}

/** The shell script a one-shot service runs (its `command`), with compose's `$$` unescaped. */
export function serviceScript(service: string, file = join(ROOT, 'docker-compose.yml')): string {
  const command = readCompose(file).services[service]?.command ?? [];
  return (Array.isArray(command) ? command.join('\n') : command).replaceAll('$$', '$');
}
