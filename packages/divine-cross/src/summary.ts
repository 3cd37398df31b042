// What the runner records of a Divine Cross game: the state's checksum, the card count per player, card statistics.
import { HASH_INIT, mix32, type CardStats } from '@tcglab/core';
import { cardDefs } from './catalog.js';
import { STANDBY_SLOTS, Z_ASSIST, Z_ENERGY, type DCState } from './state.js';

/** 32-bit hash of the whole state (hidden parts included). */
export function checksum(s: DCState): number {
  let h = HASH_INIT;
  const arrs = [s.def, s.zone, s.host, s.slot, s.damage, s.stun, s.energy, s.assist, s.standby, s.exUses];
  for (const a of arrs) {
    h = mix32(h, a.length);
    for (let i = 0; i < a.length; i++) h = mix32(h, a[i]!);
  }
  h = mix32(h, s.modsN);
  for (let i = 0; i < s.modsN; i++) h = mix32(h, s.mods[i]!);
  h = mix32(h, s.trigN);
  for (let i = 0; i < s.trigN; i++) h = mix32(h, s.trig[i]!);
  for (let p = 0; p < 2; p++) {
    for (const z of [s.deck[p]!, s.hand[p]!, s.discard[p]!, s.ko[p]!]) {
      h = mix32(h, z.length);
      for (let i = 0; i < z.length; i++) h = mix32(h, z[i]!);
    }
    h = mix32(h, s.main[p]!);
  }
  const scalars = [
    s.turn,
    s.tp,
    s.step,
    s.winner,
    s.chargeUsed,
    s.retreatUsed,
    s.eventUsed,
    s.ticket,
    s.chKind,
    s.chPlayer,
    s.chN,
    s.fN,
    s.dmgAcc,
    s.resolving,
  ];
  for (const v of scalars) h = mix32(h, v);
  for (let i = 0; i < s.chN; i++) h = mix32(h, s.chOpts[i]!);
  for (let f = 0; f < s.fN; f++) h = mix32(mix32(h, s.fList[f]!), s.fPc[f]!);
  const r = s.rng.state();
  h = mix32(h, Math.floor(r.s0 * 4294967296));
  return h >>> 0;
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

/** The distinct cards that reached the player's hand, and the cards played with the turn each was first played. */
export function cardStats(s: DCState, player: number): CardStats {
  const defs = cardDefs();
  const drawn = new Set<string>();
  for (let i = 0; i < s.def.length; i++) if (s.owner[i] === player && s.seenHand[i]) drawn.add(defs[s.def[i]!]!.id);
  const played: [string, number][] = [];
  for (let d = 0; d < defs.length; d++) {
    const t = s.playedTurn[d * 2 + player]!;
    if (t > 0) played.push([defs[d]!.id, t]);
  }
  return { drawn: [...drawn].sort(), played };
}
