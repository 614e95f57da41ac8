// ESLint: typescript-eslint's strict type-checked rules on every TypeScript file of the packages
// and the bench, the layers' import boundaries, no import cycle; layout is Prettier's
// (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
/** The source that is type-checked: each file belongs to one of these programs. */
const typedFiles = ['packages/*/src/**/*.ts', 'packages/*/test/**/*.ts', 'packages/client/e2e/**/*.ts', 'bench/src/**/*.ts'];
const tsconfigs = [
  'packages/rules/tsconfig.test.json',
  'packages/protocol/tsconfig.test.json',
  'packages/server/tsconfig.test.json',
  'packages/client/tsconfig.test.json',
  'bench/tsconfig.json',
];

/** The rules' folders that hold game rules; `engine/` (the machine that runs them) imports none. */
const ruleFolders = ['assault', 'defender', 'invader', 'phases', 'bots', 'sim', 'view', 'testing'];
const rulesArePure = {
  target: 'packages/rules',
  from: ['packages/protocol', 'packages/server', 'packages/client', 'bench'],
  message: 'The rules are pure: they import no protocol, server, client or bench code.',
};
/** The protocol is the contract between the server and its clients: it imports neither side. */
const protocolIsTheContract = {
  target: 'packages/protocol',
  from: ['packages/server', 'packages/client', 'bench'],
  message: 'The protocol is the contract between server and client: it imports no server, client or bench code.',
};

export default defineConfig(
  { ignores: ['**/dist/', '**/node_modules/', 'data/', 'artifacts/', 'bench-results/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `const { viewer: _viewer, ...rest } = view` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `({ state, events } = ...)` updates a `let` state and may set `events` for the first time.
      'prefer-const': ['error', { destructuring: 'all' }],
    },
  },
  {
    files: typedFiles,
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { project: tsconfigs, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Numbers and booleans read naturally in a message; objects and nullish values do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `(x) => void send(x)` and `() => list.push(x)` are callbacks whose result nobody reads.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // Layers: the rules are pure (no protocol, server, client, Colyseus or I/O); the protocol sits
    // on the rules and under server and client; the client reaches the server only through its
    // testing door. No import cycle (type-only cycles: `npm run lint:cycles`).
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfigs })] },
    files: ['packages/**/*.ts', 'bench/src/**/*.ts'],
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            rulesArePure,
            protocolIsTheContract,
            {
              target: 'packages/client',
              from: 'packages/server',
              except: ['./src/testing', './dist/testing'],
              message: 'The client reaches the server only through @stronghold/server/testing (its tests) and the wire.',
            },
          ],
        },
      ],
    },
  },
  {
    // A rule's tests may drive it with bots and scenarios; its source keeps to its layer.
    files: ['packages/rules/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            rulesArePure,
            {
              target: 'packages/rules/src/engine',
              from: ruleFolders.map((f) => `packages/rules/src/${f}`).concat('packages/rules/src/game.ts'),
              message: 'engine/ is the machine that runs the rules: it imports no rule (game.ts composes them).',
            },
            {
              target: 'packages/rules/src/state',
              from: 'packages/rules/src/engine',
              message: 'state/ is the data the engine works on: it imports nothing of engine/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The command-line tools (the simulation runner, the choices doc) and tests may use Node.
    files: ['packages/rules/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/rules/src/sim/cli.ts', 'packages/rules/src/actions/choices-doc.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@stronghold/protocol',
                '@stronghold/protocol/*',
                '@stronghold/server',
                '@stronghold/server/*',
                '@stronghold/client',
                '@stronghold/client/*',
              ],
              message: 'The rules are pure.',
            },
            { group: ['@colyseus/*', 'pixi.js', 'node:*', 'fs', 'net', 'http'], message: 'The rules do no I/O and know no framework.' },
          ],
        },
      ],
    },
  },
  {
    // The protocol is pure too, and uses the rules only through their public entry points (their
    // package's `exports`), never their internals.
    files: ['packages/protocol/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stronghold/server', '@stronghold/server/*', '@stronghold/client', '@stronghold/client/*'],
              message: 'The protocol is the contract between server and client: it imports neither.',
            },
            {
              group: ['@colyseus/*', 'pixi.js', 'node:*', 'fs', 'net', 'http'],
              message: 'The protocol does no I/O and knows no framework.',
            },
            {
              regex: '^@stronghold/rules/(?!(bots|cards|sim|testing)$)|^\\.\\.?/.*\\brules/(src|dist)\\b',
              message: 'The protocol imports the rules only through their public entry points (their package.json exports).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@stronghold/server(?!/testing$)',
              message: 'The client reaches the server only through @stronghold/server/testing (its tests) and the wire.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/client/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Plain CommonJS scripts (run with `node -r`): require is their only import.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
