// The Divine Cross evaluations for greedy and search agents: the hand-written v1 and the tuned (fitted) v2.
import { cardDefs } from './catalog.js';
import { CH_NONE, ST_MAIN, type DCState } from './state.js';
import { hpOf, skillCostOf } from './stats.js';
/**
 * Heuristic value for `player` in [-1, 1]: KO piles (the loss race), HP lost on the Area, energy on the
 * board and board presence. Terminal states are ±1 / 0.
 */
export function evaluate(s: DCState, player: number): number {
  if (s.over) return s.winner < 0 ? 0 : s.winner === player ? 1 : -1;
  let score = 0;
  for (let q = 0; q < 2; q++) {
    const p = q === 0 ? player : 1 - player;
    const sign = q === 0 ? 1 : -1;
    let v = -0.9 * s.ko[p]!.length; // three KO'd cards lose
    let units = 0;
    for (let k = -1; k < 3; k++) {
      const u = k < 0 ? s.main[p]! : s.standby[p * 3 + k]!;
      if (u < 0) continue;
      units++;
      const hp = hpOf(s, u);
      const left = Math.max(0, hp - s.damage[u]!);
      v += (k < 0 ? 0.6 : 0.3) * (left / Math.max(hp, 1));
      v += 0.08 * Math.min(s.energy[u]!, 4);
      if (s.stun[u] && k < 0) v -= 0.15;
    }
    if (units <= 1) v -= 0.4; // one KO from a no-standby loss
    v += 0.02 * Math.min(s.hand[p]!.length, 6);
    score += sign * v;
  }
  return Math.tanh(score / 3);
}

/**
 * Features of the tuned evaluation v2, each (this player's quantity) − (the opponent's): the hand-written v1
 * score as a whole, and what v1 does not see. `SIGNS_V2`: +1 where more is never worse for its owner, −1 where
 * it is never better; the fit keeps those weights on that side of 0.
 */
const FEATURES_V2 = [
  'hand-written score (v1)',
  "KO'd cards",
  "two KO'd cards",
  'units in the Area',
  'one unit or none',
  'Main unit HP left (hundreds)',
  'Standby HP left (hundreds)',
  'energy on units',
  'energy on the Main unit',
  "Main unit's best affordable skill damage (hundreds)",
  'Main unit stunned',
  'hand',
  'deck at most 3',
  'to move (turn player)',
  'first player',
  'Winning Ticket',
  'assists attached',
] as const;
const SIGNS_V2: readonly number[] = [1, -1, -1, 1, -1, 1, 1, 1, 1, 1, -1, 1, -1, 0, 0, 1, 1];

const NF = FEATURES_V2.length;
const sides = [new Float64Array(NF), new Float64Array(NF)];

/** Best printed damage among the skills of `u` (and of its assist) whose cost its energy pays. */
function bestSkill(s: DCState, u: number): number {
  let best = 0;
  for (let h = 0; h < 2; h++) {
    const holder = h === 0 ? u : s.assist[u]!;
    if (holder < 0) continue;
    const skills = cardDefs()[s.def[holder]!]!.skills;
    for (let k = 0; k < skills.length; k++) {
      const sk = skills[k]!;
      if (skillCostOf(s, u, sk.cost) <= s.energy[u]! && sk.damage > best) best = sk.damage;
    }
  }
  return best;
}

/** One player's side of the v2 features. The first entry repeats evaluation v1's per-player score. */
function side(s: DCState, p: number, out: Float64Array): void {
  let v = -0.9 * s.ko[p]!.length;
  let units = 0;
  let standbyHp = 0;
  let energy = 0;
  let assists = 0;
  for (let k = -1; k < 3; k++) {
    const u = k < 0 ? s.main[p]! : s.standby[p * 3 + k]!;
    if (u < 0) continue;
    units++;
    const hp = hpOf(s, u);
    const left = Math.max(0, hp - s.damage[u]!);
    v += (k < 0 ? 0.6 : 0.3) * (left / Math.max(hp, 1));
    v += 0.08 * Math.min(s.energy[u]!, 4);
    if (s.stun[u] && k < 0) v -= 0.15;
    if (k >= 0) standbyHp += left / 100;
    energy += s.energy[u]!;
    if (s.assist[u]! >= 0) assists++;
  }
  if (units <= 1) v -= 0.4;
  v += 0.02 * Math.min(s.hand[p]!.length, 6);
  const main = s.main[p]!;
  out[0] = v;
  out[1] = s.ko[p]!.length;
  out[2] = s.ko[p]!.length >= 2 ? 1 : 0;
  out[3] = units;
  out[4] = units <= 1 ? 1 : 0;
  out[5] = main >= 0 ? Math.max(0, hpOf(s, main) - s.damage[main]!) / 100 : 0;
  out[6] = standbyHp;
  out[7] = energy;
  out[8] = main >= 0 ? s.energy[main]! : 0;
  out[9] = main >= 0 ? bestSkill(s, main) / 100 : 0;
  out[10] = main >= 0 && s.stun[main] ? 1 : 0;
  out[11] = s.hand[p]!.length;
  out[12] = s.deck[p]!.length <= 3 ? 1 : 0;
  out[13] = s.tp === p ? 1 : 0;
  out[14] = s.firstPlayer === p ? 1 : 0;
  out[15] = s.ticket === p ? 1 : 0;
  out[16] = assists;
}

/** The v2 features of `s` for `player` into out[0 .. FEATURES_V2.length). Allocates nothing. */
function featuresV2(s: DCState, player: number, out: Float64Array): void {
  side(s, player, sides[0]!);
  side(s, 1 - player, sides[1]!);
  for (let j = 0; j < NF; j++) out[j] = sides[0]![j]! - sides[1]![j]!;
}

/** Evaluation v1 in the v2 features (tanh(score / 3) = tanh(w·f / 2): its score weighs 2/3): the fit's prior. */
const PRIOR_V2: readonly number[] = [2 / 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

// <fit-eval v2> (written by fit-eval --write: do not edit by hand)
// 7952 training positions from 2000 games; held-out log loss 0.6527 (prior 0.6543, w = 0 0.6931).
const FITTED_BY_V2 = 'tcglab fit-eval --game divine-cross --games 2000 --seed 1';
const WEIGHTS_V2: readonly number[] = [
  0.295819, // hand-written score (v1)
  0, // KO'd cards
  -0.313143, // two KO'd cards
  0, // units in the Area
  0, // one unit or none
  0.0578871, // Main unit HP left (hundreds)
  0.0211168, // Standby HP left (hundreds)
  0, // energy on units
  0.0715211, // energy on the Main unit
  0.0388831, // Main unit's best affordable skill damage (hundreds)
  -0.489801, // Main unit stunned
  0, // hand
  -1.18324, // deck at most 3
  0.0193454, // to move (turn player)
  -0.044928, // first player
  0, // Winning Ticket
  0.186947, // assists attached
];
// </fit-eval v2>

/** Quiet: the turn player is at a main-phase decision with no choice, effect or trigger pending. */
function quiet(s: DCState): boolean {
  return s.step === ST_MAIN && s.chKind === CH_NONE && s.fN === 0 && s.trigN === 0;
}

/** The tuned evaluations agents may ask for by version (packages/agents/src/eval/tuned.ts reads this). */
evaluate.tuned = [
  {
    version: 2,
    features: FEATURES_V2,
    extract: featuresV2,
    weights: WEIGHTS_V2,
    fittedBy: FITTED_BY_V2,
    prior: PRIOR_V2,
    signs: SIGNS_V2,
    quiet,
  },
] as const;
