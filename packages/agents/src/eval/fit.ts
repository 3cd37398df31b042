// `tcglab fit-eval`: fit a game's tuned evaluation (Texel-style) and write its weights block into evaluate.ts.
import type { Deck, Game } from '@tcglab/core';
import { choiceAccuracy, choiceLoss, fitChoices, fitScale, sampleChoices } from './choices.js';
import { fitLogisticSigned, logLoss } from './logistic.js';
import { samplePositions, type PositionSet } from './positions.js';
import { tunedEvaluation, type TunedEvaluation } from './tuned.js';

export interface FitOptions<S> {
  readonly game: Game<S>;
  readonly decks: readonly Deck[];
  /** The evaluation version whose weights are fitted (its features come from the game). */
  readonly version: number;
  readonly games: number;
  readonly seed: string;
  readonly agents: readonly [string, string];
  /** Expected positions kept per game. */
  readonly keep: number;
  /** Probability of a random action instead of the agents' at each decision (varied positions). */
  readonly explore: number;
  /** L2 penalty λ on the weights (per position). */
  readonly l2: number;
  /** Every `holdout`-th game (index mod holdout = holdout − 1) is held out to measure the fit. */
  readonly holdout: number;
  readonly onProgress?: (done: number) => void;
}

export interface FitResult {
  readonly version: number;
  readonly features: readonly string[];
  readonly weights: number[];
  /** The weights the game ships now, and the prior, for comparison. */
  readonly current: readonly number[];
  readonly prior: readonly number[];
  readonly positions: { train: number; test: number };
  readonly games: number;
  readonly reasons: Record<string, number>;
  /** Mean log loss (nats) on the held-out games: fitted weights, the shipped ones, the prior, and w = 0 (ln 2). */
  readonly testLoss: { fitted: number; current: number; prior: number; zero: number };
  readonly trainLoss: number;
  /** Held-out positions whose winner the fitted model predicts (draws left out). */
  readonly testAccuracy: number;
  readonly iterations: number;
  readonly converged: boolean;
  /** Features whose weight the sign constraints hold at 0. */
  readonly pinned: readonly string[];
}

function split(p: PositionSet, holdout: number): { train: PositionSet; test: PositionSet } {
  const k = p.k;
  const pick = (test: boolean): PositionSet => {
    const idx: number[] = [];
    for (let r = 0; r < p.rows; r++) if ((holdout > 1 && p.gameIndex[r]! % holdout === holdout - 1) === test) idx.push(r);
    const x = new Float64Array(idx.length * k);
    const y = new Float64Array(idx.length);
    const g = new Int32Array(idx.length);
    idx.forEach((r, i) => {
      x.set(p.x.subarray(r * k, r * k + k), i * k);
      y[i] = p.y[r]!;
      g[i] = p.gameIndex[r]!;
    });
    return { ...p, x, y, gameIndex: g, rows: idx.length };
  };
  return { train: pick(false), test: pick(true) };
}

function accuracy(p: PositionSet, w: Float64Array): number {
  let right = 0;
  let n = 0;
  for (let r = 0; r < p.rows; r++) {
    if (p.y[r] === 0.5) continue;
    let z = 0;
    for (let j = 0; j < p.k; j++) z += p.x[r * p.k + j]! * w[j]!;
    if (z === 0) continue;
    n++;
    if (z > 0 === (p.y[r] === 1)) right++;
  }
  return n ? right / n : NaN;
}

/** The model whose weights are fitted: the game's tuned evaluation of that version. */
export function fitModel<S>(game: Game<S>, version: number): TunedEvaluation<S> {
  const m = tunedEvaluation(game, version);
  if (!m) throw new Error(`${game.id} has no tuned evaluation version ${version} (its evaluate.ts defines the features)`);
  return m;
}

export function fitEvaluation<S>(opts: FitOptions<S>): FitResult {
  const model = fitModel(opts.game, opts.version);
  const all = samplePositions({
    game: opts.game,
    decks: opts.decks,
    games: opts.games,
    seed: opts.seed,
    agents: opts.agents,
    keep: opts.keep,
    explore: opts.explore,
    model,
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  });
  const { train, test } = split(all, opts.holdout);
  const k = all.k;
  const prior = model.prior ?? new Array<number>(k).fill(0);
  const fit = fitLogisticSigned(train.x, train.y, k, opts.l2, prior, model.signs);
  return fitResult(opts.version, model, fit.weights, prior, train, test, fit.iterations, fit.converged, fit.pinned);
}

/** The report of a fit: the weights, and the log losses of train and held-out positions against the alternatives. */
function fitResult<S>(
  version: number,
  model: TunedEvaluation<S>,
  w: Float64Array,
  prior: readonly number[],
  train: PositionSet,
  test: PositionSet,
  iterations: number,
  converged: boolean,
  pinned: readonly number[],
): FitResult {
  const k = model.features.length;
  const lossOn = (p: PositionSet, ws: Float64Array) => (p.rows ? logLoss(p.x, p.y, k, ws) : NaN);
  return {
    version,
    features: model.features,
    weights: [...w],
    current: model.weights,
    prior,
    positions: { train: train.rows, test: test.rows },
    games: train.games,
    reasons: train.reasons,
    testLoss: {
      fitted: lossOn(test, w),
      current: lossOn(test, Float64Array.from(model.weights)),
      prior: lossOn(test, Float64Array.from(prior)),
      zero: lossOn(test, new Float64Array(k)),
    },
    trainLoss: lossOn(train, w),
    testAccuracy: accuracy(test, w),
    iterations,
    converged,
    pinned: pinned.map((j) => model.features[j]!),
  };
}

/** Weights rounded for the source file (what the game then uses exactly). */
export function roundWeight(v: number): number {
  return Number(v.toPrecision(6));
}

/** The weights block of evaluate.ts for a fit, between its markers, with the command that produced it. */
export function weightsBlock(r: FitResult, command: string): string {
  const tag = `fit-eval v${r.version}`;
  const width = Math.max(...r.weights.map((v) => String(roundWeight(v)).length));
  const lines = r.weights.map((v, i) => `  ${`${roundWeight(v)},`.padEnd(width + 1)} // ${r.features[i]}`);
  return [
    `// <${tag}> (written by fit-eval --write: do not edit by hand)`,
    `// ${r.positions.train} training positions from ${r.games} games; held-out log loss ${r.testLoss.fitted.toFixed(4)} (prior ${r.testLoss.prior.toFixed(4)}, w = 0 ${r.testLoss.zero.toFixed(4)}).`,
    `const FITTED_BY_V${r.version} = '${command.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}';`,
    `const WEIGHTS_V${r.version}: readonly number[] = [`,
    ...lines,
    '];',
    `// </${tag}>`,
  ].join('\n');
}

/** Replace the block of version v in an evaluate.ts source text; throws when its markers are missing. */
export function replaceWeightsBlock(source: string, version: number, block: string): string {
  const open = source.indexOf(`// <fit-eval v${version}>`);
  const closeTag = `// </fit-eval v${version}>`;
  const close = source.indexOf(closeTag);
  if (open < 0 || close < open) throw new Error(`no "// <fit-eval v${version}>" … "${closeTag}" block in the evaluate.ts`);
  return source.slice(0, open) + block + source.slice(close + closeTag.length);
}

/**
 * `fit-eval --imitate`: the weights' direction from the teacher's choices (conditional logit over each decision's
 * candidate actions, resolved one ply at a time with the prior weights), their scale from the outcomes of the
 * same games (one factor, so tanh(w·f / 2) is still 2·P(win) − 1 as well as a linear model can say). The held-out
 * figures are by game, as in the outcome fit; `choice` adds how often the argmax is the teacher's move.
 */
export function fitImitation<S>(opts: FitOptions<S>): FitResult & {
  readonly choice: {
    groups: number;
    scale: number;
    testAccuracy: { fitted: number; current: number };
    testLoss: { fitted: number; current: number };
  };
} {
  const model = fitModel(opts.game, opts.version);
  const c = sampleChoices({
    game: opts.game,
    decks: opts.decks,
    games: opts.games,
    seed: opts.seed,
    agents: opts.agents,
    keep: opts.keep,
    model,
    // The prior (for v3: the v2 weights, frozen), not the shipped weights: the same command gives the same fit.
    resolveWeights: model.prior ?? new Array<number>(model.features.length).fill(0),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  });
  const k = c.k;
  const held = (gi: number) => opts.holdout > 1 && gi % opts.holdout === opts.holdout - 1;
  const train = (g: number) => !held(c.gameIndex[g]!);
  const test = (g: number) => held(c.gameIndex[g]!);
  const prior = model.prior ?? new Array<number>(k).fill(0);
  const fit = fitChoices(c, opts.l2, prior, model.signs, train);
  const scale = fitScale(c.ox, c.oy, k, fit.weights, (r) => !held(c.ogame[r]!));
  const w = fit.weights.map((v) => v * scale);
  const current = Float64Array.from(model.weights);
  // The outcome rows, split by game as the outcome fit splits its positions.
  const outcomes: PositionSet = { x: c.ox, y: c.oy, gameIndex: c.ogame, k, rows: c.oy.length, games: c.games, reasons: c.reasons };
  const { train: tr, test: te } = split(outcomes, opts.holdout);
  return {
    ...fitResult(opts.version, model, w, prior, tr, te, fit.iterations, true, fit.pinned),
    choice: {
      groups: c.groups,
      scale,
      testAccuracy: { fitted: choiceAccuracy(c, w, test), current: choiceAccuracy(c, current, test) },
      testLoss: { fitted: choiceLoss(c, w, test), current: choiceLoss(c, current, test) },
    },
  };
}
