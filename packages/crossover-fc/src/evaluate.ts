// The CrossOver evaluations for greedy and search agents: the hand-written v1 and the tuned (fitted) v2.
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import { availableEnergy } from './energy.js';
import { stats } from './stats.js';
import { isCharacterOnField } from './zones.js';
import { D_PRIORITY, PS_IDLE, S_COMBAT_W1, S_COMBAT_W4, S_MAIN, type COState } from './state.js';

/**
 * Evaluation v1 (hand-written; greedy@1 and mcts@1 use it, so it never changes): value of the state for
 * `player` in [-1, 1], ±1 for a decided game, 0 for a draw. The tuned evaluations ride on it as
 * `evaluateState.tuned` (see below).
 */
export function evaluateState(s: COState, player: number): number {
  if (s.winner !== -2) return s.winner === -1 ? 0 : s.winner === player ? 1 : -1;
  return Math.tanh(valueV1(s, player));
}

/** Evaluation v1's value before its tanh (a state that is not over). */
function valueV1(s: COState, player: number): number {
  const o = 1 - player;
  let board = 0;
  // Tempo: the turn player's untapped characters threaten damage now; a declared attack more so.
  let threat = 0;
  const tpSign = s.tp === player ? 1 : -1;
  const inMain = s.step >= S_MAIN && s.step <= S_COMBAT_W4;
  let navs = 0;
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    const sign = s.ctrl[x] === player ? 1 : -1;
    if (isCharacterOnField(s, x)) {
      const st = stats(s, x);
      const ap = st.ap > 0 ? st.ap : 0;
      const life = st.dp - s.damage[x]!;
      // Evasive attackers are worth more; a tapped character cannot block next turn.
      const evasive = (st.kw & (C.KW_FLYING | C.KW_DIVING)) !== 0 ? 0.5 : 0;
      board += sign * (ap * 1.2 + (life > 0 ? life : 0) * 0.8 + evasive);
      if (inMain && s.ctrl[x] === s.tp) {
        if (x === s.attacker && s.step >= S_COMBAT_W1 && !s.blocked) threat += tpSign * ap * 0.6;
        else if (!s.tapped[x]) threat += tpSign * ap * 0.3;
      }
    } else if ((defOf(s, x).types & C.T_NAVIGATOR) !== 0) navs += sign;
    else board += sign * 1; // a set card or field item
  }
  const hp = s.hp[player]! - s.hp[o]!;
  const hand = s.hand[player]!.length - s.hand[o]!.length;
  const deck = s.deck[player]!.length - s.deck[o]!.length;
  const hpLow = (s.hp[player]! <= 5 ? -3 : 0) + (s.hp[o]! <= 5 ? 3 : 0);
  return 0.12 * hp + 0.06 * board + 0.05 * hand + 0.15 * navs + 0.01 * deck + 0.1 * hpLow + 0.1 * threat;
}

/**
 * Features of the tuned evaluation v2, each (this player's quantity) − (the opponent's), except the first: the
 * hand-written v1 value before its tanh (already a difference). `SIGNS_V2`: +1 where more is never worse for its
 * owner, −1 where it is never better; the fit keeps those weights on that side of 0.
 */
const FEATURES_V2 = [
  'hand-written value (v1, before tanh)',
  'HP',
  'HP at most 5',
  'HP at most 10',
  'characters',
  'AP on the field',
  'DP left on the field',
  'AP of flying or diving characters',
  'untapped characters',
  'navigators',
  'other field cards',
  'hand',
  'deck at most 3',
  'to move (turn player)',
  'first player',
  'energy available',
] as const;
const SIGNS_V2: readonly number[] = [1, 1, -1, -1, 1, 1, 1, 1, 1, 1, 1, 1, -1, 0, 0, 0];

const NF = FEATURES_V2.length;
const sides = [new Float64Array(NF), new Float64Array(NF)];

/** One player's side of the v2 features (entry 0 is filled by `featuresV2`). */
function side(s: COState, p: number, out: Float64Array): void {
  let chars = 0;
  let ap = 0;
  let dp = 0;
  let evasive = 0;
  let untapped = 0;
  let navs = 0;
  let other = 0;
  const f = s.field;
  for (let i = 0; i < f.length; i++) {
    const x = f[i]!;
    if (s.ctrl[x] !== p) continue;
    if (isCharacterOnField(s, x)) {
      const st = stats(s, x);
      const a = st.ap > 0 ? st.ap : 0;
      const life = st.dp - s.damage[x]!;
      chars++;
      ap += a;
      dp += life > 0 ? life : 0;
      if ((st.kw & (C.KW_FLYING | C.KW_DIVING)) !== 0) evasive += a;
      if (!s.tapped[x]) untapped++;
    } else if ((defOf(s, x).types & C.T_NAVIGATOR) !== 0) navs++;
    else if (s.host[x]! < 0) other++;
  }
  out[1] = s.hp[p]!;
  out[2] = s.hp[p]! <= 5 ? 1 : 0;
  out[3] = s.hp[p]! <= 10 ? 1 : 0;
  out[4] = chars;
  out[5] = ap;
  out[6] = dp;
  out[7] = evasive;
  out[8] = untapped;
  out[9] = navs;
  out[10] = other;
  out[11] = s.hand[p]!.length;
  out[12] = s.deck[p]!.length <= 3 ? 1 : 0;
  out[13] = s.tp === p ? 1 : 0;
  out[14] = s.first === p ? 1 : 0;
  out[15] = availableEnergy(s, p);
}

/** The v2 features of `s` for `player` into out[0 .. FEATURES_V2.length). Allocates nothing. */
function featuresV2(s: COState, player: number, out: Float64Array): void {
  side(s, player, sides[0]!);
  side(s, 1 - player, sides[1]!);
  for (let j = 1; j < NF; j++) out[j] = sides[0]![j]! - sides[1]![j]!;
  out[0] = valueV1(s, player);
}

/** Evaluation v1 in the v2 features (tanh(v) = tanh(w·f / 2): its value weighs 2): the fit's prior. */
const PRIOR_V2: readonly number[] = [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

// <fit-eval v2> (written by fit-eval --write: do not edit by hand)
// 3307 training positions from 1500 games; held-out log loss 0.4375 (prior 0.5599, w = 0 0.6931).
const FITTED_BY_V2 = 'tcglab fit-eval --game crossover-fc --games 1500 --seed 1';
const WEIGHTS_V2: readonly number[] = [
  0, // hand-written value (v1, before tanh)
  0.0777326, // HP
  -1.38343, // HP at most 5
  -0.262307, // HP at most 10
  0, // characters
  0.237491, // AP on the field
  0, // DP left on the field
  0.0829567, // AP of flying or diving characters
  0, // untapped characters
  0.167268, // navigators
  0.495766, // other field cards
  0.066862, // hand
  -3.91513, // deck at most 3
  0.115973, // to move (turn player)
  0.0598364, // first player
  -0.0000608981, // energy available
];
// </fit-eval v2>

/** Quiet: the turn player holds priority in the main phase with an empty chain, no damage, crash or trigger pending. */
function quiet(s: COState): boolean {
  return (
    s.step === S_MAIN &&
    s.decision === D_PRIORITY &&
    s.actor === s.tp &&
    s.chLen === 0 &&
    s.dmStage === PS_IDLE &&
    s.crStage === PS_IDLE &&
    s.trLen === 0
  );
}

/** The tuned evaluations agents may ask for by version (packages/agents/src/eval/tuned.ts reads this). */
evaluateState.tuned = [
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
