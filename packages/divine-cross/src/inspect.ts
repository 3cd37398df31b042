// Reading a Divine Cross state: player views, determinization, checksum, card counts, and text.
import { HASH_INIT, mix32, Prng } from '@tcglab/core';
import { KIND_UNIT } from './card-format.js';
import { DEFS } from './cards.js';
import { hasUnitInHand } from './flow.js';
import { CH_NONE, STEP_NAMES, Z_ENERGY, Z_ASSIST, Z_MAIN, type DcState } from './state.js';
import { hpOf, label, retreatCostOf } from './zones.js';

function unitView(s: DcState, u: number, viewer: number) {
  if (u < 0) return null;
  const energies: string[] = [];
  if (viewer === s.owner[u]) {
    for (let i = 0; i < s.def.length; i++) if (s.zone[i] === Z_ENERGY && s.host[i] === u) energies.push(DEFS[s.def[i]!]!.id);
  }
  return {
    card: DEFS[s.def[u]!]!.id,
    name: DEFS[s.def[u]!]!.name,
    hp: hpOf(s, u),
    damage: s.damage[u],
    stunned: s.stun[u] === 1,
    energy: s.energy[u],
    ...(viewer === s.owner[u] ? { energyCards: energies } : {}),
    assist: s.assist[u]! >= 0 ? DEFS[s.def[s.assist[u]!]!]!.id : null,
    retreatCost: retreatCostOf(s, u),
  };
}

/** What `player` may know: own hand and energy identities; the opponent's hidden zones as counts. */
export function view(s: DcState, player: number): unknown {
  const ids = (arr: number[]) => arr.map((i) => DEFS[s.def[i]!]!.id);
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
        standby: [0, 1, 2].map((k) => unitView(s, s.standby[p * 3 + k]!, player)),
      };
    }),
  };
}

/**
 * Resample what `player` cannot see: the opponent's hand, deck and face-down energy identities (306.6),
 * the opponent's face-down Main unit during setup, and the order of both decks. Reveals made earlier
 * (403.3a hands, searches) are not remembered: the sample is drawn from all of them.
 */
export function determinize(s: DcState, player: number, rng: Prng): void {
  const o = 1 - player;
  // 403.3a: a player who has no unit at setup says so and shows the hand: that hand is known.
  const handKnown = !s.revealed && s.placed[o]! < 0 && !hasUnitInHand(s, o);
  const hidden: number[] = [];
  for (let i = 0; i < s.def.length; i++) {
    if (s.owner[i] !== o) continue;
    const z = s.zone[i];
    if (z === 0 /* deck */ || (z === 1 /* hand */ && !handKnown) || z === Z_ENERGY) hidden.push(i);
    else if (z === Z_MAIN && !s.revealed) hidden.push(i);
  }
  const defs = hidden.map((i) => s.def[i]!);
  rng.shuffle(defs);
  for (let k = 0; k < hidden.length; k++) s.def[hidden[k]!] = defs[k]!;
  // A face-down Main must stay a unit: swap with a unit among the resampled cards.
  const m = s.main[o]!;
  if (m >= 0 && !s.revealed && DEFS[s.def[m]!]!.kind !== KIND_UNIT) {
    for (const i of hidden) {
      if (i !== m && DEFS[s.def[i]!]!.kind === KIND_UNIT) {
        const t = s.def[i]!;
        s.def[i] = s.def[m]!;
        s.def[m] = t;
        break;
      }
    }
  }
  rng.shuffle(s.deck[player]!);
  // Future chance events (RPS, shuffles) are unknown too: reseed the engine's streams from `rng`, so a
  // search on the sample cannot learn the real outcomes.
  s.rng = new Prng(`det/${rng.int(0x7fffffff)}`);
  s.shuf = [new Prng(`det/${rng.int(0x7fffffff)}`), new Prng(`det/${rng.int(0x7fffffff)}`)];
}

export function checksum(s: DcState): number {
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
export function cardCount(s: DcState, p: number): number {
  let n = s.deck[p]!.length + s.hand[p]!.length + s.discard[p]!.length + s.ko[p]!.length;
  if (s.main[p]! >= 0) n++;
  for (let k = 0; k < 3; k++) if (s.standby[p * 3 + k]! >= 0) n++;
  for (let i = 0; i < s.def.length; i++) {
    if (s.owner[i] !== p) continue;
    if (s.zone[i] === Z_ENERGY || s.zone[i] === Z_ASSIST) n++;
  }
  if (s.resolving >= 0 && s.owner[s.resolving] === p) n++;
  return n;
}

function unitLine(s: DcState, u: number): string {
  if (u < 0) return '—';
  const a = s.assist[u]!;
  return `${label(s, u)} ${hpOf(s, u) - s.damage[u]!}/${hpOf(s, u)} HP, ${s.energy[u]} energy${s.stun[u] ? ', stunned' : ''}${a >= 0 ? `, assist ${label(s, a)}` : ''}`;
}

export function describe(s: DcState): string {
  const lines = [
    `Turn ${s.turn}, P${s.tp + 1} to act, step ${STEP_NAMES[s.step]}${s.over ? `, over: ${s.winner < 0 ? 'draw' : `P${s.winner + 1} wins`} (${s.reason})` : ''}${s.ticket >= 0 ? `, Winning Ticket: P${s.ticket + 1}` : ''}`,
  ];
  for (let p = 0; p < 2; p++) {
    lines.push(
      `P${p + 1}: deck ${s.deck[p]!.length}, hand ${s.hand[p]!.length} [${s.hand[p]!.map((i) => label(s, i)).join(', ')}], discard ${s.discard[p]!.length}, KO pile ${s.ko[p]!.length}`,
    );
    lines.push(`  Main: ${unitLine(s, s.main[p]!)}`);
    for (let k = 0; k < 3; k++) {
      const u = s.standby[p * 3 + k]!;
      if (u >= 0) lines.push(`  Standby ${k + 1}: ${unitLine(s, u)}`);
    }
  }
  return lines.join('\n');
}

/** The whole state as JSON-safe data for referees (hidden zones included). */
export function snapshot(s: DcState): unknown {
  const ids = (arr: number[]) => arr.map((i) => DEFS[s.def[i]!]!.id);
  return {
    game: 'divine-cross',
    turn: s.turn,
    activePlayer: s.tp,
    step: STEP_NAMES[s.step],
    over: s.over,
    winner: s.winner,
    reason: s.reason,
    ticket: s.ticket,
    players: [0, 1].map((p) => ({
      deck: ids(s.deck[p]!).reverse(),
      hand: ids(s.hand[p]!),
      discard: ids(s.discard[p]!),
      ko: ids(s.ko[p]!),
      main: unitView(s, s.main[p]!, p),
      standby: [0, 1, 2].map((k) => unitView(s, s.standby[p * 3 + k]!, p)),
    })),
  };
}
