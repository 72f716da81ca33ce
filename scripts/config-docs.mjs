// docs/configuration.md's settings tables are written from api's and the gateway's own schemas
// (api/src/config/, gateway/src/config/): `--write` rewrites them, `--check` (npm test) fails when
// the committed document differs, or when docker-compose.yml or .env.example name a setting no
// schema knows. Run through tsx, which reads the schemas' TypeScript:
//   npm run config:docs            (writes)
//   npm run config:docs -- --check
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { documentationRows, settingsOf } from '@rent/server-kit';
import { ApiSettings, ChainSettings } from '@rent/api/config-schema';
import { GatewaySettings } from '@rent/gateway/config-schema';
import { rawEnvironment } from '@rent/hardening/compose';
import { generatedSection, unknownSettings, withGeneratedSection } from './lib/config-docs.mjs';
import { ROOT } from './lib/services.mjs';

const DOCUMENT = join(ROOT, 'docs/configuration.md');
const check = process.argv.includes('--check');

const section = generatedSection([
  { heading: 'gateway (`gateway/`)', rows: documentationRows(GatewaySettings) },
  { heading: 'api (`api/`)', rows: documentationRows(ApiSettings) },
  {
    heading: 'api: token distribution on chain',
    intro:
      'Read by the chain module and the distribution commands (decisions 0102 to 0106; runbook in [operations.md](operations.md)).',
    rows: documentationRows(ChainSettings),
  },
]);

const current = readFileSync(DOCUMENT, 'utf8');
const wanted = await prettier.format(withGeneratedSection(current, section), {
  ...(await prettier.resolveConfig(DOCUMENT)),
  filepath: DOCUMENT,
});

const namesOf = (schema) => new Set(settingsOf(schema).map(([name]) => name));
const problems = unknownSettings({
  services: {
    api: {
      names: Object.keys(rawEnvironment('api')),
      known: new Set([...namesOf(ApiSettings), ...namesOf(ChainSettings)]),
    },
    gateway: { names: Object.keys(rawEnvironment('gateway')), known: namesOf(GatewaySettings) },
  },
  envExample: readFileSync(join(ROOT, '.env.example'), 'utf8'),
  composeText: readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'),
});

if (check && wanted !== current)
  problems.unshift(
    'docs/configuration.md differs from the settings schemas; run `npm run config:docs` and commit it',
  );
if (!check && wanted !== current) {
  writeFileSync(DOCUMENT, wanted);
  console.info('config:docs: docs/configuration.md rewritten from the schemas');
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.info(
  'config:docs: docs/configuration.md, docker-compose.yml and .env.example match the settings schemas',
);
