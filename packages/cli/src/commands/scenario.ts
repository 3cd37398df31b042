// `tcglab scenario run|legal FILE`: load a position file, apply its actions (matched by text), print the result.
import type { Command } from 'commander';
import type { Game } from '@tcglab/core';
import { loadGame } from '@tcglab/runner';
import { UsageError } from '../util/errors.js';
import { POSITION_SCHEMAS, checkSchema } from '../util/position-schema.js';
import { POSITION_FILE, readTextInput } from '../util/text-input.js';

interface Loaded {
  game: Game<unknown>;
  state: unknown;
}

function legalStrings(game: Game<unknown>, s: unknown): { a: number; text: string }[] {
  if (game.isTerminal(s)) return [];
  const buf = new Int32Array(game.maxLegalActions);
  const n = game.legalActions(s, buf);
  const out: { a: number; text: string }[] = [];
  for (let k = 0; k < n; k++) out.push({ a: buf[k]!, text: game.actionToString(s, buf[k]!) });
  return out;
}

/** Exact match first, then a unique prefix (case-insensitive); otherwise an error listing the legal actions. */
export function matchAction(legal: readonly { a: number; text: string }[], want: string, where: string): number {
  const exact = legal.filter((l) => l.text === want);
  if (exact.length === 1) return exact[0]!.a;
  const lw = want.toLowerCase();
  const ci = exact.length ? exact : legal.filter((l) => l.text.toLowerCase() === lw);
  if (ci.length === 1) return ci[0]!.a;
  const pre = legal.filter((l) => l.text.toLowerCase().startsWith(lw));
  if (ci.length === 0 && pre.length === 1) return pre[0]!.a;
  const list = legal.map((l) => `  ${l.text}`).join('\n');
  const why = ci.length > 1 || pre.length > 1 ? `matches ${Math.max(ci.length, pre.length)} legal actions` : 'matches no legal action';
  throw new UsageError(`${where}: "${want}" ${why}; the legal actions are:\n${list || '  (none: the game is over)'}`);
}

async function load(file: string): Promise<{ loaded: Loaded; actions: string[] }> {
  const text = readTextInput(file, POSITION_FILE);
  let pos: { game?: unknown; actions?: unknown };
  try {
    pos = JSON.parse(text) as typeof pos;
  } catch (e) {
    throw new UsageError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (typeof pos !== 'object' || pos === null || Array.isArray(pos)) throw new UsageError(`${file}: a position is a JSON object`);
  if (typeof pos.game !== 'string') throw new UsageError(`${file}: the position needs a "game" field (a game id)`);
  const schema = POSITION_SCHEMAS[pos.game];
  const problem = schema ? checkSchema(schema, pos) : undefined;
  if (problem) throw new UsageError(`${file}: ${problem}`);
  let game: Game<unknown>;
  try {
    game = await loadGame(pos.game);
  } catch (e) {
    throw new UsageError(`${file}: ${(e as Error).message}`);
  }
  if (!game.loadPosition) throw new UsageError(`${file}: ${pos.game} does not support position files yet (no loadPosition)`);
  const actions = pos.actions === undefined ? [] : pos.actions;
  if (!Array.isArray(actions) || actions.some((a) => typeof a !== 'string'))
    throw new UsageError(`${file}: "actions" must be an array of action strings`);
  let state: unknown;
  try {
    state = game.loadPosition(pos);
  } catch (e) {
    throw new UsageError(`${file}: ${(e as Error).message}`);
  }
  return { loaded: { game, state }, actions: actions as string[] };
}

function applyAll(file: string, { game, state }: Loaded, actions: readonly string[]): void {
  actions.forEach((want, k) => {
    const legal = legalStrings(game, state);
    const a = matchAction(legal, want, `${file}: action ${k + 1}`);
    game.applyAction(state, a);
  });
}

export function register(program: Command): void {
  const sc = program.command('scenario').description('Position files (see docs/positions.md)');
  sc.command('run')
    .description("Load a position, apply its actions, print the game's description (or JSON)")
    .argument('<file>', 'position JSON file')
    .option('--json', 'print {status, winner, reason, turn, toAct, legal, state}')
    .action(async (file: string, f: { json?: boolean }) => {
      const { loaded, actions } = await load(file);
      applyAll(file, loaded, actions);
      const { game, state } = loaded;
      if (f.json) {
        const over = game.isTerminal(state);
        const r = over ? game.result(state) : undefined;
        process.stdout.write(
          JSON.stringify(
            {
              status: over ? 'over' : 'ongoing',
              winner: r ? r.winner : null,
              reason: r ? r.reason : null,
              turn: game.turn(state),
              toAct: game.currentPlayer(state),
              legal: legalStrings(game, state).map((l) => l.text),
              state: game.snapshot ? game.snapshot(state) : null,
            },
            null,
            2,
          ) + '\n',
        );
      } else process.stdout.write(game.describe(state) + '\n');
    });
  sc.command('legal')
    .description('Load a position, apply its actions, print the legal action strings (one a line)')
    .argument('<file>', 'position JSON file')
    .action(async (file: string) => {
      const { loaded, actions } = await load(file);
      applyAll(file, loaded, actions);
      for (const l of legalStrings(loaded.game, loaded.state)) process.stdout.write(l.text + '\n');
    });
}
