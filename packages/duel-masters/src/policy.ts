// A fast hand-made playout policy (the contract's `playoutAction`, used by rollout@1's `rollout=policy`): no
// lookahead, a few reads of the printed cards.
//
// It plays the mover's side of a determinized sample (a full state the search already uses; never the true
// hidden state), so reading the opponent's hand here reads a guess, not a secret. Each decision scans the legal
// actions once and reads printed card data (cost, power, keywords) only: what a card's effects or statics
// change is ignored (cheap and good enough to make rollouts play like a player, not like dice).
import type { Prng } from '@tcglab/core';
import {
  ATTACK_CREATURE_BASE,
  ATTACK_PLAYER_BASE,
  BLOCK_BASE,
  CAST_BASE,
  CHARGE_BASE,
  EVOLVE_BASE,
  PASS,
  SUMMON_BASE,
  TRIGGER_BASE,
  VORTEX_BASE,
  YES,
} from './actions.js';
import type { CardDef } from './cards/types.js';
import { cardDefs } from './catalog.js';
import { KW_BLOCKER, KW_DOUBLE_BREAKER, KW_TRIPLE_BREAKER } from './keywords.js';
import type { DMState } from './state.js';

let defs: readonly CardDef[] | undefined;
const def = (s: DMState, i: number): CardDef => (defs ??= cardDefs())[s.def[i]!]!;
const breakersOf = (d: CardDef): number => (d.flags & KW_TRIPLE_BREAKER ? 3 : d.flags & KW_DOUBLE_BREAKER ? 2 : 1);

/** Does player q have an untapped creature with a printed blocker keyword? */
function untappedBlockers(s: DMState, q: number): number {
  let n = 0;
  const b = s.battle[q]!;
  for (let k = 0; k < b.length; k++) if (!s.tapped[b[k]!] && def(s, b[k]!).flags & KW_BLOCKER) n++;
  return n;
}

/** The highest printed power among player q's creatures. */
function maxPower(s: DMState, q: number): number {
  let m = 0;
  const b = s.battle[q]!;
  for (let k = 0; k < b.length; k++) if (def(s, b[k]!).power > m) m = def(s, b[k]!).power;
  return m;
}

/** Breakers of player q's untapped creatures that entered before this turn (the attack q can still make). */
function readyBreakers(s: DMState, q: number): number {
  let n = 0;
  const b = s.battle[q]!;
  for (let k = 0; k < b.length; k++) {
    const i = b[k]!;
    if (!s.tapped[i] && !s.sick[i]) n += breakersOf(def(s, i));
  }
  return n;
}

/**
 * The policy's action for the player to move in `s` among `legal[0..count)`; ties and "anything will do"
 * decisions go to `rng`. Priorities, by the kinds of action on offer:
 * - an S-Trigger or a "you may": declare / accept it;
 * - charge step: charge while mana is below 7 — early (under 3 mana) the costliest card (it is far from
 *   castable), later the cheapest (the weakest late); no charge past 7;
 * - main step: summon (or evolve) the costliest affordable creature, else cast the costliest spell, else end;
 * - attack step: attack the player when it is lethal (ready breakers exceed shields + blockers), when the opponent
 *   has no creature, or with a creature at least as strong as every enemy creature and no enemy blocker;
 *   else attack a creature it beats (the strongest such); else end the attacks;
 * - block: with a blocker at least as strong as the attacker, or any blocker when the player has no shield;
 * - anything else (shields to break, cards to choose, order): random.
 */
export function playoutAction(s: DMState, legal: Int32Array, count: number, rng: Prng): number {
  let trigger = -1;
  let yes = -1;
  let hasPass = false;
  let charge = -1;
  let chargeKey = 0;
  let summon = -1;
  let summonKey = -1;
  let cast = -1;
  let castKey = -1;
  let atkPlayer = -1;
  let atkPlayerKey = -1;
  let atkCreature = -1;
  let atkCreatureKey = -1;
  let block = -1;
  let blockKey = -1;
  let blocks = 0;
  const mover = s.active;
  const opp = 1 - mover;
  let manaCount = -1;
  let oppBlockers = -1;
  let oppMax = -1;
  for (let k = 0; k < count; k++) {
    const a = legal[k]!;
    if (a === PASS) hasPass = true;
    else if (a === YES) yes = a;
    else if (a < CHARGE_BASE) continue;
    else if (a < SUMMON_BASE) {
      const d = def(s, a - CHARGE_BASE);
      if (manaCount < 0) manaCount = s.mana[mover]!.length;
      // Early: the costliest card (far from castable); later: the cheapest. Noise breaks ties.
      const key = (manaCount < 3 ? d.cost : 20 - d.cost) + rng.next() * 0.5;
      if (charge < 0 || key > chargeKey) {
        charge = a;
        chargeKey = key;
      }
    } else if (a < CAST_BASE) {
      const key = def(s, a - SUMMON_BASE).cost + rng.next() * 0.5;
      if (key > summonKey) {
        summon = a;
        summonKey = key;
      }
    } else if (a < ATTACK_PLAYER_BASE) {
      const key = def(s, a - CAST_BASE).cost + rng.next() * 0.5;
      if (key > castKey) {
        cast = a;
        castKey = key;
      }
    } else if (a < BLOCK_BASE) {
      const key = def(s, a - ATTACK_PLAYER_BASE).power + rng.next();
      if (key > atkPlayerKey) {
        atkPlayer = a;
        atkPlayerKey = key;
      }
    } else if (a < 6000) {
      blocks++;
      const key = def(s, a - BLOCK_BASE).power + rng.next();
      if (key > blockKey) {
        block = a;
        blockKey = key;
      }
    } else if (a >= TRIGGER_BASE && a < TRIGGER_BASE + 256) trigger = a;
    else if (a >= EVOLVE_BASE && a < ATTACK_CREATURE_BASE) {
      // An evolution keeps the source's readiness and is usually the strongest play: rank it above its cost.
      const key = def(s, Math.floor((a - EVOLVE_BASE) / 256)).cost + 1 + rng.next() * 0.5;
      if (key > summonKey) {
        summon = a;
        summonKey = key;
      }
    } else if (a >= ATTACK_CREATURE_BASE && a < VORTEX_BASE) {
      const x = a - ATTACK_CREATURE_BASE;
      const att = def(s, Math.floor(x / 256)).power;
      const tgt = def(s, x % 256).power;
      if (att > tgt) {
        const key = tgt + rng.next();
        if (key > atkCreatureKey) {
          atkCreature = a;
          atkCreatureKey = key;
        }
      }
    } else if (a >= VORTEX_BASE) {
      const key = def(s, Math.floor((a - VORTEX_BASE) / 65536)).cost + 1 + rng.next() * 0.5;
      if (key > summonKey) {
        summon = a;
        summonKey = key;
      }
    }
  }
  if (trigger >= 0) return trigger;
  if (yes >= 0 && hasPass && count === 2) return yes;
  if (charge >= 0) {
    if (manaCount < 7 || !hasPass) return charge;
    return PASS;
  }
  if (summon >= 0) return summon;
  if (cast >= 0) return cast;
  if (atkPlayer >= 0 || atkCreature >= 0) {
    if (atkPlayer >= 0) {
      const shields = s.shields[opp]!.length;
      if (oppBlockers < 0) oppBlockers = untappedBlockers(s, opp);
      if (readyBreakers(s, mover) > shields + oppBlockers || shields === 0) return atkPlayer;
      if (s.battle[opp]!.length === 0) return atkPlayer;
      if (oppMax < 0) oppMax = maxPower(s, opp);
      if (oppBlockers === 0 && atkPlayerKey >= oppMax) return atkPlayer;
    }
    if (atkCreature >= 0) return atkCreature;
    if (hasPass) return PASS;
    return atkPlayer >= 0 ? atkPlayer : legal[rng.int(count)]!;
  }
  if (blocks > 0) {
    // The defender (the player not on turn) decides: block a stronger-or-equal attacker, or when out of shields.
    const attacker = s.attacker;
    const attPower = attacker >= 0 ? def(s, attacker).power : 0;
    if (blockKey >= attPower || s.shields[opp]!.length === 0 || !hasPass) return block;
    return PASS;
  }
  // Shields to break, cards to choose, an order, tap abilities: no rule, any will do.
  return legal[rng.int(count)]!;
}
