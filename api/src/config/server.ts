// The process: where api listens and how it logs.
import { Type, type Static } from 'typebox';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;

export const ServerSettings = Type.Object({
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 4100,
    rule: 'must be an integer from 0 to 65535',
    description:
      'HTTP port: `/api/v1/…`, `/health`, `/metrics` (Prometheus; whoever reaches api reads it, so never publish it), OpenAPI at `/api/v1/openapi.json`; `0` picks a free port and logs it',
  }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'interface to listen on' }),
  NODE_ENV: Type.Enum(NODE_ENVIRONMENTS, {
    default: 'development',
    description:
      '`production` in deployments: every setting marked "required in production" must then be given',
  }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info', description: 'pino level of the log' }),
});

export function serverConfig(env: Static<typeof ServerSettings>) {
  return { port: env.PORT, host: env.HOST, nodeEnv: env.NODE_ENV, logLevel: env.LOG_LEVEL };
}
