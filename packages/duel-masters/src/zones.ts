// Moving cards between zones (400.5: a zone change makes a new object), drawing, and the state-based checks (703).
import { clearList, logEvent, RulesError } from '@tcglab/core';
import { defOf, eventMask } from './cards/table.js';
import type { CardDef } from './cards/types.js';
import { cardName } from './describe.js';
import { fireLeave } from './effects/fire.js';
import { KW_BLOCKER } from './keywords.js';
import { countMana } from './mana.js';
import { battlePowers, mayLowerPower, power } from './query/characteristics.js';
import {
  type DMState,
  ONGOING,
  removeValue,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_PENDING,
  Z_SHIELD,
  Z_UNDER,
  ZONE_NAMES,
  zoneArray,
} from './state.js';

/**
 * Count creature `inst` entering (+1) or leaving (-1) the battle zone in the static counters and its owner's trigger
 * counts (DMState.trig: a creature is in its owner's battle zone).
 */
function countStatics(s: DMState, inst: number, delta: number): void {
  const d = defOf(s, inst);
  const base = s.owner[inst]! * 32;
  for (let x = eventMask(d.index); x !== 0; x &= x - 1) s.trig[base + 31 - Math.clz32(x & -x)]! += delta;
  if (d.power <= 0) s.nLowPower += delta;
  if (d.flags & KW_BLOCKER) s.blockerCount[s.owner[inst]! as 0 | 1] += delta;
  if (d.statics.length !== 0) countStaticKinds(s, d, delta);
}

/** countStatics for a creature with static abilities (the rarer case, kept out of the callers countStatics is inlined into). */
function countStaticKinds(s: DMState, d: CardDef, delta: number): void {
  s.nStatic += delta;
  if (d.powerStatics.length) s.nPowerStatic += delta;
  if (d.flagStatics.length) s.nFlagStatic += delta;
  if (d.sharesAbilities) s.nShare += delta;
  if (d.savesShields) s.nShieldSave += delta;
  if (d.changesCosts) s.nCostStatic += delta;
  if (d.changesAttacks) s.nAttackStatic += delta;
  if (d.replacesLeaving) s.nReplace += delta;
}

/** Recount the static counters and the trigger counts from the battle zones (after a position is built). */
export function recountStatics(s: DMState): void {
  s.nStatic = 0;
  s.nPowerStatic = 0;
  s.nFlagStatic = 0;
  s.nShare = 0;
  s.nShieldSave = 0;
  s.nCostStatic = 0;
  s.nAttackStatic = 0;
  s.nReplace = 0;
  s.nLowPower = 0;
  s.blockerCount[0] = 0;
  s.blockerCount[1] = 0;
  s.trig.fill(0);
  for (let q = 0; q < 2; q++) for (const i of s.battle[q as 0 | 1]) countStatics(s, i, 1);
}

/** Evolution sources under `top`, bottom first. */
function underOf(s: DMState, top: number, out: number[]): number[] {
  clearList(out);
  if (s.seq === 0) return out; // no card was ever put under another in this game (putUnder and positions count in seq)
  for (let i = 0; i < s.n; i++) if (s.zone[i] === Z_UNDER && s.parent[i] === top) out.push(i);
  return out;
}

const underScratch: number[] = [];

/** Take `inst` out of its current zone's array (no events). */
function detach(s: DMState, inst: number): void {
  const z = s.zone[inst]!;
  if (z === Z_BATTLE) countStatics(s, inst, -1);
  else if (z === Z_MANA && !s.tapped[inst]) countMana(s, inst, -1);
  if (z === Z_UNDER) {
    s.parent[inst] = -1;
    return;
  }
  const arr = zoneArray(s, z, s.owner[inst]!);
  if (!removeValue(arr, inst)) throw new RulesError(`${cardName(s, inst)} is not in its ${ZONE_NAMES[z]} zone`);
  if (z === Z_LIBRARY && arr.length === 0) s.emptied |= 1 << s.owner[inst]!; // 104.2b: any way of leaving
}

/**
 * Move one card (and, from the battle zone, the cards under it) to a zone of its owner. A zone change makes
 * a new object (400.5): tap state, sickness and modifiers are reset; multicolored cards enter the mana zone
 * tapped (405.1); `top` puts a library card on top (else bottom). A creature leaving the battle zone fires its
 * leave triggers first (603.5c), unless the caller already did (`leaveFired`: a simultaneous event fires them all
 * before anything moves).
 */
export function moveCard(s: DMState, inst: number, to: number, top = true, leaveFired = false): void {
  const from = s.zone[inst]!;
  const owner = s.owner[inst]!;
  if (from === Z_BATTLE) {
    if (!leaveFired) fireLeave(s, inst, to);
    // Soul Phoenix (609): only the top card leaves; every card under it stays as a creature of its own.
    if (defOf(s, inst).onlyTopLeaves) splitUnder(s, inst);
    // The cards under an evolution creature go to the same zone (109.2b).
    const under = underOf(s, inst, underScratch);
    for (let k = 0; k < under.length; k++) {
      const u = under[k]!;
      s.parent[u] = -1;
      s.sick[u] = 0;
      place(s, u, to, owner, top);
    }
    clearMods(s, inst);
    if (s.attacker === inst) s.attacker = -1;
  }
  detach(s, inst);
  place(s, inst, to, owner, top);
}

function place(s: DMState, inst: number, to: number, owner: number, top: boolean): void {
  const from = s.zone[inst]!;
  s.zone[inst] = to;
  s.known[inst] = knownAfterMove(s.known[inst]!, from, to, owner);
  s.tapped[inst] = 0;
  s.sick[inst] = 0;
  switch (to) {
    case Z_LIBRARY:
      if (top) s.lib[owner as 0 | 1].push(inst);
      else s.lib[owner as 0 | 1].unshift(inst);
      return;
    case Z_HAND:
      s.hand[owner as 0 | 1].push(inst);
      s.seen[inst]! |= from === Z_SHIELD ? 4 : 2;
      return;
    case Z_MANA:
      s.mana[owner as 0 | 1].push(inst);
      // 405.1: multicolored cards enter tapped; the others are untapped mana from now on.
      if (defOf(s, inst).civCount > 1) s.tapped[inst] = 1;
      else countMana(s, inst, 1);
      return;
    case Z_SHIELD:
      s.shields[owner as 0 | 1].push(inst);
      return;
    case Z_BATTLE:
      s.battle[owner as 0 | 1].push(inst);
      s.sick[inst] = 1;
      s.sickList.push(inst);
      countStatics(s, inst, 1);
      return;
    case Z_GRAVE:
      s.grave[owner as 0 | 1].push(inst);
      return;
    case Z_PENDING:
      s.pending.push(inst);
      return;
    default:
      throw new RulesError(`cannot move a card to zone ${to}`);
  }
}

/**
 * Who knows which card `inst` is after it moves from zone `from` to `to` (`known`: bit p set when player p does). A zone
 * change makes a new object (400.5), but the players remember what they saw move: a card that goes to a hand or the
 * shield zone (zones where a card keeps its place: it is not shuffled away) from a public zone (battle, mana, graveyard,
 * under an evolution creature) was seen by both; from its owner's hand, by its owner and whoever knew it there; from
 * one hidden place to another (a shield broken into the hand, held face down while S-Triggers are declared in the
 * pending zone; the library's top card drawn or put into the shields), by whoever knew it. Into the library or a public
 * zone nothing is kept (a public card needs no bit; a library is shuffled, and an effect that puts a known card on top
 * marks it itself). The pending zone also holds spells being cast, which are public: one that returns to a hand from
 * there keeps only what was known of it.
 */
function knownAfterMove(known: number, from: number, to: number, owner: number): number {
  if (to !== Z_HAND && to !== Z_SHIELD) return 0;
  if (from === Z_HAND) return known | (1 << owner);
  if (from === Z_SHIELD || from === Z_LIBRARY || from === Z_PENDING) return known;
  return 3;
}

/**
 * Put `inst` under `top` as an evolution source (801.1). The cards already under `inst` move under `top`
 * too (one flat stack, ordered by `useq`: the higher, the nearer the top). Summoning sickness is kept on
 * the card, so a reconstructed creature is sick only if it entered this turn (801.4c).
 */
export function putUnder(s: DMState, inst: number, top: number): void {
  if (s.seq !== 0) for (let j = 0; j < s.n; j++) if (s.zone[j] === Z_UNDER && s.parent[j] === inst) s.parent[j] = top;
  detach(s, inst);
  clearMods(s, inst);
  s.zone[inst] = Z_UNDER;
  s.parent[inst] = top;
  s.tapped[inst] = 0;
  s.useq[inst] = ++s.seq;
}

/**
 * 801.4 / 703.4h: only the top card of an evolution creature leaves (to `to`); the highest card under it
 * that can stand alone (a creature) remains in its place as the creature, keeping the tap state, with the
 * cards below it still under it; it does not enter again (no ETB).
 */
export function removeTopCard(s: DMState, top: number, to: number): void {
  const under = underOf(s, top, underScratch).slice();
  if (under.length === 0 || defOf(s, top).onlyTopLeaves) {
    moveCard(s, top, to);
    return;
  }
  under.sort((a, b) => s.useq[b]! - s.useq[a]!);
  const next = under[0]!;
  const owner = s.owner[top]! as 0 | 1;
  const b = s.battle[owner];
  const idx = b.indexOf(top);
  const tapped = s.tapped[top]!;
  const wasAttacker = s.attacker === top;
  // Detach the under cards from `top` before it moves, so they do not follow it.
  for (const u of under) s.parent[u] = -1;
  moveCard(s, top, to);
  s.zone[next] = Z_BATTLE;
  s.parent[next] = -1;
  b.splice(Math.min(idx, b.length), 0, next);
  countStatics(s, next, 1);
  s.tapped[next] = tapped;
  for (const u of under) if (u !== next) s.parent[u] = next;
  if (wasAttacker) s.attacker = next;
}

/**
 * Soul Phoenix (JA: 一番上のカードだけがバトルゾーンから離れる。(下のカード2枚は、別々のクリーチャーとなる)): each card
 * under `top` stays in the battle zone as a separate creature, where `top` was (the highest first), with its tap state
 * (801.4d); they do not enter again (no ETB, 801.4c). An attack in progress goes on with the highest one (801.4 default).
 */
function splitUnder(s: DMState, top: number): void {
  const under = underOf(s, top, underScratch).slice();
  if (under.length === 0) return;
  under.sort((a, b) => s.useq[b]! - s.useq[a]!);
  const b = s.battle[s.owner[top]! as 0 | 1];
  const idx = b.indexOf(top);
  const tapped = s.tapped[top]!;
  for (let k = 0; k < under.length; k++) {
    const u = under[k]!;
    s.zone[u] = Z_BATTLE;
    s.parent[u] = -1;
    s.tapped[u] = tapped;
    b.splice(Math.min(idx + 1 + k, b.length), 0, u);
    countStatics(s, u, 1);
  }
  if (s.attacker === top) s.attacker = under[0]!;
}

function clearMods(s: DMState, inst: number): void {
  const mods = s.mods;
  for (let k = mods.length - 1; k >= 0; k--) {
    if (mods[k]!.inst === inst) {
      mods[k] = mods[mods.length - 1]!;
      mods.pop();
    }
  }
}

/** Draw one card (702.3b, 114). With an empty library nothing is drawn (the loss is a state-based action). */
export function drawOne(s: DMState, p: number): boolean {
  const lib = s.lib[p as 0 | 1];
  if (lib.length === 0) return false;
  const inst = lib.pop()!;
  if (lib.length === 0) s.emptied |= 1 << p; // 703.4b: drawing the last card loses (checked as an SBA)
  s.zone[inst] = Z_HAND;
  s.hand[p as 0 | 1].push(inst);
  s.seen[inst]! |= 2;
  s.drawnThisTurn[p as 0 | 1]++;
  if (s.log) logEvent(s, `  P${p} draws ${cardName(s, inst)}`);
  return true;
}

export function endGame(s: DMState, winner: number, reason: string): void {
  if (s.winner !== ONGOING) return;
  s.winner = winner;
  s.reason = reason;
  if (s.log) logEvent(s, winner < 0 ? `Game drawn (${reason})` : `P${winner} wins (${reason})`);
}

/**
 * Would checkStateBased find nothing, seen from the counters alone (no library emptied to 0, and no creature whose power
 * could be 0 or less: its fast path)? Then running the state-based actions changes nothing.
 */
export function stateBasedQuiet(s: DMState): boolean {
  if (s.emptied !== 0 && ((s.emptied & 1 && s.lib[0].length === 0) || (s.emptied & 2 && s.lib[1].length === 0))) return false;
  return s.nLowPower === 0 && s.nPowerStatic === 0 && s.mods.length === 0;
}

/**
 * State-based actions (703), all applicable at once, repeated until none applies:
 * 703.4b deck-out (a player whose library became 0 loses; both at once: a draw by default, doubleDeckOutDraw in docs/rules/duel-masters.md),
 * 703.4c creatures with power 0 or less are destroyed: they are appended to `destroyed` for the caller
 * to destroy together (with replacements and triggers).
 */
export function checkStateBased(s: DMState, destroyed: number[]): void {
  if (s.winner !== ONGOING) return;
  const out0 = (s.emptied & 1) !== 0 && s.lib[0].length === 0;
  const out1 = (s.emptied & 2) !== 0 && s.lib[1].length === 0;
  if (out0 || out1) {
    if (out0 && out1) {
      if (s.opts.doubleDeckOutDraw) endGame(s, -1, 'deck-out');
      else endGame(s, 1 - s.active, 'deck-out');
    } else endGame(s, out0 ? 1 : 0, 'deck-out');
    return;
  }
  // 703.4c. Without power statics in play and power modifiers, a creature's power is its printed power (plus power
  // attacker while attacking), so only creatures printed with 0 or less need a look.
  const plain = s.nPowerStatic === 0 && s.mods.length === 0;
  if (s.nLowPower === 0 && (plain || !mayLowerPower(s))) return; // every power is at least the printed one, above 0
  for (let p = 0; p < 2; p++) {
    const b = s.battle[p as 0 | 1];
    if (!plain) {
      // Every creature's power is asked: battlePowers looks the power statics up once for the whole zone.
      battlePowers(s, p as 0 | 1, sbaPowers);
      for (let k = 0; k < b.length; k++) if (sbaPowers[b[k]!]! <= 0) destroyed.push(b[k]!);
      continue;
    }
    for (let k = 0; k < b.length; k++) {
      const i = b[k]!;
      if (defOf(s, i).power > 0) continue;
      if (power(s, i) <= 0) destroyed.push(i);
    }
  }
}

/** checkStateBased's scratch: the powers of one battle zone's creatures, by instance. */
const sbaPowers = new Float64Array(256);
