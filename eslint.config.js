// One lint configuration for every workspace. Boundaries between packages and layers are
// enforced here so nobody has to remember them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const otherWorkspaces = (self) =>
  ['api', 'gateway', 'web', 'sandbox']
    .filter((name) => name !== self)
    .map((name) => ({
      target: `./${self}`,
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...otherWorkspaces('api'),
            ...otherWorkspaces('gateway'),
            ...otherWorkspaces('web'),
            ...otherWorkspaces('sandbox'),
            // web: shared code → features → app, never between features.
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/config', from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/features', from: './web/src/app' },
            ...featureZones,
            // api: routes → services → repositories; nothing below reaches up.
            { target: './api/src/db', from: './api/src/modules' },
            { target: './api/src/lib', from: './api/src/modules' },
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
    files: ['scripts/**', 'e2e/**', 'bench/**', '.ci/**', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
