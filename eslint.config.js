// Lint gates (run by `pnpm lint` and .ci/run): no import cycles, no duplicate imports, no hidden randomness
// or clocks in the engines. Formatting is prettier's job (`pnpm format:check`), types are tsc's.
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const ENGINES = ['packages/core/src/**', 'packages/duel-masters/src/**', 'packages/divine-cross/src/**', 'packages/crossover-fc/src/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'reports/**', '**/*.mjs', '**/*.cjs'] },
  {
    files: ['**/*.ts', '**/*.js'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Resolve workspace packages to their TypeScript source (the `@tcglab/source` condition), and NodeNext's
      // `./x.js` specifiers to `./x.ts`, so that cycles are seen across files and across packages.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
          conditionNames: ['@tcglab/source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-debugger': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },
  {
    // Engines are pure functions of their seeds: every random draw goes through a Prng, and no rule reads a clock.
    files: ENGINES,
    ignores: ['packages/core/src/match.ts'], // the match loop's optional wall-clock budget (MatchOptions.maxMillis)
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Engines draw randomness from a seeded Prng (core/rng.ts), never Math.random.' },
        { object: 'Date', property: 'now', message: 'Engines never read the clock: results must depend only on seeds.' },
      ],
      'no-restricted-globals': ['error', { name: 'performance', message: 'Engines never read the clock.' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Engines never read the clock.' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.js'],
    ignores: ENGINES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Draw randomness from a seeded Prng (core/rng.ts), never Math.random.' },
      ],
    },
  },
);
