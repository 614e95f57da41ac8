// ESLint: typescript-eslint's recommended rules on every TypeScript file; layout is Prettier's
// (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
