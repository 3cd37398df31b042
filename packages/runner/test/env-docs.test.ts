// docs/env.md shows each game's observation layout exactly as the code builds it (`tcglab env --layout GAME`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutMarkdown, loadEncoding } from '../src/env/config.js';

const DOC = readFileSync(join(import.meta.dirname, '../../../docs/env.md'), 'utf8');

describe('docs/env.md observation layouts', () => {
  for (const game of ['duel-masters', 'divine-cross', 'crossover-fc']) {
    it(`${game}: the documented tables are the code's`, async () => {
      const enc = await loadEncoding(game);
      expect(DOC).toContain(`(\`${enc.version}\`)`);
      expect(DOC).toContain(layoutMarkdown(enc));
    });
  }
});
