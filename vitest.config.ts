// Tests run against source (the `@tcglab/source` export condition), never a stale dist/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tcglab/source'] },
  ssr: { resolve: { conditions: ['@tcglab/source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
