// What a Divine Cross player may know: the player's view, and determinize, which resamples the rest.
import type { Prng } from '@tcglab/core';
import { KIND_UNIT } from './cards/codes.js';
import { cardDefs } from './catalog.js';
import { forgetLegal } from './legal.js';
import { hasUnitInHand } from './setup.js';
import { areaChanged, CH_NONE, STANDBY_SLOTS, STEP_NAMES, Z_DECK, Z_ENERGY, Z_HAND, Z_MAIN, type DCState } from './state.js';
import { hpOf, retreatCostOf } from './stats.js';

/** A unit as JSON: its energy cards' identities only for `viewer` = its owner (306.6). */
export function unitView(s: DCState, u: number, viewer: number) {
  if (u < 0) return null;
  const defs = cardDefs();
  const energies: string[] = [];
  if (viewer === s.owner[u]) {
    for (let i = 0; i < s.def.length; i++) if (s.zone[i] === Z_ENERGY && s.host[i] === u) energies.push(defs[s.def[i]!]!.id);
  }
  return {
    card: defs[s.def[u]!]!.id,
    name: defs[s.def[u]!]!.name,
    hp: hpOf(s, u),
    damage: s.damage[u],
    stunned: s.stun[u] === 1,
    energy: s.energy[u],
    ...(viewer === s.owner[u] ? { energyCards: energies } : {}),
    assist: s.assist[u]! >= 0 ? defs[s.def[s.assist[u]!]!]!.id : null,
    retreatCost: retreatCostOf(s, u),
  };
}

const SLOT_INDICES = Array.from({ length: STANDBY_SLOTS }, (_, k) => k);

/** What `player` may know: own hand and energy identities; the opponent's hidden zones as counts. */
export function view(s: DCState, player: number): unknown {
  const ids = (arr: number[]) => arr.map((i) => cardDefs()[s.def[i]!]!.id);
  return {
    game: 'divine-cross',
    turn: s.turn,
    step: STEP_NAMES[s.step],
    activePlayer: s.tp,
    you: player,
    ticket: s.ticket,
    choice: s.chKind !== CH_NONE && s.chPlayer === player ? { kind: s.chKind, options: s.chN } : null,
    players: [0, 1].map((p) => {
      const hiddenMain = !s.revealed && p !== player;
      return {
        hand: p === player ? ids(s.hand[p]!) : s.hand[p]!.length,
        deck: s.deck[p]!.length,
        discard: ids(s.discard[p]!),
        ko: ids(s.ko[p]!),
        main: hiddenMain ? (s.main[p]! >= 0 ? 'face-down' : null) : unitView(s, s.main[p]!, player),
        standby: SLOT_INDICES.map((k) => unitView(s, s.standby[p * STANDBY_SLOTS + k]!, player)),
      };
    }),
  };
}

// Scratch lists of determinize (one thread, never re-entered): the hidden instances and their card identities.
const HIDDEN: number[] = [];
const HIDDEN_DEFS: number[] = [];

function setAt(arr: number[], i: number, v: number): void {
  if (i < arr.length) arr[i] = v;
  else arr.push(v);
}

/**
 * Resample what `player` cannot see: the opponent's hand, deck and face-down energy identities (306.6),
 * the opponent's face-down Main unit during setup, and the order of both decks. Reveals made earlier
 * (403.3a hands, searches) are not remembered: the sample is drawn from all of them. Allocates nothing.
 */
export function determinize(s: DCState, player: number, rng: Prng): void {
  forgetLegal(s);
  const o = 1 - player;
  // 403.3a: a player who has no unit at setup says so and shows the hand: that hand is known.
  const handKnown = !s.revealed && s.placed[o]! < 0 && !hasUnitInHand(s, o);
  let n = 0;
  for (let i = 0; i < s.def.length; i++) {
    if (s.owner[i] !== o) continue;
    const z = s.zone[i];
    if (z === Z_DECK || (z === Z_HAND && !handKnown) || z === Z_ENERGY || (z === Z_MAIN && !s.revealed)) {
      setAt(HIDDEN, n, i);
      setAt(HIDDEN_DEFS, n, s.def[i]!);
      n++;
    }
  }
  rng.shuffle(HIDDEN_DEFS, 0, n);
  for (let k = 0; k < n; k++) s.def[HIDDEN[k]!] = HIDDEN_DEFS[k]!;
  // A face-down Main must stay a unit: swap with a unit among the resampled cards.
  const m = s.main[o]!;
  const defs = cardDefs();
  if (m >= 0 && !s.revealed && defs[s.def[m]!]!.kind !== KIND_UNIT) {
    for (let k = 0; k < n; k++) {
      const i = HIDDEN[k]!;
      if (i !== m && defs[s.def[i]!]!.kind === KIND_UNIT) {
        const t = s.def[i]!;
        s.def[i] = s.def[m]!;
        s.def[m] = t;
        break;
      }
    }
  }
  areaChanged(s); // card identities changed
  rng.shuffle(s.deck[player]!);
  // Future chance events (RPS, shuffles) are unknown too: reseed the engine's streams from `rng` (as from the
  // strings `det/<number>`), so a search on the sample cannot learn the real outcomes.
  s.rng.reseed('det/', rng.int(0x7fffffff));
  s.shuf[0].reseed('det/', rng.int(0x7fffffff));
  s.shuf[1].reseed('det/', rng.int(0x7fffffff));
}
