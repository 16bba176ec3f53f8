// Flat ESLint config. Besides style, it enforces the dependency direction of docs/ARCHITECTURE.md:
// texts (every word, one tree) imports nothing of ours; domain imports only texts; contract imports
// domain and texts; server and web meet only in contract/domain/texts; a feature reaches another
// feature only through its index.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import featureBoundary from './eslint-rules/feature-boundary.js';

const ourPackages = (allowed) =>
  ['@posylka/texts', '@posylka/domain', '@posylka/contract', '@posylka/server', '@posylka/web']
    .filter((p) => !allowed.includes(p))
    .map((name) => ({ name, message: `This layer may not import ${name} (see docs/ARCHITECTURE.md).` }));

// Issue 17 item 3 (decision 018): the web app calls routes by name, `api.call(endpoints.X, ...)`,
// or `hrefOf(endpoints.X, ...)` for links; it writes no API path of its own.
const API_PATH_MESSAGE =
  'Call the route by name: api.call(endpoints.X, { params, query, body }) or hrefOf(endpoints.X, ...) (decision 018).';
// The prefix and the one non-JSON path the contract names (the server writes logo links).
const API_PATH_HELPERS = ['API_BASE', 'catalogLogoApiPath'];
const noHandWrittenApiPaths = [
  'error',
  { selector: 'Literal[value=/^\\/api\\//]', message: API_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: API_PATH_MESSAGE },
  {
    selector: `ImportSpecifier[imported.name=/^(${API_PATH_HELPERS.join('|')})$/]`,
    message: API_PATH_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.tsc/**',
      '**/.react-router/**',
      'var/**',
      '**/test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Command-line tools print their results.
    files: [
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'apps/server/src/db/cli/**/*.ts',
      'apps/server/src/**/cli-*.ts',
      'apps/server/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/texts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages([]),
          patterns: [
            {
              group: ['node:*', 'react', 'react-*'],
              message: 'packages/texts is words and their translator only.',
            },
            {
              group: ['**/apps/**', '**/domain/**', '**/contract/**'],
              message: 'packages/texts imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages(['@posylka/texts']),
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm*',
              ],
              message: 'packages/domain is pure: no I/O, no framework.',
            },
            { group: ['**/apps/**', '**/contract/**'], message: 'packages/domain imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages(['@posylka/texts', '@posylka/domain']),
          patterns: [
            {
              group: ['**/apps/**', 'fastify', '@fastify/*', 'react', 'drizzle-orm*'],
              message: 'contract depends on domain and texts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages(['@posylka/texts', '@posylka/domain', '@posylka/contract']),
          patterns: [
            {
              group: ['**/apps/web/**', '**/web/app/**'],
              message: 'The server meets the web app only in contract/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages(['@posylka/texts', '@posylka/domain', '@posylka/contract']),
          patterns: [
            { group: ['**/apps/web/**'], message: 'The server meets the web app only in contract/domain.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages(['@posylka/texts', '@posylka/domain', '@posylka/contract']),
          patterns: [
            {
              group: ['**/apps/server/**', 'fastify', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*'],
              message: 'The web app meets the server only in contract/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    // Tests stand in for the server, so they name its paths.
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/*test-harness*', '**/test-*.ts'],
    rules: { 'no-restricted-syntax': noHandWrittenApiPaths },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages(['@posylka/texts', '@posylka/domain', '@posylka/contract']),
          patterns: [
            {
              group: ['**/apps/server/**', 'fastify', 'drizzle-orm*'],
              message: 'The web app meets the server only in contract/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features meet only through each other's index, at any depth (eslint-rules/feature-boundary.js).
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundary': featureBoundary } } },
    rules: { 'local/feature-boundary': 'error' },
  },
  {
    // No import circles: a module graph with a cycle has no order to load or to read it in.
    files: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Type-aware parsing of the imported files too, else a .ts dependency is skipped unread.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
