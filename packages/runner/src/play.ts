// Plays game i of a run: builds its config from the plan, runs the match loop, and returns a compact outcome.
import { createAgent, parseAgentSpec } from '@tcglab/agents';
import { hex32, playGame, playGameAsync, type Agent, type Deck, type Game, type GameConfig, type MatchOptions } from '@tcglab/core';
import { gameRowToCsv, type GameRow } from '@tcglab/reports';
import { GameRecorder, recordingAgent, type Recording } from './record.js';
import { loadGame } from './games.js';
import { RunPlan, type GamePlan } from './plan.js';
import type { RunSpec } from './spec.js';

/** Everything needed to play any game of a run; built once per worker. */
export interface RunContext {
  readonly spec: RunSpec;
  readonly game: Game<unknown>;
  readonly decks: readonly Deck[];
  readonly plan: RunPlan;
}

/** A finished game (its games.csv line) or a failed one (its errors.csv data). */
export type GameOutcome =
  | {
      readonly ok: true;
      readonly i: number;
      readonly pair: number;
      /** The games.csv line, newline included. */
      readonly line: string;
      /** Score of the pair's first deck: 1 win, 0 loss, 0.5 draw. */
      readonly scoreA: number;
      readonly reason: string;
      readonly decisions: number;
      /** The seat whose agent failed (reason `agent-error`: the other seat won), else -1. */
      readonly errSeat: -1 | 0 | 1;
      /** The game's decision records (`sim --record`): JSON lines, gzipped when the file is .gz. */
      readonly records?: string | Uint8Array;
    }
  | {
      readonly ok: false;
      readonly i: number;
      readonly pair: number;
      readonly seed: string;
      readonly error: string;
    };

/** Load the game and parse the decks (throws DeckError naming file and line). */
export async function prepareRun(spec: RunSpec, game?: Game<unknown>): Promise<RunContext> {
  const g = game ?? (await loadGame(spec.game));
  const decks = spec.decks.map((d) => {
    const deck = g.parseDeck(d.text, d.file);
    return deck.name === d.name ? deck : { ...deck, name: d.name };
  });
  for (const a of spec.pilots ?? spec.agents) parseAgentSpec(a);
  return { spec, game: g, decks, plan: new RunPlan(spec) };
}

export function gameConfig(ctx: RunContext, p: GamePlan): GameConfig {
  const { spec, decks } = ctx;
  return {
    decks: [decks[p.seatDecks[0]]!, decks[p.seatDecks[1]]!],
    shuffleSeeds: p.shuffleSeeds,
    engineSeed: p.engineSeed,
    startWinner: p.startWinner,
    turnLimit: spec.turnLimit ?? ctx.game.defaultTurnLimit,
    ...(spec.options ? { options: spec.options } : {}),
  };
}

export function matchOptions(ctx: RunContext, extra?: Partial<MatchOptions>): MatchOptions {
  return {
    maxDecisions: ctx.spec.maxDecisions ?? ctx.game.maxDecisions,
    ...(ctx.spec.maxMs ? { maxMillis: ctx.spec.maxMs } : {}),
    ...extra,
  };
}

const oneLine = (s: string): string => s.replace(/[\r\n]+/g, ' ');

/** The error text recorded for a failed game. */
export function errorText(e: unknown): string {
  if (e instanceof Error) return oneLine(`${e.name}: ${e.message}`);
  return oneLine(String(e));
}

/** Play game i and return its final state too (replay, play). Throws what the game throws. */
export async function playIndexWithState(
  ctx: RunContext,
  i: number,
  /** Extra match options built from the new game's state (logging hooks). */
  extra?: (state: unknown) => Partial<MatchOptions>,
  /** Wrap each seat's agent (decision recording); the wrapper must play exactly as the agent. */
  wrap?: (agent: Agent) => Agent,
): Promise<{ plan: GamePlan; row: GameRow; state: unknown }> {
  const { game } = ctx;
  const p = ctx.plan.game(i);
  const config = gameConfig(ctx, p);
  const made = [createAgent(p.agents[0]), createAgent(p.agents[1])] as [Agent, Agent];
  const agents = wrap ? (made.map(wrap) as [Agent, Agent]) : made;
  try {
    const state = game.newGame(config);
    const args = { game, config, agents, agentSeeds: p.agentSeeds, options: matchOptions(ctx, extra?.(state)), state };
    const rec = agents[0].actAsync || agents[1].actAsync ? await playGameAsync(args) : playGame(args);
    const names = [ctx.decks[p.seatDecks[0]]!.name, ctx.decks[p.seatDecks[1]]!.name];
    const stats = [game.cardStats?.(state, 0), game.cardStats?.(state, 1)];
    const row: GameRow = {
      game: i,
      seed: p.dealSeed,
      pair: p.pair,
      deck_0: names[0]!,
      deck_1: names[1]!,
      agent_0: p.agents[0],
      agent_1: p.agents[1],
      first: rec.firstPlayer,
      winner: rec.winner,
      winner_deck: rec.winner < 0 ? '' : names[rec.winner]!,
      reason: rec.reason,
      turns: rec.turns,
      decisions: rec.decisions,
      checksum: hex32(rec.checksum),
      agent_error: rec.agentError ? oneLine(rec.agentError) : '',
      drawn_0: stats[0]?.drawn.join(' ') ?? '',
      drawn_1: stats[1]?.drawn.join(' ') ?? '',
      played_0: stats[0]?.played.map(([id, t]) => `${id}@${t}`).join(' ') ?? '',
      played_1: stats[1]?.played.map(([id, t]) => `${id}@${t}`).join(' ') ?? '',
      opening_0: stats[0]?.opening?.join(' ') ?? '',
      opening_1: stats[1]?.opening?.join(' ') ?? '',
      shield_only_0: stats[0]?.shieldOnly?.join(' ') ?? '',
      shield_only_1: stats[1]?.shieldOnly?.join(' ') ?? '',
    };
    return { plan: p, row, state };
  } finally {
    for (const a of agents) await a.close?.();
  }
}

/** Play game i; never throws for a game failure (the outcome records it). */
export async function playIndex(ctx: RunContext, i: number, rec?: Recording): Promise<GameOutcome> {
  const pair = ctx.plan.pairOf(i);
  try {
    const recorder = rec ? new GameRecorder(i, rec.spec, rec.encoding) : undefined;
    const { plan, row, state } = await playIndexWithState(
      ctx,
      i,
      recorder
        ? (s) => {
            recorder.state = s;
            return {};
          }
        : undefined,
      recorder ? (a) => recordingAgent(a, recorder) : undefined,
    );
    const aSeat = plan.swapped ? 1 : 0;
    const scoreA = row.winner < 0 ? 0.5 : row.winner === aSeat ? 1 : 0;
    const errSeat: -1 | 0 | 1 = row.reason === 'agent-error' && row.winner >= 0 ? ((1 - row.winner) as 0 | 1) : -1;
    const line = gameRowToCsv(row);
    const out = { ok: true as const, i, pair, line, scoreA, reason: row.reason, decisions: row.decisions, errSeat };
    const records = recorder?.finish(row.winner, row.reason);
    ctx.game.recycle?.(state); // nothing of the state is needed after its row: the engine may reuse its storage
    return records !== undefined ? { ...out, records } : out;
  } catch (e) {
    let seed = '';
    try {
      seed = ctx.plan.game(i).dealSeed;
    } catch {
      /* out of range: the error says so */
    }
    return { ok: false, i, pair, seed, error: errorText(e) };
  }
}
