// What the runner records of a CrossOver game: the state's checksum, the card count per player, card statistics.
import { definitionIds, HASH_INIT, mix32, SEEN_IN_HAND, SEEN_IN_OPENING, type CardUse } from '@tcglab/core';
import { cardDefs } from './catalog.js';
import { CH_ABILITY, Z_CHAIN, type COState } from './state.js';

/** 32-bit hash of the whole state (hidden parts included). */
export function checksum(s: COState): number {
  let h = HASH_INIT;
  const arrays = [
    s.def,
    s.owner,
    s.ctrl,
    s.zone,
    s.tapped,
    s.damage,
    s.host,
    s.tmpAp,
    s.tmpDp,
    s.swap,
    s.immune,
    s.punch,
    s.deck[0],
    s.deck[1],
    s.hand[0],
    s.hand[1],
    s.dust[0],
    s.dust[1],
    s.field,
    s.hp,
    s.energy,
  ];
  for (const a of arrays) {
    h = mix32(h, a.length);
    for (let i = 0; i < a.length; i++) h = mix32(h, a[i]!);
  }
  for (let i = 0; i < s.chLen; i++) h = mix32(mix32(mix32(h, s.chSrc[i]!), s.chTgt[i]!), s.chNeg[i]!);
  const scalars = [
    s.turn,
    s.tp,
    s.step,
    s.decision,
    s.actor,
    s.window,
    s.prio,
    s.passes,
    s.navPlayed,
    s.noMoreCombat,
    s.attacker,
    s.blocker,
    s.blocked,
    s.chLen,
    s.dmLen,
    s.crLen,
    s.trLen,
    s.winner + 2,
    s.decisions,
    s.playersUntargetable,
  ];
  for (const v of scalars) h = mix32(h, v);
  return h >>> 0;
}

/** Every physical card of the player, zone by zone (conserved through a game). */
export function cardCount(s: COState, p: number): number {
  let n = s.deck[p]!.length + s.hand[p]!.length + s.dust[p]!.length;
  for (const x of s.field) if (s.owner[x] === p) n++;
  for (let i = 0; i < s.chLen; i++) {
    const x = s.chSrc[i]!;
    if (s.zone[x] === Z_CHAIN && s.owner[x] === p && s.chKind[i] !== CH_ABILITY) n++;
  }
  return n;
}

/** Each card definition's id, indexed by definition (built once per thread). */
export function cardIds(): readonly string[] {
  return definitionIds(cardDefs());
}

/**
 * The distinct cards that reached the player's hand (and those in the first hand dealt), and the cards played with
 * the turn each was first played, each list in definition order.
 */
export function cardUse(s: COState, p: number, out: CardUse): void {
  const n = cardDefs().length;
  const drawn = s.drawn[p]!;
  const played = s.played[p]!;
  out.clear();
  for (let d = 0; d < n; d++) {
    const how = (drawn[d] ? SEEN_IN_HAND : 0) | (drawn[d]! & 2 ? SEEN_IN_OPENING : 0);
    if (how !== 0) out.seen(d, how);
  }
  for (let d = 0; d < n; d++) if (played[d]) out.played(d, played[d]!);
}
