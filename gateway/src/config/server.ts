// The process: where the gateway listens, how it logs and what it serves of the web app.
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const ServerSettings = Type.Object({
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 4000,
    description:
      'HTTP port: web app at `/`, GraphQL and GraphiQL at `/graphql`, the investor’s receipts and statement at `/downloads/…`, `/health`, `/metrics`',
  }),
  HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'interface to listen on (`0.0.0.0` in containers)',
  }),
  NODE_ENV: Type.Enum(NODE_ENVIRONMENTS, {
    default: 'development',
    description: '`production` in deployments',
  }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, {
    default: 'info',
    description: 'pino level of the request log; pretty lines on a terminal in development',
  }),
  PUBLIC_URL: Type.String({
    format: 'uri',
    default: 'http://localhost:4000',
    description: 'the address investors use (links in mail, payment return)',
  }),
  WEB_DIST: Type.String({
    minLength: 1,
    default: defaultWebDist,
    documentedDefault: '`web/dist`',
    description: 'the built web app to serve',
  }),
  // Source maps are for the team's debugging, not for every visitor.
  SERVE_SOURCE_MAPS: Type.Boolean({
    default: false,
    description: 'whether the web app’s `.map` files are served',
  }),
});

export function serverConfig(env: Static<typeof ServerSettings>) {
  return {
    port: env.PORT,
    host: env.HOST,
    production: env.NODE_ENV === 'production',
    /** pino level of the request log; pretty lines on a terminal in development. */
    logLevel: env.LOG_LEVEL,
    prettyLogs: env.NODE_ENV === 'development' && Boolean(process.stdout.isTTY),
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    webDist: env.WEB_DIST,
    /** Whether the web app's `.map` files are served (never by default). */
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
  };
}
