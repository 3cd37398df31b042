// The Duel Masters evaluations for greedy and search agents: the hand-written v1 and the tuned (fitted) v2.
import { cardDefs } from './catalog.js';
import { DEF_CIVS, DEF_COST } from './cards/table.js';
import {
  KW_BLOCKER,
  KW_CANT_ATTACK,
  KW_CANT_ATTACK_CREATURES,
  KW_CANT_ATTACK_PLAYERS,
  KW_DOUBLE_BREAKER,
  KW_TRIPLE_BREAKER,
} from './keywords.js';
import { battlePowers, breakers, canAttack, flags, power } from './query/characteristics.js';
import { ONGOING, type DMState } from './state.js';

/**
 * Evaluation v1 (hand-written; greedy@1 and mcts@1 use it, so it never changes): value for `player` in
 * [-1, 1] from shields, board power and breakers, mana, hand, and deck safety. Documented in
 * docs/rules/duel-masters.md. The tuned evaluations ride on it as `evaluate.tuned` (see below).
 */
export function evaluate(s: DMState, player: number): number {
  if (s.winner !== ONGOING) return s.winner < 0 ? 0 : s.winner === player ? 1 : -1;
  let score = 0;
  for (let p = 0; p < 2; p++) {
    const sign = p === player ? 1 : -1;
    const q = p as 0 | 1;
    let board = 0;
    for (const i of s.battle[q]) board += Math.max(0, power(s, i)) / 1000 + breakers(s, i) * 0.5;
    // Mana is worth less past 7 cards (the classic sets' costs top out there): a greedy player should not
    // charge its whole hand.
    const mana = s.mana[q].length;
    const manaValue = Math.min(mana, 7) * 0.3 + Math.max(0, mana - 7) * 0.05;
    const v = s.shields[q].length * 1.0 + board * 0.35 + manaValue + s.hand[q].length * 0.25 + Math.min(s.lib[q].length, 5) * 0.1;
    score += sign * v;
  }
  return Math.tanh(score / 6);
}

/**
 * Features of the tuned evaluation v2, each (this player's quantity) − (the opponent's): the hand-written v1
 * score as a whole (so the fit rescales it but cannot pull its terms apart: charging mana stays worth more than
 * a card in hand), and what v1 does not see. `SIGNS_V2` fixes the direction of the ones where more is never
 * worse (+1) or never better (−1) for their owner; the fit keeps those weights on that side of 0.
 */
const FEATURES_V2 = [
  'hand-written score (v1)',
  'no shields',
  'at most 2 shields',
  'creatures',
  'blockers',
  'threat (breakers of creatures that may attack players)',
  'lethal threat (threat > shields + blockers)',
  'tapped creatures a bigger enemy creature can attack',
  'civilizations in mana',
  'castable hand cards',
  'deck at most 3',
  'to move (turn player)',
  'first player',
  'hand cards costing more than the mana',
  'mana (up to 5)',
  'creatures stronger than every enemy creature',
] as const;
const SIGNS_V2: readonly number[] = [1, -1, -1, 1, 1, 1, 1, -1, 1, 1, -1, 0, 0, -1, 1, 1];

const NF = FEATURES_V2.length;
const raw = [new Float64Array(NF), new Float64Array(NF)];
const shieldsOf = [0, 0];
const blockersOf = [0, 0];
const threatOf = [0, 0];
const maxPowerOf = [0, 0];
const powers = new Float64Array(256);
/** power() of the creatures `side` reads (battlePowers), before the 0 floor (108.1b). */
const rawPowers = new Float64Array(256);

/**
 * One player's side of the v2 features. Tapping and summoning sickness pass within a turn, so the threat and
 * blocker counts ignore them (they describe the player's next turn and the opponent's next turn); a tapped
 * creature counts as exposed when an opposing creature that may attack creatures has more power.
 */
function side(s: DMState, q: 0 | 1, out: Float64Array): void {
  const def = s.def;
  let board = 0;
  let blockers = 0;
  let threat = 0;
  let maxPower = 0;
  const battle = s.battle[q];
  // With modifiers or power statics in play, the powers of the zone at once (battlePowers looks the statics up once).
  const plain = s.mods.length === 0 && s.nPowerStatic === 0;
  if (!plain) battlePowers(s, q, rawPowers);
  for (let k = 0; k < battle.length; k++) {
    const i = battle[k]!;
    const f = flags(s, i);
    const b = f & KW_TRIPLE_BREAKER ? 3 : f & KW_DOUBLE_BREAKER ? 2 : 1;
    const pw = Math.max(0, plain ? power(s, i) : rawPowers[i]!);
    powers[i] = pw;
    board += pw / 1000 + b * 0.5;
    if (f & KW_BLOCKER) blockers++;
    if (!(f & KW_CANT_ATTACK)) {
      if (!(f & KW_CANT_ATTACK_PLAYERS)) threat += b;
      if (!(f & KW_CANT_ATTACK_CREATURES) && pw > maxPower) maxPower = pw;
    }
  }
  const mana = s.mana[q];
  let civs = 0;
  for (let k = 0; k < mana.length; k++) civs |= DEF_CIVS[def[mana[k]!]!]!;
  let nciv = 0;
  for (let c = civs; c; c &= c - 1) nciv++;
  const hand = s.hand[q];
  let castable = 0;
  for (let k = 0; k < hand.length; k++) if (DEF_COST[def[hand[k]!]!]! <= mana.length) castable++;
  out[13] = hand.length - castable;
  out[14] = Math.min(mana.length, 5);
  const shields = s.shields[q].length;
  const lib = s.lib[q].length;
  const manaValue = Math.min(mana.length, 7) * 0.3 + Math.max(0, mana.length - 7) * 0.05;
  out[0] = shields * 1.0 + board * 0.35 + manaValue + hand.length * 0.25 + Math.min(lib, 5) * 0.1;
  out[1] = shields === 0 ? 1 : 0;
  out[2] = shields <= 2 ? 1 : 0;
  out[3] = battle.length;
  out[4] = blockers;
  out[5] = threat;
  out[8] = nciv;
  out[9] = castable;
  out[10] = lib <= 3 ? 1 : 0;
  out[11] = s.active === q ? 1 : 0;
  out[12] = s.firstPlayer === q ? 1 : 0;
  shieldsOf[q] = shields;
  blockersOf[q] = blockers;
  threatOf[q] = threat;
  maxPowerOf[q] = maxPower;
}

/** Creatures of q with more power than every creature of the other player. */
function dominant(s: DMState, q: 0 | 1): number {
  let enemy = 0;
  const other = s.battle[1 - q]!;
  for (let k = 0; k < other.length; k++) if (powers[other[k]!]! > enemy) enemy = powers[other[k]!]!;
  let n = 0;
  const battle = s.battle[q];
  for (let k = 0; k < battle.length; k++) if (powers[battle[k]!]! > enemy) n++;
  return n;
}

/** Tapped creatures of q that a creature of the other player with more power may attack (505.2). */
function exposed(s: DMState, q: 0 | 1): number {
  const enemy = maxPowerOf[1 - q]!;
  let n = 0;
  const battle = s.battle[q];
  for (let k = 0; k < battle.length; k++) if (s.tapped[battle[k]!] && powers[battle[k]!]! < enemy) n++;
  return n;
}

/** The v2 features of `s` for `player` into out[0 .. FEATURES_V2.length). Allocates nothing. */
function featuresV2(s: DMState, player: number, out: Float64Array): void {
  const p = player as 0 | 1;
  const o = (1 - player) as 0 | 1;
  side(s, p, raw[p]!);
  side(s, o, raw[o]!);
  raw[p]![6] = threatOf[p]! > shieldsOf[o]! + blockersOf[o]! ? 1 : 0;
  raw[o]![6] = threatOf[o]! > shieldsOf[p]! + blockersOf[p]! ? 1 : 0;
  raw[p]![7] = exposed(s, p);
  raw[o]![7] = exposed(s, o);
  raw[p]![15] = dominant(s, p);
  raw[o]![15] = dominant(s, o);
  const a = raw[p]!;
  const b = raw[o]!;
  for (let j = 0; j < NF; j++) out[j] = a[j]! - b[j]!;
}

/**
 * Evaluation v1 in the v2 features (its score / 3, since tanh(score / 6) = tanh(w·f / 2)): the prior the fit
 * starts from and is pulled toward, so the weights move only as far as the games show.
 */
const PRIOR_V2: readonly number[] = [1 / 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

// <fit-eval v2> (written by fit-eval --write: do not edit by hand)
// 16282 training positions from 3000 games; held-out log loss 0.5454 (prior 0.5770, w = 0 0.6931).
const FITTED_BY_V2 = 'tcglab fit-eval --game duel-masters --games 3000 --seed 1';
const WEIGHTS_V2: readonly number[] = [
  0.115939, // hand-written score (v1)
  -1.02689, // no shields
  -0.501315, // at most 2 shields
  0.389125, // creatures
  0, // blockers
  0.00731642, // threat (breakers of creatures that may attack players)
  1.02205, // lethal threat (threat > shields + blockers)
  -0.285369, // tapped creatures a bigger enemy creature can attack
  0, // civilizations in mana
  0.116535, // castable hand cards
  -1.95814, // deck at most 3
  -0.0235269, // to move (turn player)
  -0.0599661, // first player
  0, // hand cards costing more than the mana
  0, // mana (up to 5)
  0.127805, // creatures stronger than every enemy creature
];
// </fit-eval v2>

/**
 * Features of the tuned evaluation v3: v2's sixteen (same order, same meaning) and eight more, each (this
 * player's quantity) − (the opponent's), for what a position in the middle of a turn holds and v2 does not see:
 * the attack the turn player can still make this turn (untapped creatures free of summoning sickness), the hand
 * and mana as such (v2 sees them only inside the v1 score), the cards castable next turn, total power, the
 * shields a player's threat meets, and the enemy threat a player's blockers meet (untapped blockers apart).
 */
const FEATURES_V3 = [
  ...FEATURES_V2,
  'ready attack (breakers of untapped creatures that may attack players now; turn player)',
  'castable next turn (hand cards costing at most mana + 1)',
  'hand cards',
  'mana (up to 7)',
  'shields my threat meets (min(threat, enemy shields))',
  'power on board (thousands)',
  'enemy threat my blockers meet (min(blockers, enemy threat))',
  'untapped blockers',
] as const;
const SIGNS_V3: readonly number[] = [...SIGNS_V2, 1, 1, 1, 1, 1, 1, 1, 1];
const NF3 = FEATURES_V3.length;
const raw3 = [new Float64Array(NF3 - NF), new Float64Array(NF3 - NF)];

/** One player's side of v3's eight new features into out[0 .. 8) (after featuresV2 filled powers and threats). */
function side3(s: DMState, q: 0 | 1, out: Float64Array): void {
  const defs = cardDefs();
  let ready = 0;
  let power1000 = 0;
  let untappedBlockers = 0;
  const battle = s.battle[q];
  for (let k = 0; k < battle.length; k++) {
    const i = battle[k]!;
    const f = flags(s, i);
    power1000 += powers[i]! / 1000;
    if (f & KW_BLOCKER && !s.tapped[i]) untappedBlockers++;
    if (s.active === q && !(f & KW_CANT_ATTACK_PLAYERS) && canAttack(s, i))
      ready += f & KW_TRIPLE_BREAKER ? 3 : f & KW_DOUBLE_BREAKER ? 2 : 1;
  }
  const mana = s.mana[q].length;
  const hand = s.hand[q];
  let next = 0;
  for (let k = 0; k < hand.length; k++) if (defs[s.def[hand[k]!]!]!.cost <= mana + 1) next++;
  const o = 1 - q;
  out[0] = ready;
  out[1] = next;
  out[2] = hand.length;
  out[3] = Math.min(mana, 7);
  out[4] = Math.min(threatOf[q]!, shieldsOf[o]!);
  out[5] = power1000;
  out[6] = Math.min(blockersOf[q]!, threatOf[o]!);
  out[7] = untappedBlockers;
}

/** The v3 features of `s` for `player` into out[0 .. FEATURES_V3.length). Allocates nothing. */
function featuresV3(s: DMState, player: number, out: Float64Array): void {
  featuresV2(s, player, out);
  const p = player as 0 | 1;
  const o = (1 - player) as 0 | 1;
  side3(s, p, raw3[p]!);
  side3(s, o, raw3[o]!);
  const a = raw3[p]!;
  const b = raw3[o]!;
  for (let j = 0; j < NF3 - NF; j++) out[NF + j] = a[j]! - b[j]!;
}

/** v3's prior: the v2 weights, 0 for the new features (the fit moves away from v2 only as far as the games show). */
const PRIOR_V3: readonly number[] = [...WEIGHTS_V2, 0, 0, 0, 0, 0, 0, 0, 0];

// <fit-eval v3> (written by fit-eval --write: do not edit by hand)
// 7936 training positions from 1500 games; held-out log loss 0.6082 (prior 0.6239, w = 0 0.6931).
const FITTED_BY_V3 = 'tcglab fit-eval --game duel-masters --eval 3 --games 1500 --seed 1 --agents mcts@4:iters=16';
const WEIGHTS_V3: readonly number[] = [
  0.335631, // hand-written score (v1)
  -1.41806, // no shields
  -0.973733, // at most 2 shields
  0, // creatures
  0, // blockers
  0.187111, // threat (breakers of creatures that may attack players)
  0.693471, // lethal threat (threat > shields + blockers)
  -0.0878424, // tapped creatures a bigger enemy creature can attack
  0.310596, // civilizations in mana
  0, // castable hand cards
  -4.50396, // deck at most 3
  -0.22665, // to move (turn player)
  -0.0809827, // first player
  0, // hand cards costing more than the mana
  0.216958, // mana (up to 5)
  0.0511271, // creatures stronger than every enemy creature
  0.2675, // ready attack (breakers of untapped creatures that may attack players now; turn player)
  0.0297529, // castable next turn (hand cards costing at most mana + 1)
  0.0603632, // hand cards
  0, // mana (up to 7)
  0.0202596, // shields my threat meets (min(threat, enemy shields))
  0, // power on board (thousands)
  0.381433, // enemy threat my blockers meet (min(blockers, enemy threat))
  0, // untapped blockers
];
// </fit-eval v3>

/** Quiet: no attack, effect, choice or trigger is in progress (the turn player is at a charge, main or attack decision). */
function quiet(s: DMState): boolean {
  return s.frames.length === 0 && s.waiting.length === 0;
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
  {
    version: 3,
    features: FEATURES_V3,
    extract: featuresV3,
    weights: WEIGHTS_V3,
    fittedBy: FITTED_BY_V3,
    prior: PRIOR_V3,
    signs: SIGNS_V3,
    quiet,
  },
] as const;
