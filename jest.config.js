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
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/tests/e2e/'],
  testEnvironment: 'node',
};

export default {
  // A guard against hangs, not a speed target: an integration file's set-up (a database, a BFF)
  // takes seconds on a busy 2-core machine. Jest reads testTimeout only here, not per project.
  testTimeout: 60_000,
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
