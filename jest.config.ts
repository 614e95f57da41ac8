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
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: `<rootDir>/packages/${name}/${name === 'client' ? 'tsconfig.jest.json' : 'tsconfig.test.json'}`, isolatedModules: true },
    ],
  },
  moduleNameMapper: {
    '^@stronghold/rules$': '<rootDir>/packages/rules/src/index.ts',
    '^@stronghold/rules/protocol$': '<rootDir>/packages/rules/src/protocol/index.ts',
    '^@stronghold/rules/testing$': '<rootDir>/packages/rules/src/testing/index.ts',
  },
});

const config: Config = {
  projects: [project('rules'), project('server'), project('client')],
  testTimeout: 30_000,
};

export default config;
