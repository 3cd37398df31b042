// What the runner records of a Divine Cross game: the state's checksum, the card count per player, card statistics.
import { definitionIds, HASH_INIT, mix32, SEEN_IN_HAND, SEEN_IN_OPENING, type CardUse } from '@tcglab/core';
import { cardDefs, defsById } from './catalog.js';
import { STANDBY_SLOTS, Z_ASSIST, Z_ENERGY, type DCState } from './state.js';

/** 32-bit hash of the whole state (hidden parts included). */
export function checksum(s: DCState): number {
  let h = HASH_INIT;
  h = hashArray(hashArray(hashArray(hashArray(hashArray(h, s.def), s.zone), s.host), s.slot), s.damage);
  h = hashArray(hashArray(hashArray(hashArray(hashArray(h, s.stun), s.energy), s.assist), s.standby), s.exUses);
  h = mix32(h, s.modsN);
  for (let i = 0; i < s.modsN; i++) h = mix32(h, s.mods[i]!);
  h = mix32(h, s.trigN);
  for (let i = 0; i < s.trigN; i++) h = mix32(h, s.trig[i]!);
  for (let p = 0; p < 2; p++) {
    h = hashArray(hashArray(hashArray(hashArray(h, s.deck[p]!), s.hand[p]!), s.discard[p]!), s.ko[p]!);
    h = mix32(h, s.main[p]!);
  }
  h = mix32(mix32(mix32(mix32(mix32(h, s.turn), s.tp), s.step), s.winner), s.chargeUsed);
  h = mix32(mix32(mix32(mix32(mix32(h, s.retreatUsed), s.eventUsed), s.ticket), s.chKind), s.chPlayer);
  h = mix32(mix32(mix32(mix32(h, s.chN), s.fN), s.dmgAcc), s.resolving);
  for (let i = 0; i < s.chN; i++) h = mix32(h, s.chOpts[i]!);
  for (let f = 0; f < s.fN; f++) h = mix32(mix32(h, s.fList[f]!), s.fPc[f]!);
  h = mix32(h, Math.floor(s.rng.state().s0 * 4294967296));
  return h >>> 0;
}

/** Its length, then its entries. */
function hashArray(h: number, a: readonly number[]): number {
  h = mix32(h, a.length);
  for (let i = 0; i < a.length; i++) h = mix32(h, a[i]!);
  return h;
}

/** Every physical card of the player, counted zone by zone (conserved through a game). */
export function cardCount(s: DCState, p: number): number {
  let n = s.deck[p]!.length + s.hand[p]!.length + s.discard[p]!.length + s.ko[p]!.length;
  if (s.main[p]! >= 0) n++;
  for (let k = 0; k < STANDBY_SLOTS; k++) if (s.standby[p * STANDBY_SLOTS + k]! >= 0) n++;
  for (let i = 0; i < s.def.length; i++) {
    if (s.owner[i] !== p) continue;
    if (s.zone[i] === Z_ENERGY || s.zone[i] === Z_ASSIST) n++;
  }
  if (s.resolving >= 0 && s.owner[s.resolving] === p) n++;
  return n;
}

/** Each card definition's id, indexed by definition (built once per thread). */
export function cardIds(): readonly string[] {
  return definitionIds(cardDefs());
}

/**
 * The distinct cards that reached the player's hand and those in the first hand dealt (in id order), and the cards
 * played with the turn each was first played (in definition order).
 */
export function cardUse(s: DCState, player: number, out: CardUse): void {
  const defs = cardDefs();
  const seen = SEEN.length >= defs.length ? SEEN : (SEEN = new Uint8Array(defs.length));
  seen.fill(0);
  for (let i = 0; i < s.def.length; i++) if (s.owner[i] === player) seen[s.def[i]!]! |= s.seenHand[i]!; // bits: 1 in hand, 2 opening hand
  out.clear();
  const byId = defsById();
  for (let k = 0; k < byId.length; k++) {
    const d = byId[k]!;
    const how = (seen[d]! & 1 ? SEEN_IN_HAND : 0) | (seen[d]! & 2 ? SEEN_IN_OPENING : 0);
    if (how !== 0) out.seen(d, how);
  }
  for (let d = 0; d < defs.length; d++) {
    const t = s.playedTurn[d * 2 + player]!;
    if (t > 0) out.played(d, t);
  }
}

let SEEN = new Uint8Array(0);
