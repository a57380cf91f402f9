// Backend tests: unit specs beside the code (src, *.spec.ts) and API tests from the outside (test, *.e2e-spec.ts).
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // Several nodes share only a real PostgreSQL and Redis: on the embedded defaults there is nothing to share.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL && process.env.REDIS_URL ? [] : ['/test/multi-node\\.e2e-spec\\.ts$'])],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Tests read the shared package's sources, so they never run against a stale build of it.
  moduleNameMapper: { '^@portal/shared$': '<rootDir>/../shared/src/index.ts', '^@portal/shared/(.*)$': '<rootDir>/../shared/src/$1' },
  // A run id for the samples template the suites share (test/samples-template.ts), dropped at the end.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
