// `tcglab play`: one game between two decks with a readable log of every action (or --json).
import type { Command } from 'commander';
import { prepareRun, playIndexWithState, type RunSpec } from '@tcglab/runner';
import { seatAgents } from '../util/agents-arg.js';
import { inferGameOf, loadDeckSources, noGameError } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { UsageError, collect, intFlag, seedFlag } from '../util/errors.js';
import { actionLogger, type LogEntry } from '../util/game-log.js';
import { runExitCode } from '../util/exit-codes.js';
import { knownGameIds } from '@tcglab/runner';

interface PlayFlags {
  game?: string;
  deck?: string[];
  seed?: string;
  agents?: string;
  agent?: string[];
  swap?: boolean;
  turnLimit?: string;
  maxDecisions?: string;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('play')
    .description('Play one game and print every action (the game is game 0, or 1 with --swap, of a run with the same seed)')
    .option('--game <id>', 'game id (inferred from the deck folder decks/<game>/ when absent)')
    .option('--deck <file>', 'deck of seat 0, then of seat 1 (give twice)', collect)
    .option('--seed <s>', 'seed [1]')
    .option('--agents <a,b>', 'agent spec per seat, or one for both [random]')
    .option('--agent <spec>', 'agent spec of the next seat, never split at commas (repeatable)', collect)
    .option('--swap', 'play the seat-swapped twin of the game (same deal, decks swapped)')
    .option('--turn-limit <n>', 'turn cap')
    .option('--max-decisions <n>', 'decision budget')
    .option('--json', 'print {game, seed, decks, agents, actions: [...], result} as JSON')
    .action(async (f: PlayFlags) => {
      const files = f.deck ?? [];
      if (files.length !== 2) throw new UsageError(`play needs exactly two --deck files (seat 0, seat 1); got ${files.length}`);
      const agents = seatAgents(f.agents, f.agent);
      const gameId = f.game ?? inferGameOf(files, knownGameIds());
      if (!gameId) throw noGameError(files, knownGameIds());
      const game = await loadGameArg(gameId);
      const decks = loadDeckSources(game, files);
      if (decks[0]!.name === decks[1]!.name) decks[1] = { ...decks[1]!, name: `${decks[1]!.name} (2)` };
      const turnLimit = intFlag('--turn-limit', f.turnLimit, 1);
      const maxDecisions = intFlag('--max-decisions', f.maxDecisions, 1);
      const spec: RunSpec = {
        game: gameId,
        decks,
        agents,
        gamesPerPair: 2,
        seed: seedFlag('--seed', f.seed) ?? '1',
        pairing: 'round-robin',
        ...(turnLimit !== undefined ? { turnLimit } : {}),
        ...(maxDecisions !== undefined ? { maxDecisions } : {}),
      };
      const ctx = await prepareRun(spec, game);
      const entries: LogEntry[] = [];
      const index = f.swap ? 1 : 0;
      if (!f.json)
        process.stdout.write(
          `${game.name}: ${ctx.decks[f.swap ? 1 : 0]!.name} (seat 0, ${spec.agents[0]}) vs ${ctx.decks[f.swap ? 0 : 1]!.name} (seat 1, ${spec.agents[1]}), seed ${spec.seed}\n`,
        );
      const { row, state } = await playIndexWithState(ctx, index, actionLogger(game, !!f.json, entries));
      if (f.json) {
        process.stdout.write(
          JSON.stringify(
            {
              game: gameId,
              seed: spec.seed,
              dealSeed: row.seed,
              decks: [row.deck_0, row.deck_1],
              agents: spec.agents,
              actions: entries,
              result: row,
            },
            null,
            2,
          ) + '\n',
        );
      } else {
        process.stdout.write(`\n${game.describe(state)}\n\n`);
        process.stdout.write(
          `result: ${row.winner < 0 ? 'draw' : `seat ${row.winner} (${row.winner_deck}) wins`} by ${row.reason} on turn ${row.turns} after ${row.decisions} decisions; checksum ${row.checksum}\n`,
        );
        if (row.agent_error) process.stderr.write(`agent error: ${row.agent_error}\n`);
      }
      process.exitCode = runExitCode({ failed: 0, agentErrors: row.reason === 'agent-error' ? 1 : 0 });
    });
}
