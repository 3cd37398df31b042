// `tcglab cards show NAME|ID` and `tcglab cards coverage`: the game's card pool, and how much of it is playable.
import type { Command } from 'commander';
import { loadGameArg } from '../util/game-arg.js';
import { UsageError } from '../util/errors.js';

const game = loadGameArg;

export function register(program: Command): void {
  const cards = program.command('cards').description('Card pools');
  cards
    .command('show')
    .description('Print one card (exact id or name; suggests near names)')
    .argument('<ref...>', 'card id or name')
    .requiredOption('--game <id>', 'game id')
    .option('--json', 'print JSON')
    .action(async (ref: string[], f: { game: string; json?: boolean }) => {
      const g = await game(f.game);
      const q = ref.join(' ');
      const c = g.cards.resolve(q);
      if (!c) {
        const near = g.cards.suggest(q, 5);
        throw new UsageError(`no ${f.game} card "${q}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`);
      }
      if (f.json) process.stdout.write(JSON.stringify(c, null, 2) + '\n');
      else {
        process.stdout.write(
          `${c.name} (${c.id}), set ${c.set}: ${c.playable ? 'playable' : `NOT playable: ${c.unsupported ?? 'not implemented'}`}\n`,
        );
        process.stdout.write(JSON.stringify(c.data, null, 2) + '\n');
      }
    });
  cards
    .command('coverage')
    .description('Implemented vs not, per set and in total')
    .requiredOption('--game <id>', 'game id')
    .option('--json', 'print JSON')
    .option('--missing', 'also list the cards that are not playable')
    .action(async (f: { game: string; json?: boolean; missing?: boolean }) => {
      const g = await game(f.game);
      const sets = new Map<string, { set: string; total: number; playable: number; missing: string[] }>();
      for (const c of g.cards.all()) {
        const s = sets.get(c.set) ?? { set: c.set, total: 0, playable: 0, missing: [] };
        s.total++;
        if (c.playable) s.playable++;
        else s.missing.push(`${c.id} ${c.name}: ${c.unsupported ?? 'not implemented'}`);
        sets.set(c.set, s);
      }
      const rows = [...sets.values()].sort((a, b) => (a.set < b.set ? -1 : a.set > b.set ? 1 : 0));
      const total = rows.reduce((a, s) => ({ total: a.total + s.total, playable: a.playable + s.playable }), { total: 0, playable: 0 });
      const pct = (p: number, t: number): string => (t ? `${((100 * p) / t).toFixed(1)}%` : '-');
      if (f.json) {
        process.stdout.write(
          JSON.stringify(
            {
              game: f.game,
              version: g.version,
              sets: rows.map((s) => ({
                set: s.set,
                total: s.total,
                playable: s.playable,
                unsupported: s.total - s.playable,
                ...(f.missing ? { missing: s.missing } : {}),
              })),
              total: { ...total, unsupported: total.total - total.playable },
            },
            null,
            2,
          ) + '\n',
        );
        return;
      }
      const w = Math.max(5, ...rows.map((s) => s.set.length));
      process.stdout.write(`${'set'.padEnd(w)}  ${'cards'.padStart(6)}  ${'playable'.padStart(8)}  ${'missing'.padStart(7)}  share\n`);
      for (const s of rows)
        process.stdout.write(
          `${s.set.padEnd(w)}  ${String(s.total).padStart(6)}  ${String(s.playable).padStart(8)}  ${String(s.total - s.playable).padStart(7)}  ${pct(s.playable, s.total)}\n`,
        );
      process.stdout.write(
        `${'total'.padEnd(w)}  ${String(total.total).padStart(6)}  ${String(total.playable).padStart(8)}  ${String(total.total - total.playable).padStart(7)}  ${pct(total.playable, total.total)}\n`,
      );
      if (f.missing) for (const s of rows) for (const m of s.missing) process.stdout.write(`  ${m}\n`);
    });
}
