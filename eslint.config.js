import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { appBoundaries } from './scripts/lint/app-boundaries.ts';
import { bffFolderLoops, bffRepositoryOwners, bffWings } from './scripts/lint/bff-wings.ts';
import { featureBoundaries } from './scripts/lint/feature-boundaries.ts';
import { noImportCycle } from './scripts/lint/import-cycles.ts';

const apps = ['bff', 'worker', 'web', 'mail-sink'];
const appImport = (except = '') =>
  apps
    .filter((a) => a !== except)
    .map((a) => ({
      group: [`@matchbazaar/${a}`, `@matchbazaar/${a}/*`],
      message: 'An app is never imported by a lib or another app.',
    }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      '.tools/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Explicit projects: build configs for sources, tsconfig.checks.json for tests and configs.
        project: [
          './libs/*/tsconfig.json',
          './machines/tsconfig.json',
          './apps/bff/tsconfig.json',
          './apps/worker/tsconfig.json',
          './apps/mail-sink/tsconfig.json',
          './apps/web/tsconfig.json',
          './scripts/tsconfig.json',
          './tsconfig.checks.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // No import cycle anywhere, type-only and dynamic imports included (scripts/lint/import-cycles.js).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { cycles: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'cycles/no-import-cycle': 'error' },
  },
  {
    // Plain JS config and lint files are not part of any TS project.
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // NestJS modules are classes with decorators and no members by design; statuses are plain
    // numbers compared with Nest's HttpStatus enum, which is what that enum is for.
    files: ['apps/bff/**/*.ts'],
    rules: {
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.spec.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Import boundaries (docs/architecture.md).
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImport(),
            { regex: '(^|/)apps/', message: 'A lib never imports an app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    // Specs and their helpers (machines/src/testing, never built) may use the test runner.
    ignores: ['machines/**/*.spec.ts', 'machines/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|xstate/|@matchbazaar/contracts$|\\.{1,2}/)',
              message:
                'machines/ imports only xstate and @matchbazaar/contracts: effects are supplied by the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // An app never imports another app, specs and test helpers included: the rule resolves each
    // relative import, so `../../../worker/src/x.js` counts though it never spells `apps/`.
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    plugins: { apps: { rules: { 'no-other-app': appBoundaries } } },
    rules: { 'apps/no-other-app': 'error' },
  },
  // Folder boundaries inside the BFF. database/ knows no domain: each domain module registers its
  // entities (entitiesOf) and seeds (SeedRegistry); the migration CLI alone loads them all, through
  // all-entities.ts. users/ is account storage that auth/ and profile/ build on, never the reverse.
  ...[
    {
      folder: 'platform/database',
      regex: '^\\.\\./(?!config/)',
      message: 'database/ never imports a domain: the domain module registers with it.',
      ignores: ['apps/bff/src/platform/database/migration-cli.ts'],
    },
    {
      folder: 'identity/users',
      regex: '^\\.\\./(auth|profile)/',
      message: 'users/ is storage under auth/ and profile/: it never imports them.',
      ignores: [],
    },
  ].map(({ folder, regex, message, ignores }) => ({
    files: [`apps/bff/src/${folder}/**/*.ts`],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts', ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex, message }],
        },
      ],
    },
  })),
  // The BFF's wings import downwards only (platform, identity, marketplace, administration), and
  // its domain folders in no loop; a domain reads another's repository only where it is shared.
  {
    files: ['apps/bff/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    plugins: {
      wings: {
        rules: {
          'downwards-only': bffWings,
          'no-folder-loop': bffFolderLoops,
          'shared-repositories-only': bffRepositoryOwners,
        },
      },
    },
    rules: {
      'wings/downwards-only': 'error',
      'wings/no-folder-loop': 'error',
      'wings/shared-repositories-only': 'error',
    },
  },
  // Services hold rules; repositories own data: only repositories (and the database layer, the
  // composition roots, the test kit) use EntityManager or MikroORM. A type import, to pass a
  // caller's transaction along, is fine. A rule of its own (typescript-eslint's), so it adds to
  // the folder rules above instead of replacing their no-restricted-imports.
  {
    files: ['apps/bff/src/**/*.ts'],
    ignores: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.repository.ts',
      'apps/bff/src/platform/database/**',
      'apps/bff/src/testing/**',
      'apps/bff/src/app.ts',
      'apps/bff/src/identity/auth/create-admin-cli.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mikro-orm/postgresql',
              importNames: ['EntityManager', 'MikroORM'],
              allowTypeImports: true,
              message: "Ask the domain's repository; only repositories use the ORM.",
            },
          ],
        },
      ],
    },
  },
  // Every e2e test is watched for console errors and React warnings (tests/e2e/support/
  // console-watch.ts): its `test` comes from there or from verified-browser.ts, never bare.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/console-watch.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Take `test` from support/verified-browser.ts, or watchedTest from support/console-watch.ts: every e2e test's pages are watched for console errors.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
    },
  },
);
