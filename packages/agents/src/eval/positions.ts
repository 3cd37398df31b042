// Positions for fitting an evaluation: features of states sampled from seeded self-play, labelled with who won.
import { deriveSeed, playGame, Prng, type Agent, type Deck, type Game, type GameConfig, type GameRecord, type Seat } from '@tcglab/core';
import { createAgent } from '../spec.js';
import type { TunedEvaluation } from './tuned.js';

export interface PositionOptions<S> {
  readonly game: Game<S>;
  readonly decks: readonly Deck[];
  /** Games to play; game i plays deck pair i mod P (every ordered pair of distinct decks, or the mirror of one). */
  readonly games: number;
  readonly seed: string;
  /** Agent specs of seat 0 and seat 1 (the self-play policy). */
  readonly agents: readonly [string, string];
  /** Expected positions kept per game: each decision is kept with probability perGame / (typical decisions). */
  readonly keep: number;
  /** Probability of a uniformly random legal action instead of the agent's (seeded): varied positions. */
  readonly explore?: number;
  readonly model: TunedEvaluation<S>;
  /** Called after each game with the number played. */
  readonly onProgress?: (done: number) => void;
}

export interface PositionSet {
  /** Features per row, row-major (rows × k). */
  readonly x: Float64Array;
  /** 1 when the player the row is for won, ½ for a draw, 0 for a loss. */
  readonly y: Float64Array;
  /** Index of the game each row comes from (held-out splits are by game). */
  readonly gameIndex: Int32Array;
  readonly k: number;
  readonly rows: number;
  readonly games: number;
  /** Games by end reason. */
  readonly reasons: Record<string, number>;
}

/** The deck pairs of the fit's deals: every ordered pair of distinct decks (one deck: its mirror). */
export function fitDeckPairs(n: number): [number, number][] {
  if (n === 1) return [[0, 0]];
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) out.push([i, j]);
  return out;
}

/** Deal i of a fit's games: deck pair i mod P, its shuffles, engine stream and start, from the seed. */
export function dealOf(
  opts: { readonly seed: string; readonly decks: readonly Deck[] },
  pairs: readonly [number, number][],
  i: number,
): GameConfig {
  const [a, b] = pairs[i % pairs.length]!;
  const deal = deriveSeed(opts.seed, 'fit-deal', i);
  return {
    decks: [opts.decks[a]!, opts.decks[b]!],
    shuffleSeeds: [deriveSeed(deal, 'shuffle', 0), deriveSeed(deal, 'shuffle', 1)],
    engineSeed: deriveSeed(deal, 'engine'),
    startWinner: new Prng(deal).int(2) as Seat,
  };
}

/**
 * Play fit game i between `agents` (as wrapped for recording) on state s, their streams seeded from the fit's seed,
 * and count its end reason in `reasons`. An engine error (a bug the game's own tests will name) is counted as
 * `error: <name>` and gives undefined: the caller drops the game's rows.
 */
export function playFitGame<S>(
  game: Game<S>,
  config: GameConfig,
  s: S,
  agents: readonly [Agent<S>, Agent<S>],
  seed: string,
  i: number,
  reasons: Record<string, number>,
): GameRecord | undefined {
  let r: GameRecord;
  try {
    r = playGame({
      game,
      config,
      state: s,
      agents,
      agentSeeds: [deriveSeed(seed, 'fit-agent', i, 0), deriveSeed(seed, 'fit-agent', i, 1)],
    });
  } catch (e) {
    const why = `error: ${(e as Error).name}`;
    reasons[why] = (reasons[why] ?? 0) + 1;
    return undefined;
  }
  reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  return r;
}

/** A position's label for player p: 1 if p won, ½ for a draw, 0 for a loss. */
export function outcomeFor(winner: number, p: number): number {
  return winner === -1 ? 0.5 : winner === p ? 1 : 0;
}

/**
 * Play the games and keep positions: at each decision, with probability p (seeded per game), the features of
 * the true state for the player to move, if the state is quiet (the model's `quiet`, when it has one). Rows are labelled once the game is over. Deterministic in the seed.
 */
export function samplePositions<S>(opts: PositionOptions<S>): PositionSet {
  const { game, model } = opts;
  const k = model.features.length;
  const pairs = fitDeckPairs(opts.decks.length);
  const agents = [createAgent(opts.agents[0]) as Agent<S>, createAgent(opts.agents[1]) as Agent<S>] as const;
  let x = new Float64Array(1024 * k);
  let y = new Float64Array(1024);
  let gi = new Int32Array(1024);
  let rows = 0;
  const reasons: Record<string, number> = {};
  const f = new Float64Array(k);
  // Decisions per game vary by game and agent; a first estimate, then the running mean, sets the keep rate.
  let decisionsSeen = 0;
  const explore = opts.explore ?? 0;
  for (let i = 0; i < opts.games; i++) {
    const config = dealOf(opts, pairs, i);
    const s = game.newGame(config);
    const pick = new Prng(deriveSeed(opts.seed, 'fit-pick', i));
    const rate = Math.min(1, opts.keep / (i === 0 ? 100 : decisionsSeen / i));
    const start = rows;
    const movers: number[] = [];
    const recorder = (inner: Agent<S>): Agent<S> => ({
      name: inner.name,
      act: (ctx) => {
        if (pick.next() < rate && (!model.quiet || model.quiet(s))) {
          if (rows === y.length) {
            const grow = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
              const b = make(a.length * 2);
              b.set(a as never);
              return b;
            };
            x = grow(x, (n) => new Float64Array(n));
            y = grow(y, (n) => new Float64Array(n));
            gi = grow(gi, (n) => new Int32Array(n));
          }
          model.extract(s, ctx.player, f);
          x.set(f, rows * k);
          gi[rows] = i;
          movers.push(ctx.player);
          rows++;
        }
        const a = inner.act(ctx);
        return explore > 0 && pick.next() < explore ? ctx.legal[pick.int(ctx.count)]! : a;
      },
    });
    const r = playFitGame(game, config, s, [recorder(agents[0]), recorder(agents[1])], opts.seed, i, reasons);
    decisionsSeen += game.decisions(s);
    if (r) for (let j = start; j < rows; j++) y[j] = outcomeFor(r.winner, movers[j - start]!);
    else rows = start; // an engine error: the game's positions are dropped (counted in reasons)
    opts.onProgress?.(i + 1);
  }
  return { x: x.subarray(0, rows * k), y: y.subarray(0, rows), gameIndex: gi.subarray(0, rows), k, rows, games: opts.games, reasons };
}
