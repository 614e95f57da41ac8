import type { Config } from 'jest';

/**
 * One jest run for the whole monorepo: a project per package, TypeScript through ts-jest. Jest only
 * transpiles (isolatedModules); `npm run typecheck` type-checks the tests with each package's
 * tsconfig.test.json. The client's is a bundler config, so jest takes its CommonJS variant.
 */
const project = (name: string): NonNullable<Config['projects']>[number] => ({
  displayName: name,
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: [
    `<rootDir>/packages/${name}/src/**/*.test.ts`,
    `<rootDir>/packages/${name}/test/**/*.test.ts`,
    `<rootDir>/packages/${name}/e2e/**/*.test.ts`,
  ],
  // rou3 (Colyseus's HTTP router, through @colyseus/better-call) ships ES modules only, which Node
  // requires natively but jest's module system cannot: it is transpiled to CommonJS like our code.
  transformIgnorePatterns: ['/node_modules/(?!rou3/)'],
  transform: {
    '^.+/node_modules/rou3/.+\\.mjs$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' }, isolatedModules: true }],
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: `<rootDir>/packages/${name}/${name === 'client' ? 'tsconfig.jest.json' : 'tsconfig.test.json'}`, isolatedModules: true },
    ],
  },
  moduleNameMapper: {
    '^@stronghold/rules$': '<rootDir>/packages/rules/src/index.ts',
    '^@stronghold/rules/bots$': '<rootDir>/packages/rules/src/bots/index.ts',
    '^@stronghold/rules/sim$': '<rootDir>/packages/rules/src/sim/index.ts',
    '^@stronghold/rules/cards$': '<rootDir>/packages/rules/src/cards/index.ts',
    '^@stronghold/protocol$': '<rootDir>/packages/protocol/src/index.ts',
    '^@stronghold/rules/testing$': '<rootDir>/packages/rules/src/testing/index.ts',
  },
});

const config: Config = {
  projects: [project('rules'), project('protocol'), project('server'), project('client')],
  // The builds the workers, spawned servers and browser tests run are those of the sources; and the
  // run's directory, where test files share one PostgreSQL cluster, which the teardown stops.
  globalSetup: '<rootDir>/scripts/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.mjs',
  testTimeout: 30_000,
  // One test file per core. Jest's default leaves one core to its own process, which only waits:
  // on a 2-core machine that ran the suite one file at a time with a core idle.
  maxWorkers: '100%',
};

export default config;
