// `tcglab ablate`: what a card is worth to a deck, measured causally — the deck with the card and the deck with it
// removed or replaced play the *same deals* (common random numbers), so the only difference is the card.
//
// Deal k (against opponent k mod V) fixes both decks' shuffle seeds, the engine seed and the start winner; both
// variants of the deck play it twice with the seats swapped (4 games). A replacement card takes the removed
// card's exact places in the deck list, so the shuffle puts it exactly where the card would have been. The
// effect is the variant's win-rate difference per game, with a cluster-robust interval over deals, and an
// optional GSPRT on the per-deal difference with its stopping-adjusted estimate.
import { Prng, deriveSeed, playGame, playGameAsync, type Agent, type Deck, type Game, type GameConfig, type Seat } from '@tcglab/core';
import {
  adjustedEstimate,
  ClusterDiffSums,
  clusteredDifference,
  clusteredRate,
  gsprtLlr,
  type ClusteredRate,
  type RateDifference,
} from '@tcglab/stats';
import { createAgent } from '../spec.js';

export interface AblationSprt {
  /** Effects (win-rate points per game, as fractions: 0.05 = 5 points) of H0 and H1. */
  readonly e0: number;
  readonly e1: number;
  readonly alpha: number;
  readonly beta: number;
}

/** Parse `e0=0,e1=0.05,alpha=0.05,beta=0.05` (every key optional; those are the defaults). */
export function parseAblationSprt(text: string): AblationSprt {
  const p: Record<string, number> = { e0: 0, e1: 0.05, alpha: 0.05, beta: 0.05 };
  for (const part of text
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^(e0|e1|alpha|beta)\s*=\s*(-?[\d.eE+-]+)$/.exec(part);
    if (!m || !Number.isFinite(Number(m[2])))
      throw new Error(`bad --sprt part "${part}"; expected e0=…,e1=…,alpha=…,beta=… (effects as fractions, 0.05 = 5 points)`);
    p[m[1]!] = Number(m[2]);
  }
  const r = { e0: p['e0']!, e1: p['e1']!, alpha: p['alpha']!, beta: p['beta']! };
  if (!(r.e1 > r.e0)) throw new Error(`--sprt needs e1 > e0; got e0=${r.e0}, e1=${r.e1}`);
  if (!(r.e0 > -1 && r.e1 < 1)) throw new Error('--sprt effects must lie in (-1, 1) (fractions of a game: 0.05 = 5 points)');
  for (const k of ['alpha', 'beta'] as const)
    if (!(r[k] > 0 && r[k] < 0.5)) throw new Error(`--sprt ${k} must be in (0, 0.5); got ${r[k]}`);
  return r;
}

/**
 * The deck with `copies` copies of `card` (all when undefined) replaced in place by `replaceWith`, or removed.
 * Throws naming the problem when the deck does not hold the card.
 */
export function ablateDeck(deck: Deck, card: string, replaceWith?: string, copies?: number): Deck {
  const held = deck.cards.filter((c) => c === card).length;
  if (held === 0) throw new Error(`deck "${deck.name}" holds no ${card}`);
  const n = copies ?? held;
  if (!(Number.isInteger(n) && n >= 1 && n <= held))
    throw new Error(`--copies must be 1..${held} (the copies of ${card} in "${deck.name}"); got ${copies}`);
  let left = n;
  const cards: string[] = [];
  for (const c of deck.cards) {
    if (c === card && left > 0) {
      left--;
      if (replaceWith !== undefined) cards.push(replaceWith);
    } else cards.push(c);
  }
  const label = `${deck.name} −${n} ${card}${replaceWith !== undefined ? ` +${n} ${replaceWith}` : ''}`;
  return { ...deck, name: label, cards };
}

/** The deck list as deck-file text (one `COUNT ID` line per card), to validate a variant with the game's rules. */
export function deckText(deck: Deck): string {
  const counts = new Map<string, number>();
  for (const c of deck.cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return `# name: ${deck.name}\n` + [...counts].map(([id, k]) => `${k} ${id}`).join('\n') + '\n';
}

export interface AblationPlan {
  readonly game: Game<unknown>;
  readonly deck: Deck;
  readonly variant: Deck;
  readonly opponents: readonly Deck[];
  /** Agent specs: the one playing the deck (both variants) and the opponents' one. */
  readonly agents: readonly [string, string];
  readonly deals: number;
  readonly seed: string;
  readonly turnLimit?: number;
  readonly maxDecisions?: number;
  readonly sprt?: AblationSprt;
}

export interface AblationDeal {
  readonly k: number;
  readonly opponent: number;
  /** Points (0..2) of the original deck and of the variant over the deal's two games each. */
  readonly original: number;
  readonly variant: number;
  readonly reasons: readonly string[];
}

export interface AblationResult {
  readonly deals: readonly AblationDeal[];
  /** Original − variant, win-rate points per game (a fraction), with its 95% interval over deals. */
  readonly effect: RateDifference;
  readonly original: ClusteredRate;
  readonly variant: ClusteredRate;
  /** Per opponent: the same, over that opponent's deals. */
  readonly byOpponent: readonly { readonly opponent: string; readonly deals: number; readonly effect: RateDifference }[];
  readonly sprt?: {
    readonly params: AblationSprt;
    readonly llr: number;
    readonly lower: number;
    readonly upper: number;
    readonly decision: 'H0' | 'H1' | 'continue';
    /** Stopping-adjusted effect and interval (NaN with `refused`). */
    readonly adjusted: { readonly effect: number; readonly low: number; readonly high: number; readonly refused?: string };
  };
}

/** Scores of the 9 per-deal differences d = original − variant ∈ {−2, −1.5, …, 2}: (d + 2) / 4. */
const DIFF_SCORES = Array.from({ length: 9 }, (_, k) => k / 8);
const effectToScore = (e: number) => 0.5 + e / 2;

function sprtBoundsOf(p: AblationSprt): { lower: number; upper: number } {
  return { lower: Math.log(p.beta / (1 - p.alpha)), upper: Math.log((1 - p.beta) / p.alpha) };
}

function summarize(deals: readonly AblationDeal[]) {
  const d = new ClusterDiffSums();
  for (const x of deals) d.add(x.original, 2, x.variant, 2);
  return { effect: clusteredDifference(d), original: clusteredRate(d.a), variant: clusteredRate(d.b) };
}

function dealConfig(plan: AblationPlan, k: number, deck: Deck, g: 0 | 1): { config: GameConfig; seatOfDeck: Seat } {
  const deal = deriveSeed(plan.seed, 'ablate-deal', k);
  const opp = plan.opponents[k % plan.opponents.length]!;
  const sDeck = deriveSeed(deal, 'shuffle', 0);
  const sOpp = deriveSeed(deal, 'shuffle', 1);
  const seatOfDeck: Seat = g === 0 ? 0 : 1;
  return {
    seatOfDeck,
    config: {
      decks: g === 0 ? [deck, opp] : [opp, deck],
      shuffleSeeds: g === 0 ? [sDeck, sOpp] : [sOpp, sDeck],
      engineSeed: deriveSeed(deal, 'engine'),
      // The start chance stays on one seat, so each deck starts once per pair of games.
      startWinner: new Prng(deal).int(2) as Seat,
      ...(plan.turnLimit !== undefined ? { turnLimit: plan.turnLimit } : {}),
    },
  };
}

/** Play the ablation in this thread, deal by deal, stopping early when the SPRT decides. */
export async function runAblation(plan: AblationPlan, onDeal?: (done: number) => void): Promise<AblationResult> {
  const agentDeck = createAgent(plan.agents[0]) as Agent;
  const agentOpp = createAgent(plan.agents[1]) as Agent;
  const deals: AblationDeal[] = [];
  const counts = new Array<number>(9).fill(0);
  const bounds = plan.sprt ? sprtBoundsOf(plan.sprt) : undefined;
  let decision: 'H0' | 'H1' | 'continue' = 'continue';
  let llr = 0;
  try {
    for (let k = 0; k < plan.deals; k++) {
      const points: number[] = [];
      const reasons: string[] = [];
      for (const deck of [plan.deck, plan.variant]) {
        let p = 0;
        for (const g of [0, 1] as const) {
          const { config, seatOfDeck } = dealConfig(plan, k, deck, g);
          const agents = (seatOfDeck === 0 ? [agentDeck, agentOpp] : [agentOpp, agentDeck]) as [Agent, Agent];
          const base = deriveSeed(plan.seed, 'ablate-agent', k, g);
          const args = {
            game: plan.game,
            config,
            agents,
            agentSeeds: [deriveSeed(base, 'seat', 0), deriveSeed(base, 'seat', 1)] as [string, string],
            ...(plan.maxDecisions !== undefined ? { options: { maxDecisions: plan.maxDecisions } } : {}),
          };
          const r = agentDeck.actAsync || agentOpp.actAsync ? await playGameAsync(args) : playGame(args);
          p += r.winner === -1 ? 0.5 : r.winner === seatOfDeck ? 1 : 0;
          reasons.push(r.reason);
        }
        points.push(p);
      }
      deals.push({ k, opponent: k % plan.opponents.length, original: points[0]!, variant: points[1]!, reasons });
      onDeal?.(k + 1);
      if (plan.sprt && bounds) {
        counts[Math.round((points[0]! - points[1]! + 2) * 2)]!++;
        llr = gsprtLlr(counts, effectToScore(plan.sprt.e0), effectToScore(plan.sprt.e1), DIFF_SCORES);
        if (llr >= bounds.upper) decision = 'H1';
        else if (llr <= bounds.lower) decision = 'H0';
        if (decision !== 'continue') break;
      }
    }
  } finally {
    await agentDeck.close?.();
    await agentOpp.close?.();
  }
  const all = summarize(deals);
  const byOpponent = plan.opponents.map((o, i) => {
    const mine = deals.filter((d) => d.opponent === i);
    return { opponent: o.name, deals: mine.length, effect: summarize(mine).effect };
  });
  let sprt: AblationResult['sprt'];
  if (plan.sprt && bounds) {
    const p = plan.sprt;
    const w = p.e1 - p.e0;
    const naive = all.effect.diff;
    let adjusted: NonNullable<AblationResult['sprt']>['adjusted'];
    if (deals.length === 0 || !(naive >= p.e0 - 2 * w && naive <= p.e1 + 2 * w)) {
      adjusted = {
        effect: NaN,
        low: NaN,
        high: NaN,
        refused: `the plain estimate (${(100 * naive).toFixed(1)} points) lies far outside e0=${p.e0}..e1=${p.e1}, where the stopping adjustment is unreliable`,
      };
    } else {
      const r = adjustedEstimate(
        { counts, scores: DIFF_SCORES, s0: effectToScore(p.e0), s1: effectToScore(p.e1), ...bounds },
        effectToScore,
        naive,
        Math.max(0.005, w),
        0.999,
      );
      adjusted = { effect: r.estimate, low: r.low, high: r.high };
    }
    sprt = { params: p, llr, ...bounds, decision, adjusted };
  }
  return { deals, ...all, byOpponent, ...(sprt ? { sprt } : {}) };
}

const pts = (x: number) => (Number.isFinite(x) ? `${x > 0 ? '+' : ''}${(100 * x).toFixed(1)}` : '–');
const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '–');

/** The result as text for a terminal. */
export function formatAblation(plan: AblationPlan, r: AblationResult): string {
  const out: string[] = [];
  const games = 4 * r.deals.length;
  out.push(
    `Ablation: "${plan.deck.name}" against "${plan.variant.name}", ${plan.agents[0]} (deck) vs ${plan.agents[1]} (opponents), seed ${plan.seed}`,
  );
  out.push(
    `${r.deals.length} deals × 4 games = ${games} games: each deal played by both versions of the deck, seats swapped, same shuffles.`,
  );
  out.push(`  with the card:     ${pct(r.original.rate)} [${pct(r.original.low)}, ${pct(r.original.high)}]`);
  out.push(`  without (variant): ${pct(r.variant.rate)} [${pct(r.variant.low)}, ${pct(r.variant.high)}]`);
  out.push(
    `  effect of the card: ${pts(r.effect.diff)} win-rate points per game [${pts(r.effect.low)}, ${pts(r.effect.high)}] (95%, over deals)`,
  );
  if (r.byOpponent.length > 1) {
    out.push('  by opponent:');
    for (const o of r.byOpponent) {
      out.push(`    ${o.opponent}: ${pts(o.effect.diff)} [${pts(o.effect.low)}, ${pts(o.effect.high)}] over ${o.deals} deals`);
    }
  }
  if (r.sprt) {
    const s = r.sprt;
    const verdict =
      s.decision === 'H1'
        ? `H1 accepted: the card is worth about ${pts(s.params.e1)} points rather than ${pts(s.params.e0)}`
        : s.decision === 'H0'
          ? `H0 accepted: the card is worth about ${pts(s.params.e0)} points rather than ${pts(s.params.e1)}`
          : 'no decision: the deal budget ran out first';
    out.push(
      `SPRT e0=${s.params.e0} e1=${s.params.e1} alpha=${s.params.alpha} beta=${s.params.beta}: LLR ${s.llr.toFixed(2)} (bounds ${s.lower.toFixed(2)}, ${s.upper.toFixed(2)}) after ${r.deals.length} deals: ${verdict}`,
    );
    out.push(
      s.adjusted.refused
        ? `Stopping-adjusted effect: not given: ${s.adjusted.refused}.`
        : `Stopping-adjusted effect: ${pts(s.adjusted.effect)} [${pts(s.adjusted.low)}, ${pts(s.adjusted.high)}] (median-unbiased given where the test stopped; the interval above ignores the early stop)`,
    );
  }
  out.push(
    'The effect is causal for these agents and opponents: both versions played the same deals. It is the value of the card against its replacement (or against a smaller deck), not against "any card".',
  );
  return out.join('\n');
}
