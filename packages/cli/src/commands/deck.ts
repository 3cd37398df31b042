// `tcglab deck validate FILE…`: parse and check deck files; every problem names the file and line.
import type { Command } from 'commander';
import { knownGameIds } from '@tcglab/runner';
import { expandDeckPaths, inferGame } from '../util/decks-arg.js';
import { readFileSync } from 'node:fs';
import { loadGameArg } from '../util/game-arg.js';

export function register(program: Command): void {
  const deck = program.command('deck').description('Deck files');
  deck
    .command('validate')
    .description('Check deck files (game from --game or the deck folder decks/<game>/); exit 1 if any is bad')
    .argument('<files...>', 'deck files or folders')
    .option('--game <id>', 'game id')
    .option('--json', 'print [{file, ok, name, cards, error}] as JSON')
    .action(async (paths: string[], f: { game?: string; json?: boolean }) => {
      const files = expandDeckPaths(paths);
      const results: { file: string; ok: boolean; game?: string; name?: string; cards?: number; error?: string }[] = [];
      for (const file of files) {
        const id = f.game ?? inferGame(file, knownGameIds());
        if (!id) {
          results.push({
            file,
            ok: false,
            error: `${file}: cannot tell the game; pass --game (${knownGameIds().join(', ')}) or keep decks in decks/<game>/`,
          });
          continue;
        }
        const game = await loadGameArg(id);
        try {
          const d = game.parseDeck(readFileSync(file, 'utf8'), file);
          results.push({ file, ok: true, game: id, name: d.name, cards: d.cards.length });
        } catch (e) {
          const err = e as NodeJS.ErrnoException;
          results.push({ file, ok: false, game: id, error: err.code ? `${file}: cannot read (${err.code})` : err.message });
        }
      }
      if (f.json) process.stdout.write(JSON.stringify(results, null, 2) + '\n');
      else {
        for (const r of results) {
          if (r.ok) process.stdout.write(`ok  ${r.file}: ${r.name}, ${r.cards} cards (${r.game})\n`);
          else process.stderr.write(`BAD ${r.error}\n`);
        }
      }
      if (results.some((r) => !r.ok)) process.exitCode = 1;
    });
}
