// Jest runs TypeScript as ES modules through SWC (NestJS 12, MikroORM 7 and BullMQ ship ESM only),
// so it must be started with `node --experimental-vm-modules` (scripts/jest.ts does that).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2023',
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const shared = {
  rootDir: import.meta.dirname,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@matchbazaar/machines$': '<rootDir>/machines/src/index.ts',
    '^@matchbazaar/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^@matchbazaar/matching/query$': '<rootDir>/libs/matching/src/query/index.ts',
    '^@matchbazaar/tracing/testing$': '<rootDir>/libs/tracing/src/testing.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/tests/e2e/'],
  testEnvironment: 'node',
};

export default {
  // A guard against hangs, not a speed target: an integration file's set-up (a database, a BFF)
  // takes seconds on a busy 2-core machine. Jest reads testTimeout only here, not per project.
  testTimeout: 60_000,
  // Each test file loads Nest, MikroORM and the app as fresh ES modules, and a worker keeps what
  // they leave behind: by the end a worker held about 2 GB and spent its time collecting garbage.
  // Replacing a worker once it holds 800 MB cut the whole run from 273 s to 189 s (CPU 438 s to
  // 268 s) on the 2-core machine; a new worker costs about a second.
  workerIdleMemoryLimit: '800MB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.int-spec.ts'],
      // Real PostgreSQL and Redis: fail loudly up front when either is missing.
      globalSetup: '<rootDir>/tests/integration/global-setup.ts',
    },
  ],
};
