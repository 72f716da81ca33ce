// One lint configuration for every workspace. Boundaries between packages and layers are
// enforced here so nobody has to remember them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import noCycle from './lint-rules/no-cycle.js';
import noRelativeWorkspaceImport from './lint-rules/no-relative-workspace-import.js';

// The sandbox stands in for third parties: product code reaches it over HTTP like the real ones,
// while a workspace's tests may start it in-process.
const otherWorkspaces = (self, target = `./${self}`) =>
  ['api', 'gateway', 'web', 'sandbox']
    .filter((name) => name !== self)
    .map((name) => ({
      target: name === 'sandbox' ? `./${self}/src` : target,
      from: `./${name}`,
      message: `${self} talks to ${name} over HTTP only; share types through schema.graphql.`,
    }));

// A feature never imports another feature: shared code lives in src/components or src/lib.
const featuresDir = 'web/src/features';
const featureZones = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => ({
        target: `./${featuresDir}/${name}`,
        from: `./${featuresDir}`,
        except: [`./${name}`],
        message:
          'Features do not import each other; move shared code to src/components or src/lib.',
      }))
  : [];

// An api module is used only through its index.ts: every other module, app.ts, server.ts and the
// admin CLI import `../<module>/index.js`, never a file inside it. Tests may reach inside.
const modulesDir = 'api/src/modules';
const apiModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => name)
  : [];
const frontDoor = '**/api/src/modules/*/index.ts';
const frontDoorMessage = "Import another module through its index.ts: '../<module>/index.js'.";
const moduleZones = [
  ...apiModules.map((name) => ({
    target: `./${modulesDir}/${name}/**/!(*.test).ts`,
    from: `./${modulesDir}/**`,
    except: [`**/${modulesDir}/${name}/**`, frontDoor],
    message: frontDoorMessage,
  })),
  {
    target: ['./api/src/app.ts', './api/src/server.ts', './api/src/admin/**'],
    from: `./${modulesDir}/**`,
    except: [frontDoor],
    message: frontDoorMessage,
  },
];

// Inside a module: routes → services → repositories; nothing below reaches up.
const layerZones = [
  {
    target: `./${modulesDir}/**/*.repository.ts`,
    from: [`./${modulesDir}/**/*.service.ts`, `./${modulesDir}/**/*.routes.ts`],
    message: 'A repository does not import services or routes.',
  },
  {
    target: `./${modulesDir}/**/*.service.ts`,
    from: `./${modulesDir}/**/*.routes.ts`,
    message: 'A service does not import routes.',
  },
];

// How a value is shown has one home: @rent/sale-rules' presentation module (decision 0119). Elsewhere
// in product code, no date or number formatter of the platform, no IST offset worked out by hand and
// no rupee sign stuck before a figure, so that a screen, a mail, a receipt, a statement and an
// export write one order the same way.
const presentationFiles = [
  'packages/sale-rules/src/presentation.ts',
  'packages/sale-rules/src/presentation.test.ts',
];
const presentationMessage =
  'Show dates, money, tokens and percentages with the functions of @rent/sale-rules (presentation.ts).';
const presentationProperties = [
  ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({
    object: 'Intl',
    property,
    message: presentationMessage,
  })),
  ...[
    'toLocaleString',
    'toLocaleDateString',
    'toLocaleTimeString',
    'toDateString',
    'toTimeString',
    'getTimezoneOffset',
  ].map((property) => ({ property, message: presentationMessage })),
];
const istByHand = '/\\+05:?30|Asia\\/(Kolkata|Calcutta)/';
const presentationSyntax = [
  ...[
    `Literal[value=${istByHand}]`,
    `TemplateElement[value.raw=${istByHand}]`,
    'Literal[value=19800]',
    'Literal[value=19800000]',
    "BinaryExpression[operator='*'] > Literal[value=330]",
    "BinaryExpression[operator='*'] > Literal[value=5.5]",
  ].map((selector) => ({
    selector,
    message: `India's offset is worked out once, in @rent/sale-rules' presentation.ts. ${presentationMessage}`,
  })),
  {
    // `₹${figure}`: a rupee amount spelled by hand (grouping and paise are the module's rule).
    selector: 'TemplateLiteral > TemplateElement[value.raw=/₹$/]',
    message: presentationMessage,
  },
];
const productCode = [
  'web/src/**/*.{ts,tsx}',
  'api/src/**/*.ts',
  'gateway/src/**/*.ts',
  'packages/*/src/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      '.data/**',
      'web/src/gql/**',
      'gateway/src/generated/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      'import-x': importX,
      rent: {
        rules: {
          'no-cycle': noCycle,
          'no-relative-workspace-import': noRelativeWorkspaceImport,
        },
      },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // TypeScript sources are imported by the '.js' name they compile to; workspace packages
      // resolve through their package.json exports to the sources.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // import-x/no-cycle has no option to count type imports, which close cycles all the same:
      // rent/no-cycle follows every relative import, `import type` included.
      'rent/no-cycle': 'error',
      // Every workspace, the root's scripts included: another workspace by its package name only.
      'rent/no-relative-workspace-import': [
        'error',
        { allow: [{ from: 'packages/test-kit/src/scripts.ts', to: 'scripts/lib/' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // api's tests run the sandbox's stand-ins in process.
            ...otherWorkspaces('api', './api/src'),
            ...otherWorkspaces('gateway'),
            ...otherWorkspaces('web'),
            ...otherWorkspaces('sandbox'),
            // web: shared code → features → app, never between features.
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/config', from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/features', from: './web/src/app' },
            ...featureZones,
            // api: lib never imports a module, plugins only through its front door (the context
            // type names the modules' capabilities); the database schema reads only the modules'
            // table files.
            {
              target: './api/src/db',
              from: './api/src/modules/**',
              except: ['**/api/src/modules/**/*.table.ts'],
            },
            // A table file is a leaf under the schema: shared column types and value sets live in
            // db/columns.ts, so no table reaches back into a module (decision 0121).
            {
              target: './api/src/modules/**/*.table.ts',
              from: './api/src',
              except: ['./db/columns.ts'],
              message: 'A table file imports only db/columns.ts (and kysely).',
            },
            // Test tooling opens api in-process through its testing entry only.
            ...['hardening', 'bench', 'e2e'].map((tooling) => ({
              target: `./${tooling}`,
              from: './api/src',
              except: ['./testing.ts'],
              message: `${tooling} imports api through '@rent/api/testing' only.`,
            })),
            { target: './api/src/lib', from: './api/src/modules' },
            {
              target: './api/src/plugins',
              from: './api/src/modules/**',
              except: [frontDoor],
              message: frontDoorMessage,
            },
            ...moduleZones,
            ...layerZones,
            // The sale rules are a leaf every tier imports: they import no tier in turn.
            {
              target: './packages/sale-rules',
              from: [
                './api',
                './gateway',
                './web',
                './sandbox',
                './e2e',
                './hardening',
                './bench',
                './scripts',
              ],
              message:
                '@rent/sale-rules imports nothing from the workspaces; pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: productCode,
    // Migrations are frozen as they landed. Tests may write an instant with its offset as input
    // ('2025-12-31T00:00:00+05:30'); what they expect is spelled out literally.
    ignores: [...presentationFiles, 'api/src/db/migrations/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', ...presentationProperties],
      'no-restricted-syntax': ['error', ...presentationSyntax],
    },
  },
  // The sale rules stay pure: no Node built-ins, no I/O, no clock or randomness of their own
  // (instants are passed in), so that the browser and every server run the same code.
  {
    files: ['packages/sale-rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: '@rent/sale-rules is pure: no Node built-ins.',
          })),
          patterns: [
            { group: ['node:*'], message: '@rent/sale-rules is pure: no Node built-ins.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'fetch', 'require', 'setTimeout', 'setInterval'].map((name) => ({
          name,
          message: '@rent/sale-rules is pure: pass what it needs in.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the instant in.' },
        { object: 'Math', property: 'random', message: '@rent/sale-rules is deterministic.' },
        ...presentationProperties,
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the instant in.',
        },
        ...presentationSyntax,
      ],
    },
  },
  // The presentation module itself stays pure; its test compares it with the platform's formatters.
  {
    files: presentationFiles,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the instant in.' },
        { object: 'Math', property: 'random', message: '@rent/sale-rules is deterministic.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the instant in.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'bench/**', '.ci/**', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
