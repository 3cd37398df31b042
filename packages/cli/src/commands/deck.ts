// `tcglab deck validate FILE…`: parse and check deck files; every problem names the file and line.
import type { Command } from 'commander';
import { knownGameIds } from '@tcglab/runner';
import { expandDeckPaths, inferGame, readDeck } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { listCapped } from '../util/text-input.js';

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
        const r = readDeck(game, file);
        if (r.source) results.push({ file, ok: true, game: id, name: r.source.name, cards: r.cards! });
        else results.push({ file, ok: false, game: id, error: r.problem! });
      }
      if (f.json) process.stdout.write(JSON.stringify(results, null, 2) + '\n');
      else {
        const bad = results.filter((r) => !r.ok);
        for (const r of results) if (r.ok) process.stdout.write(`ok  ${r.file}: ${r.name}, ${r.cards} cards (${r.game})\n`);
        // At most 20 problem lines in all, the rest counted: a folder of bad files still prints a short answer.
        if (bad.length) process.stderr.write(listCapped(bad.flatMap((r) => `BAD ${r.error}`.split('\n'))) + '\n');
      }
      if (results.some((r) => !r.ok)) process.exitCode = 1;
    });
}
