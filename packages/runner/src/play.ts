// Plays game i of a run: builds its config from the plan, runs the match loop, and returns a compact outcome.
import { createAgent, parseAgentSpec, type AgentSpec } from '@tcglab/agents';
import {
  cardStats,
  hex32,
  playGame,
  playGameAsync,
  type Agent,
  type Deck,
  type Game,
  type GameConfig,
  type GameRecord,
  type MatchOptions,
} from '@tcglab/core';
// The row module alone: a worker needs no report code (the package's index loads all of it, ~100 ms per thread).
import type { GameRow } from '@tcglab/reports/game-row';
import { GameRecorder, recordingAgent, type Recording } from './record.js';
import { oneLine, writeRow, type CsvBytes } from './row.js';
import { loadGame } from './games.js';
import { RunPlan, type GamePlan } from './plan.js';
import type { RunSpec } from './spec.js';

/** Everything needed to play any game of a run; built once per worker. */
export interface RunContext {
  readonly spec: RunSpec;
  readonly game: Game<unknown>;
  readonly decks: readonly Deck[];
  readonly plan: RunPlan;
  /** Each agent spec of the run, parsed and checked once (games build their agents from these, not from text). */
  readonly agentSpecs?: ReadonlyMap<string, AgentSpec>;
  /** The match options of a game without logging hooks (the same for every game of the run). */
  readonly options?: MatchOptions;
}

/** A finished game (its games.csv line is written to the batch's bytes) or a failed one (its errors.csv data). */
export type GameOutcome =
  | {
      readonly ok: true;
      readonly i: number;
      readonly pair: number;
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
  const agentSpecs = new Map<string, AgentSpec>();
  for (const a of spec.pilots ?? spec.agents) agentSpecs.set(a, parseAgentSpec(a));
  return { spec, game: g, decks, plan: new RunPlan(spec), agentSpecs, options: baseOptions(spec, g) };
}

function baseOptions(spec: RunSpec, game: Game<unknown>): MatchOptions {
  return { maxDecisions: spec.maxDecisions ?? game.maxDecisions, ...(spec.maxMs ? { maxMillis: spec.maxMs } : {}) };
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
  const base = ctx.options ?? baseOptions(ctx.spec, ctx.game);
  return extra ? { ...base, ...extra } : base;
}

/** The error text recorded for a failed game. */
export function errorText(e: unknown): string {
  if (e instanceof Error) return oneLine(`${e.name}: ${e.message}`);
  return oneLine(String(e));
}

/** A game's agents, built for one game from the run's parsed specs (wrapped when recording). */
function agentsFor(ctx: RunContext, p: GamePlan, wrap: ((agent: Agent) => Agent) | undefined): [Agent, Agent] {
  const made = [createAgent(specOf(ctx, p.agents[0])), createAgent(specOf(ctx, p.agents[1]))] as [Agent, Agent];
  return wrap ? (made.map(wrap) as [Agent, Agent]) : made;
}

function specOf(ctx: RunContext, text: string): AgentSpec | string {
  return ctx.agentSpecs?.get(text) ?? text;
}

/** Whether a game with these agents plays in one synchronous call (no asynchronous act and nothing to close). */
function synchronous(agents: readonly [Agent, Agent]): boolean {
  return !agents[0].actAsync && !agents[1].actAsync && !agents[0].close && !agents[1].close;
}

/** Space-separated ids (one helper for every list, so the row's code sees one kind of call whatever the lists hold). */
function idsText(ids: readonly string[] | undefined): string {
  if (ids === undefined) return '';
  let out = '';
  for (let k = 0; k < ids.length; k++) out += k ? ' ' + ids[k]! : ids[k]!;
  return out;
}

/** Space-separated `id@turn`. */
function playedText(played: readonly (readonly [string, number])[] | undefined): string {
  if (played === undefined) return '';
  let out = '';
  for (let k = 0; k < played.length; k++) {
    const e = played[k]!;
    out += (k ? ' ' : '') + e[0] + '@' + e[1];
  }
  return out;
}

/** Game i's games.csv row, from its match record and final state. */
export function gameRow(ctx: RunContext, i: number, p: GamePlan, rec: GameRecord, state: unknown): GameRow {
  const { game } = ctx;
  const name0 = ctx.decks[p.seatDecks[0]]!.name;
  const name1 = ctx.decks[p.seatDecks[1]]!.name;
  const s0 = cardStats(game, state, 0);
  const s1 = cardStats(game, state, 1);
  return {
    game: i,
    seed: p.dealSeed,
    pair: p.pair,
    deck_0: name0,
    deck_1: name1,
    agent_0: p.agents[0],
    agent_1: p.agents[1],
    first: rec.firstPlayer,
    winner: rec.winner,
    winner_deck: rec.winner < 0 ? '' : rec.winner === 0 ? name0 : name1,
    reason: rec.reason,
    turns: rec.turns,
    decisions: rec.decisions,
    checksum: hex32(rec.checksum),
    agent_error: rec.agentError ? oneLine(rec.agentError) : '',
    drawn_0: idsText(s0?.drawn),
    drawn_1: idsText(s1?.drawn),
    played_0: playedText(s0?.played),
    played_1: playedText(s1?.played),
    opening_0: idsText(s0?.opening),
    opening_1: idsText(s1?.opening),
    shield_only_0: idsText(s0?.shieldOnly),
    shield_only_1: idsText(s1?.shieldOnly),
  };
}

/** A game played to its end: the record and the final state (the engine's until recycled). */
interface Finished {
  readonly plan: GamePlan;
  readonly rec: GameRecord;
  readonly state: unknown;
}

interface Played {
  readonly plan: GamePlan;
  readonly row: GameRow;
  readonly state: unknown;
}

/** Play game i with these agents, awaiting what may be asynchronous (external bots, agents to close). */
async function playAsync(
  ctx: RunContext,
  p: GamePlan,
  agents: [Agent, Agent],
  extra?: (state: unknown) => Partial<MatchOptions>,
): Promise<Finished> {
  const { game } = ctx;
  const config = gameConfig(ctx, p);
  try {
    const state = game.newGame(config);
    const args = { game, config, agents, agentSeeds: p.agentSeeds, options: matchOptions(ctx, extra?.(state)), state };
    const rec = agents[0].actAsync || agents[1].actAsync ? await playGameAsync(args) : playGame(args);
    return { plan: p, rec, state };
  } finally {
    for (const a of agents) await a.close?.();
  }
}

/** Play game i with synchronous agents (see `synchronous`): the same game as playAsync, in one call. */
function playSync(ctx: RunContext, p: GamePlan, agents: [Agent, Agent]): Finished {
  const { game } = ctx;
  const config = gameConfig(ctx, p);
  const state = game.newGame(config);
  const rec = playGame({ game, config, agents, agentSeeds: p.agentSeeds, options: matchOptions(ctx), state });
  return { plan: p, rec, state };
}

/** Play game i and return its final state too (replay, play). Throws what the game throws. */
export async function playIndexWithState(
  ctx: RunContext,
  i: number,
  /** Extra match options built from the new game's state (logging hooks). */
  extra?: (state: unknown) => Partial<MatchOptions>,
  /** Wrap each seat's agent (decision recording); the wrapper must play exactly as the agent. */
  wrap?: (agent: Agent) => Agent,
): Promise<Played> {
  const p = ctx.plan.game(i);
  const { rec, state } = await playAsync(ctx, p, agentsFor(ctx, p, wrap), extra);
  return { plan: p, row: gameRow(ctx, i, p, rec, state), state };
}

/**
 * Play game i and append its games.csv line to `rows` when it finishes; never throws for a game failure (the outcome
 * records it, and nothing is written). Synchronous when the game's agents are (a run of built-in agents plays a whole
 * batch without a promise per game); a promise otherwise.
 */
export function playIndex(ctx: RunContext, i: number, rows: CsvBytes, rec?: Recording): GameOutcome | Promise<GameOutcome> {
  try {
    const recorder = rec ? new GameRecorder(i, rec.spec, rec.encoding) : undefined;
    const p = ctx.plan.game(i);
    const agents = agentsFor(ctx, p, recorder ? (a) => recordingAgent(a, recorder) : undefined);
    if (!synchronous(agents)) {
      // A recorder reads the observations from the game's state (the encoding's state path).
      const extra = recorder
        ? (s: unknown) => {
            recorder.state = s;
            return {};
          }
        : undefined;
      return playAsync(ctx, p, agents, extra).then(
        (played) => outcome(ctx, i, played, recorder, rows),
        (e: unknown) => failure(ctx, i, e),
      );
    }
    return outcome(ctx, i, playSync(ctx, p, agents), recorder, rows);
  } catch (e) {
    return failure(ctx, i, e);
  }
}

/** A finished game's outcome (score and records; its CSV line written to `rows`); hands the state back to the engine. */
function outcome(
  ctx: RunContext,
  i: number,
  { plan, rec, state }: Finished,
  recorder: GameRecorder | undefined,
  rows: CsvBytes,
): GameOutcome {
  const aSeat = plan.swapped ? 1 : 0;
  const scoreA = rec.winner < 0 ? 0.5 : rec.winner === aSeat ? 1 : 0;
  const errSeat: -1 | 0 | 1 = rec.reason === 'agent-error' && rec.winner >= 0 ? ((1 - rec.winner) as 0 | 1) : -1;
  writeRow(ctx, i, plan, rec, state, rows);
  const out = { ok: true as const, i, pair: plan.pair, scoreA, reason: rec.reason, decisions: rec.decisions, errSeat };
  const records = recorder?.finish(rec.winner, rec.reason);
  ctx.game.recycle?.(state); // nothing of the state is needed after its row: the engine may reuse its storage
  return records !== undefined ? { ...out, records } : out;
}

/** A failed game's outcome (errors.csv). */
function failure(ctx: RunContext, i: number, e: unknown): GameOutcome {
  let seed = '';
  try {
    seed = ctx.plan.game(i).dealSeed;
  } catch {
    /* out of range: the error says so */
  }
  return { ok: false, i, pair: ctx.plan.pairOf(i), seed, error: errorText(e) };
}
