// `tcglab ablate`: the causal value of a card — a deck with it against the same deck without it (or with a
// replacement), on the same deals.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { ablateDeck, deckText, formatAblation, parseAblationSprt, parseAgentSpec, runAblation, type AblationPlan } from '@tcglab/agents';
import type { Deck, Game } from '@tcglab/core';
import { splitAgentList } from '../util/agents-arg.js';
import { expandDeckPaths, loadDeckSources } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { UsageError, collect, intFlag } from '../util/errors.js';

interface AblateFlags {
  game: string;
  deck: string;
  card: string;
  replaceWith?: string;
  copies?: string;
  vs?: string[];
  agents?: string;
  games?: string;
  seed?: string;
  sprt?: string;
  turnLimit?: string;
  out?: string;
  json?: boolean;
}

/** A deck argument: a file or folder, or a bare deck name looked up in decks/<game>/NAME.txt. */
function deckPath(game: string, arg: string): string {
  if (existsSync(arg)) return arg;
  const named = join('decks', game, arg.endsWith('.txt') ? arg : `${arg}.txt`);
  if (!/[\\/]/.test(arg) && existsSync(named)) return named;
  return arg;
}

function resolveCard(game: Game<unknown>, ref: string, flag: string): string {
  const c = game.cards.resolve(ref);
  if (c) return c.id;
  const near = game.cards.suggest(ref, 3);
  throw new UsageError(`${flag}: no ${game.id} card "${ref}"${near.length ? ` (nearest: ${near.join(', ')})` : ''}`);
}

function parseDecks(game: Game<unknown>, paths: readonly string[]): Deck[] {
  return loadDeckSources(game, expandDeckPaths(paths)).map((d) => game.parseDeck(d.text, d.file));
}

export function register(program: Command): void {
  program
    .command('ablate')
    .description(
      'The causal value of a card: the deck with it against the same deck without it (or with --replace-with), ' +
        'on the same deals (same shuffles, engine and agent seeds), seats swapped; an interval over deals and an optional SPRT',
    )
    .requiredOption('--game <id>', 'game id')
    .requiredOption('--deck <file|name>', 'the deck under test (a file, or a name in decks/<game>/)')
    .requiredOption('--card <id|name>', 'the card to take out')
    .option('--replace-with <id|name>', 'the card that takes its places (needed where decks have a fixed size, e.g. Duel Masters)')
    .option('--copies <n>', 'copies to take out [all]')
    .option('--vs <file|dir|name>', 'opponent deck(s) (repeatable; a folder gives all its decks)', collect)
    .option('--agents <a[,b]>', 'agent of the deck under test, then of the opponents (one spec: both) [random]')
    .option('--games <n>', 'games per version of the deck (rounded up to whole deals of 2 games) [1000]')
    .option('--seed <s>', 'seed [ablate]')
    .option(
      '--sprt <params>',
      'sequential test on the effect, e.g. e0=0,e1=0.05,alpha=0.05,beta=0.05 (effects as fractions): stop once settled',
    )
    .option('--turn-limit <n>', 'turn cap per game [game default]')
    .option('--out <dir>', 'write deals.csv and result.json here')
    .option('--json', 'print the result as JSON')
    .action(async (f: AblateFlags) => {
      const game = await loadGameArg(f.game);
      const [deck] = parseDecks(game, [deckPath(f.game, f.deck)]);
      if (!deck) throw new UsageError(`--deck ${f.deck}: no deck`);
      if (!f.vs?.length) throw new UsageError('give the opponents: --vs DECK (repeatable; a folder gives all its decks)');
      const opponents = parseDecks(
        game,
        f.vs.map((v) => deckPath(f.game, v)),
      );
      const card = resolveCard(game, f.card, '--card');
      const replace = f.replaceWith !== undefined ? resolveCard(game, f.replaceWith, '--replace-with') : undefined;
      if (replace === card) throw new UsageError('--replace-with names the card itself: nothing would change');
      const copies = intFlag('--copies', f.copies, 1);
      let variant: Deck;
      try {
        variant = ablateDeck(deck, card, replace, copies);
        game.parseDeck(deckText(variant), `${deck.file} without ${card}`);
      } catch (e) {
        const hint = replace === undefined ? ' (give --replace-with CARD to keep the deck legal)' : '';
        throw new UsageError(`the ablated deck is not legal: ${(e as Error).message}${hint}`);
      }
      const agentList = f.agents ? splitAgentList(f.agents) : ['random'];
      if (agentList.length > 2) throw new UsageError(`--agents takes one or two specs; got ${agentList.length}`);
      for (const a of agentList) {
        try {
          parseAgentSpec(a);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
      }
      let sprt;
      if (f.sprt !== undefined) {
        try {
          sprt = parseAblationSprt(f.sprt);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
      }
      const games = intFlag('--games', f.games, 2) ?? 1000;
      const plan: AblationPlan = {
        game,
        deck,
        variant,
        opponents,
        agents: [agentList[0]!, agentList[1] ?? agentList[0]!],
        deals: Math.ceil(games / 2),
        seed: f.seed ?? 'ablate',
        ...(f.turnLimit !== undefined ? { turnLimit: intFlag('--turn-limit', f.turnLimit, 1)! } : {}),
        ...(sprt ? { sprt } : {}),
      };
      const tty = process.stderr.isTTY === true;
      const r = await runAblation(plan, tty ? (n) => process.stderr.write(`\r${n}/${plan.deals} deals`) : undefined);
      if (tty) process.stderr.write('\r\x1b[K');
      const json = {
        deck: deck.name,
        variant: variant.name,
        card,
        replaceWith: replace ?? null,
        opponents: opponents.map((o) => o.name),
        agents: plan.agents,
        seed: plan.seed,
        deals: r.deals.length,
        effect: r.effect,
        original: r.original,
        variantRate: r.variant,
        byOpponent: r.byOpponent,
        sprt: r.sprt ?? null,
      };
      if (f.out) {
        mkdirSync(f.out, { recursive: true });
        const lines = ['deal,opponent,original_points,variant_points,reasons'];
        for (const d of r.deals)
          lines.push(`${d.k},"${opponents[d.opponent]!.name.replace(/"/g, '""')}",${d.original},${d.variant},${d.reasons.join(' ')}`);
        writeFileSync(join(f.out, 'deals.csv'), lines.join('\n') + '\n');
        writeFileSync(join(f.out, 'result.json'), JSON.stringify(json, null, 2) + '\n');
      }
      process.stdout.write(f.json ? JSON.stringify(json, null, 2) + '\n' : formatAblation(plan, r) + '\n');
    });
}
