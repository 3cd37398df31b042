// Comparison training ("imitation"): fit an evaluation's weights so that one move ahead it ranks first the action
// a stronger teacher chose (a conditional logit over the siblings of each decision), then scale them to game
// outcomes. Texel's outcome fit predicts who wins from where a policy went; this one fits what the evaluation is
// used for in greedy and the search agents: telling sibling actions apart (docs/agents.md, `fit-eval --imitate`).
import { cloneInto, deriveSeed, Prng, type Agent, type Game } from '@tcglab/core';
import { createAgent } from '../spec.js';
import { dealOf, fitDeckPairs, outcomeFor, playFitGame, type PositionOptions } from './positions.js';
import { sigmoid, solveSpd } from './logistic.js';
import type { TunedEvaluation } from './tuned.js';

/** A choice fit's games: those of a position fit (`agents` is the teacher, one spec per seat), plus how to resolve. */
export interface ChoiceOptions<S> extends Omit<PositionOptions<S>, 'explore'> {
  /** Weights used to resolve a half-done action before its features are taken (one ply per decision). */
  readonly resolveWeights: readonly number[];
}

export interface ChoiceSet {
  /** One row of features per candidate action (the state after it, resolved), row-major (rows × k). */
  readonly x: Float64Array;
  /** Group g's rows are start[g] .. start[g + 1]). */
  readonly start: Int32Array;
  /** The row the teacher chose in each group. */
  readonly chosen: Int32Array;
  /** Game index of each group (held-out splits are by game). */
  readonly gameIndex: Int32Array;
  readonly groups: number;
  readonly k: number;
  /** Outcome rows: features of the decision's (quiet) state for its mover, and 1 / ½ / 0 for a win / draw / loss. */
  readonly ox: Float64Array;
  readonly oy: Float64Array;
  readonly ogame: Int32Array;
  readonly games: number;
  readonly reasons: Record<string, number>;
}

class Grow {
  f = new Float64Array(4096);
  n = 0;
  push(v: number): void {
    if (this.n === this.f.length) {
      const g = new Float64Array(this.f.length * 2);
      g.set(this.f);
      this.f = g;
    }
    this.f[this.n++] = v;
  }
}

/**
 * Resolve what an action left half-done (a block, a trigger, a target) one ply at a time: the player to decide
 * takes the action best for itself under `w` right after it, until the state is quiet, the turn ends or 8
 * decisions have passed. A cheap stand-in for the agents' quiescence search.
 */
function resolve<S>(
  game: Game<S>,
  model: TunedEvaluation<S>,
  w: Float64Array,
  s: S,
  turn0: number,
  buf: Int32Array,
  tmp: { st: S | undefined },
  f: Float64Array,
): void {
  for (let d = 0; d < 8; d++) {
    if (game.isTerminal(s) || game.turn(s) !== turn0 || !model.quiet || model.quiet(s)) return;
    const n = game.legalActions(s, buf);
    if (n === 1) {
      game.applyAction(s, buf[0]!);
      continue;
    }
    const p = game.currentPlayer(s);
    let best = 0;
    let bestV = -Infinity;
    for (let i = 0; i < n; i++) {
      const c = (tmp.st = cloneInto(game, s, tmp.st));
      game.applyAction(c, buf[i]!);
      let v: number;
      if (game.isTerminal(c)) {
        const win = game.result(c).winner;
        v = win === -1 ? 0 : win === p ? 1e9 : -1e9;
      } else {
        model.extract(c, p, f);
        v = 0;
        for (let j = 0; j < f.length; j++) v += w[j]! * f[j]!;
      }
      if (v > bestV) ((bestV = v), (best = i));
    }
    game.applyAction(s, buf[best]!);
  }
}

/**
 * Play the teacher against itself (every ordered deck pair in turn, as the outcome fit) and keep, at about
 * `keep` quiet decisions per game with a choice, the features of every candidate action's resolved result (a
 * finished game is ±1e3 on the first feature, so it dominates) and the teacher's choice; plus the decision's own
 * state as an outcome row. The teacher decides on its own view (it never reads what the fit reads). Deterministic.
 */
export function sampleChoices<S>(opts: ChoiceOptions<S>): ChoiceSet {
  const { game, model } = opts;
  const k = model.features.length;
  const w = Float64Array.from(opts.resolveWeights);
  const pairs = fitDeckPairs(opts.decks.length);
  const teachers = [createAgent(opts.agents[0]) as Agent<S>, createAgent(opts.agents[1]) as Agent<S>] as const;
  const x = new Grow();
  const ox = new Grow();
  const oy = new Grow();
  const ogame: number[] = [];
  const start: number[] = [0];
  const chosen: number[] = [];
  const gameIndex: number[] = [];
  const reasons: Record<string, number> = {};
  const f = new Float64Array(k);
  const f2 = new Float64Array(k);
  const buf = new Int32Array(game.maxLegalActions);
  const tmp: { st: S | undefined } = { st: undefined };
  let child: S | undefined;
  let decisionsSeen = 0;
  for (let i = 0; i < opts.games; i++) {
    const config = dealOf(opts, pairs, i);
    const s = game.newGame(config);
    const pick = new Prng(deriveSeed(opts.seed, 'fit-pick', i));
    const rate = Math.min(1, opts.keep / (i === 0 ? 60 : decisionsSeen / i));
    const oStart = oy.n;
    const gStart = chosen.length;
    const movers: number[] = [];
    const recorder = (inner: Agent<S>): Agent<S> => ({
      name: inner.name,
      act: (ctx) => {
        const a = inner.act(ctx);
        const ci = ctx.count > 1 && (!model.quiet || model.quiet(s)) && pick.next() < rate ? ctx.legal.indexOf(a) : -1;
        if (ci >= 0 && ci < ctx.count) {
          model.extract(s, ctx.player, f);
          for (let j = 0; j < k; j++) ox.push(f[j]!);
          movers.push(ctx.player);
          ogame.push(i);
          const turn = game.turn(s);
          for (let c = 0; c < ctx.count; c++) {
            const st = (child = cloneInto(game, s, child));
            game.applyAction(st, ctx.legal[c]!);
            resolve(game, model, w, st, turn, buf, tmp, f2);
            if (game.isTerminal(st)) {
              const win = game.result(st).winner;
              f2.fill(0);
              f2[0] = win === -1 ? 0 : win === ctx.player ? 1e3 : -1e3;
            } else model.extract(st, ctx.player, f2);
            for (let j = 0; j < k; j++) x.push(f2[j]!);
            if (c === ci) chosen.push(x.n / k - 1);
          }
          start.push(x.n / k);
          gameIndex.push(i);
        }
        return a;
      },
    });
    const r = playFitGame(game, config, s, [recorder(teachers[0]), recorder(teachers[1])], opts.seed, i, reasons);
    decisionsSeen += game.decisions(s);
    if (r) {
      for (const p of movers) oy.push(outcomeFor(r.winner, p));
    } else {
      // An engine error: the game's rows are dropped (counted in reasons).
      x.n = start[gStart]! * k;
      start.length = gStart + 1;
      chosen.length = gameIndex.length = gStart;
      ox.n = oy.n = oStart;
      ogame.length = oStart;
    }
    opts.onProgress?.(i + 1);
  }
  return {
    x: x.f.subarray(0, x.n),
    start: Int32Array.from(start),
    chosen: Int32Array.from(chosen),
    gameIndex: Int32Array.from(gameIndex),
    groups: chosen.length,
    k,
    ox: ox.f.subarray(0, ox.n),
    oy: oy.f.subarray(0, oy.n),
    ogame: Int32Array.from(ogame),
    games: opts.games,
    reasons,
  };
}

/** Mean negative log-likelihood of the teacher's choices under weights w (a softmax over each group's rows). */
export function choiceLoss(c: ChoiceSet, w: Float64Array, keepGroup: (g: number) => boolean = () => true): number {
  let sum = 0;
  let n = 0;
  const k = c.k;
  for (let g = 0; g < c.groups; g++) {
    if (!keepGroup(g)) continue;
    let max = -Infinity;
    const z = zs(c, g, w);
    for (const v of z) if (v > max) max = v;
    let se = 0;
    for (const v of z) se += Math.exp(v - max);
    sum -= z[c.chosen[g]! - c.start[g]!]! - max - Math.log(se);
    n++;
  }
  void k;
  return n ? sum / n : NaN;
}

function zs(c: ChoiceSet, g: number, w: Float64Array): number[] {
  const k = c.k;
  const out: number[] = [];
  for (let r = c.start[g]!; r < c.start[g + 1]!; r++) {
    let z = 0;
    for (let j = 0; j < k; j++) z += c.x[r * k + j]! * w[j]!;
    out.push(z);
  }
  return out;
}

/** Share of groups whose argmax under w is the teacher's choice (ties count as misses). */
export function choiceAccuracy(c: ChoiceSet, w: Float64Array, keepGroup: (g: number) => boolean = () => true): number {
  let right = 0;
  let n = 0;
  for (let g = 0; g < c.groups; g++) {
    if (!keepGroup(g)) continue;
    const z = zs(c, g, w);
    const ch = c.chosen[g]! - c.start[g]!;
    let best = true;
    for (let i = 0; i < z.length; i++) if (i !== ch && z[i]! >= z[ch]!) best = false;
    if (best) right++;
    n++;
  }
  return n ? right / n : NaN;
}

/**
 * The conditional-logit fit: maximize Σ_g log softmax(w·x)_chosen − (λ/2)|w − w₀|² by Newton's method with
 * backtracking, features with sign constraints held at 0 when their weight would cross it (one pass: pin, refit).
 * A finished game's rows carry ±1e3 on the first feature and are left out of the fit (they are decided by the
 * result, not by the weights): such groups are dropped.
 */
export function fitChoices(
  c: ChoiceSet,
  l2: number,
  prior: readonly number[],
  signs: readonly number[] | undefined,
  keepGroup: (g: number) => boolean,
): { weights: Float64Array; pinned: number[]; iterations: number } {
  const k = c.k;
  const groups: number[] = [];
  for (let g = 0; g < c.groups; g++) {
    if (!keepGroup(g)) continue;
    let ok = true;
    for (let r = c.start[g]!; r < c.start[g + 1]!; r++) if (Math.abs(c.x[r * k]!) >= 1e3) ok = false;
    if (ok) groups.push(g);
  }
  const keep = new Set(groups);
  const inFit = (g: number) => keep.has(g);
  const w0 = Float64Array.from(prior);
  const fixed = new Uint8Array(k);
  let w = Float64Array.from(w0);
  let iterations = 0;
  for (let round = 0; round < 3; round++) {
    w = Float64Array.from(w0);
    for (let j = 0; j < k; j++) if (fixed[j]) w[j] = 0;
    const pen = (v: Float64Array) => {
      let r = 0;
      for (let j = 0; j < k; j++) r += (v[j]! - w0[j]!) ** 2;
      return choiceLoss(c, v, inFit) + (l2 / 2) * r;
    };
    for (let it = 0; it < 40; it++, iterations++) {
      const grad = new Float64Array(k);
      const h = new Float64Array(k * k);
      const mean = new Float64Array(k);
      for (const g of groups) {
        const z = zs(c, g, w);
        let max = -Infinity;
        for (const v of z) if (v > max) max = v;
        let se = 0;
        const p = z.map((v) => Math.exp(v - max));
        for (const v of p) se += v;
        mean.fill(0);
        for (let i = 0; i < z.length; i++) {
          const r = c.start[g]! + i;
          const pi = p[i]! / se;
          for (let a = 0; a < k; a++) mean[a]! += pi * c.x[r * k + a]!;
        }
        const ch = c.chosen[g]!;
        for (let a = 0; a < k; a++) grad[a]! += mean[a]! - c.x[ch * k + a]!;
        for (let i = 0; i < z.length; i++) {
          const r = c.start[g]! + i;
          const pi = p[i]! / se;
          for (let a = 0; a < k; a++) {
            const da = c.x[r * k + a]! - mean[a]!;
            if (da === 0) continue;
            for (let b = 0; b < k; b++) h[a * k + b]! += pi * da * (c.x[r * k + b]! - mean[b]!);
          }
        }
      }
      const n = Math.max(1, groups.length);
      for (let a = 0; a < k; a++) {
        grad[a] = grad[a]! / n + l2 * (w[a]! - w0[a]!);
        for (let b = 0; b < k; b++) h[a * k + b] = h[a * k + b]! / n + (a === b ? l2 : 0);
        if (fixed[a]) {
          grad[a] = 0;
          for (let b = 0; b < k; b++) h[a * k + b] = h[b * k + a] = a === b ? 1 : 0;
        }
      }
      const step = solveSpd(h, grad, k);
      const before = pen(w);
      const trial = new Float64Array(k);
      let t = 1;
      for (let hh = 0; hh < 40; hh++, t /= 2) {
        for (let j = 0; j < k; j++) trial[j] = w[j]! - t * step[j]!;
        if (pen(trial) <= before) break;
      }
      let moved = 0;
      for (let j = 0; j < k; j++) moved = Math.max(moved, Math.abs(trial[j]! - w[j]!));
      w = trial;
      if (moved < 1e-9) break;
    }
    let changed = false;
    for (let j = 0; j < k; j++) if (!fixed[j] && (signs?.[j] ?? 0) * w[j]! < 0) ((fixed[j] = 1), (changed = true));
    if (!changed) break;
  }
  for (let j = 0; j < k; j++) if (fixed[j]) w[j] = 0;
  return { weights: w, pinned: [...fixed.keys()].filter((j) => fixed[j]), iterations };
}

/** The scale s > 0 that best fits outcomes with σ(s · w·x) (one-dimensional Newton on the outcome rows). */
export function fitScale(x: Float64Array, y: Float64Array, k: number, w: Float64Array, keepRow: (r: number) => boolean): number {
  const zs2: number[] = [];
  const ys: number[] = [];
  for (let r = 0; r < y.length; r++) {
    if (!keepRow(r)) continue;
    let z = 0;
    for (let j = 0; j < k; j++) z += x[r * k + j]! * w[j]!;
    zs2.push(z);
    ys.push(y[r]!);
  }
  let s = 1;
  for (let it = 0; it < 50; it++) {
    let g = 0;
    let h = 1e-9;
    for (let i = 0; i < zs2.length; i++) {
      const p = sigmoid(s * zs2[i]!);
      g += (p - ys[i]!) * zs2[i]!;
      h += p * (1 - p) * zs2[i]! * zs2[i]!;
    }
    const next = Math.max(1e-3, s - g / h);
    if (Math.abs(next - s) < 1e-10) return next;
    s = next;
  }
  return s;
}
