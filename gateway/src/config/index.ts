// The gateway's configuration: read from the environment once, validated, and frozen. Each topic's
// file describes its variables once (a TypeBox schema whose options carry the description, the
// default and what a value must be) and builds its part; the types are those parts' types.
// docs/configuration.md is generated from these schemas (`npm run config:docs`).
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { presentVariables, rulesOf, settingsOf, typedVariables } from '@rent/server-kit';
import { parseTrustedProxies } from '../http/client-address.js';
import { GuardSettings, guardsConfig } from './guards.js';
import { ServerSettings, serverConfig } from './server.js';
import { UpstreamSettings, upstreamsConfig } from './upstreams.js';

export { LOG_LEVELS } from './server.js';

/** Every variable the gateway reads, in the order problems are reported. */
export const GatewaySettings = Type.Object({
  ...ServerSettings.properties,
  ...UpstreamSettings.properties,
  ...GuardSettings.properties,
});

const RULES = rulesOf(GatewaySettings);
// Variables whose value a configuration error must not print.
const SECRETS: ReadonlySet<string> = new Set(
  settingsOf(GatewaySettings).flatMap(([name, setting]) => (setting.secret ? [name] : [])),
);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the variables the gateway knows; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const present = presentVariables(GatewaySettings, env);
  const candidate = Value.Default(GatewaySettings, typedVariables(GatewaySettings, present));
  const trustedProxies = parseTrustedProxies(present.TRUST_PROXY);
  if (!Value.Check(GatewaySettings, candidate) || typeof trustedProxies === 'string') {
    const problems = [
      ...new Map(
        Value.Errors(GatewaySettings, candidate).map((error) => {
          const variable = error.instancePath.replace(/^\//, '') || 'configuration';
          const got = SECRETS.has(variable)
            ? 'a value not shown'
            : JSON.stringify(present[variable] ?? null);
          return [variable, `${variable}: ${RULES[variable] ?? error.message} (got ${got})`];
        }),
      ).values(),
    ];
    if (typeof trustedProxies === 'string') problems.push(`TRUST_PROXY: ${trustedProxies}`);
    throw new ConfigError(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  const server = serverConfig(candidate);
  return Object.freeze({
    ...server,
    ...upstreamsConfig(candidate),
    ...guardsConfig(candidate, trustedProxies, server.production),
  });
}

export type GatewayConfig = ReturnType<typeof loadConfig>;
