// Mana payment (112.2, 601.1d-f): one distinct mana card per civilization of the card (bipartite matching),
// then untapped cards up to the cost; never more taps than max(cost, civilizations) (112.2c).
import { RulesError } from '@tcglab/core';
import type { CardDef } from './cards/types.js';
import { defOf, DEF_CIVS } from './cards/table.js';
import { type DMState, MANA_CIV, MANA_STRIDE, MANA_TOTAL, Z_MANA } from './state.js';

// Scratch buffers (single-threaded, not re-entrant): no allocation per payment.
const cand = new Int16Array(256);

const match = new Int16Array(5);

const used = new Uint8Array(256);

function civsOf(s: DMState, inst: number): number {
  return defOf(s, inst).civs;
}

/**
 * Count mana card `inst` becoming untapped in its owner's mana zone (+1) or no longer (-1: tapped, or leaving the zone
 * untapped) in DMState.untappedMana. Every write that changes whether a mana card is untapped goes through here
 * (setTapped, untapMana, pay, and zones.ts place / detach for moves into and out of a mana zone).
 */
export function countMana(s: DMState, inst: number, delta: number): void {
  const civs = DEF_CIVS[s.def[inst]!]!;
  const base = s.owner[inst]! * MANA_STRIDE;
  const u = s.untappedMana;
  u[base + civs]! += delta;
  u[base + MANA_TOTAL]! += delta;
  for (let x = civs; x; x &= x - 1) u[base + MANA_CIV + 31 - Math.clz32(x & -x)]! += delta;
}

/** Tap (1) or untap (0) card `inst`, keeping the mana counters when it is in a mana zone. */
export function setTapped(s: DMState, inst: number, v: number): void {
  if (s.tapped[inst] === v) return;
  s.tapped[inst] = v;
  if (s.zone[inst] === Z_MANA) countMana(s, inst, v ? -1 : 1);
}

/** 702.3a: untap every card in player p's mana zone. */
export function untapMana(s: DMState, p: number): void {
  const m = s.mana[p as 0 | 1];
  for (let k = 0; k < m.length; k++) {
    const i = m[k]!;
    if (!s.tapped[i]) continue;
    s.tapped[i] = 0;
    countMana(s, i, 1);
  }
}

/** Recount DMState.untappedMana from the mana zones (after a position is built; the counters test compares). */
export function recountMana(s: DMState): void {
  s.untappedMana.fill(0);
  for (let p = 0; p < 2; p++) {
    const m = s.mana[p as 0 | 1];
    for (let k = 0; k < m.length; k++) if (!s.tapped[m[k]!]) countMana(s, m[k]!, 1);
  }
}

/** Player p's untapped mana cards (the kept count: no look at the mana zone). */
export function readMana(s: DMState, player: number): number {
  return s.untappedMana[player * MANA_STRIDE + MANA_TOTAL]!;
}

/** Untapped mana cards of player p touching any civilization of `civs` (from the counts by exact set of civilizations). */
function touching(u: Int32Array, base: number, civs: number): number {
  let have = 0;
  for (let m = 1; m < 32; m++) if (m & civs) have += u[base + m]!;
  return have;
}

/**
 * Can player p pay for card d with cost `cost` (after modifiers) from their untapped mana? Hall's condition over its
 * civilizations: every subset S of them needs |S| distinct untapped cards touching S (112.2a); a card of one
 * civilization needs one untapped card of it. Reads the counters only.
 */
export function canPayRead(s: DMState, player: number, d: CardDef, cost: number): boolean {
  const u = s.untappedMana;
  const base = player * MANA_STRIDE;
  if (u[base + MANA_TOTAL]! < Math.max(cost, d.civCount)) return false;
  const civs = d.civs;
  if (d.civCount <= 1) return civs === 0 || u[base + MANA_CIV + 31 - Math.clz32(civs)]! > 0;
  for (let sub = civs; sub; sub = (sub - 1) & civs) {
    let need = 0;
    for (let x = sub; x; x &= x - 1) need++;
    if (touching(u, base, sub) < need) return false;
  }
  return true;
}

/** How valuable a mana card is to keep untapped (lower is tapped first): multicolor and rare civs are kept. */
// Civilizations and keep-values of the candidates, computed once per payment (nothing is tapped while sorting).
const candCivs = new Uint8Array(256);
const candKeep = new Int32Array(256);

/**
 * How valuable candidate k is to keep untapped (lower is tapped first): multicolored cards and cards of rare
 * civilizations are kept. Every candidate is an untapped mana card, so "untapped cards sharing a civilization"
 * counts among the candidates (itself included).
 */
function keepValue(k: number, nu: number): number {
  const c = candCivs[k]!;
  let bits = 0;
  for (let x = c; x; x &= x - 1) bits++;
  // One civilization (almost every card): the candidates sharing it are counted once per payment in civCand.
  if (bits === 1) return 100 - civCand[31 - Math.clz32(c)]!;
  let sameCiv = 0;
  for (let j = 0; j < nu; j++) if (candCivs[j]! & c) sameCiv++;
  return bits * 100 - sameCiv;
}

// For each civilization bit, the candidates of that civilization (among them multicolored ones).
const civCand = new Int32Array(5);

function augment(civBit: number, nu: number, civIndex: number, seen: Uint8Array): boolean {
  for (let k = 0; k < nu; k++) {
    if (!(candCivs[k]! & civBit) || seen[k]) continue;
    seen[k] = 1;
    // Is this card already matched to another civ? Try to move that one.
    let owner = -1;
    for (let c = 0; c < 5; c++) if (match[c] === k) owner = c;
    if (owner < 0 || augment(1 << owner, nu, owner, seen)) {
      match[civIndex] = k;
      return true;
    }
  }
  return false;
}

const seenBuf = new Uint8Array(256);

/**
 * Tap mana to pay. The documented default policy chooses the cards: for each civilization a matching card
 * with the lowest keep-value, then the lowest keep-value cards up to the cost. Throws if it cannot pay.
 */
export function pay(s: DMState, player: number, d: CardDef, cost: number): void {
  const m = s.mana[player as 0 | 1];
  const u = s.untappedMana;
  const base = player * MANA_STRIDE;
  const total = u[base + MANA_TOTAL]!;
  // Exactly as many untapped cards as the payment taps (max(cost, civilizations), 112.2c): the policy taps them all.
  if (total === Math.max(cost, d.civCount) && canPayRead(s, player, d, cost)) {
    for (let k = 0; k < m.length; k++) if (!s.tapped[m[k]!]) tapMana(s, m[k]!);
    return;
  }
  // One civilization or none, no multicolored card untapped, and an untapped card of exactly that civilization: the
  // keep-values are 0 for colorless cards and 100 - (untapped cards of its civilization) for the others, so the sorted
  // order below is by civilization, most plentiful first (ties in mana-zone order): walk it without sorting.
  if (d.civCount <= 1 && total >= cost && (d.civs === 0 || u[base + d.civs]! > 0) && !multicolorUntapped(u, base)) {
    payPlain(s, m, d.civs, cost, u, base);
    return;
  }
  paySorted(s, player, d, cost);
}

/**
 * pay's policy as written (the candidates sorted by keep-value, a matching for several civilizations): what pay does
 * when neither shortcut applies, and the reference test/mana-counters.test.ts compares the shortcuts with.
 */
export function paySorted(s: DMState, player: number, d: CardDef, cost: number): void {
  const m = s.mana[player as 0 | 1];
  const u = s.untappedMana;
  const base = player * MANA_STRIDE;
  let nu = 0;
  for (let k = 0; k < m.length; k++) {
    if (s.tapped[m[k]!]) continue;
    cand[nu] = m[k]!;
    candCivs[nu++] = civsOf(s, m[k]!);
  }
  for (let c = 0; c < 5; c++) civCand[c] = u[base + MANA_CIV + c]!;
  for (let k = 0; k < nu; k++) candKeep[k] = keepValue(k, nu);
  // Sort candidates by keep-value ascending (a stable insertion sort on a small array).
  for (let i = 1; i < nu; i++) {
    const x = cand[i]!;
    const cx = candCivs[i]!;
    const vx = candKeep[i]!;
    let j = i - 1;
    while (j >= 0 && candKeep[j]! > vx) {
      cand[j + 1] = cand[j]!;
      candCivs[j + 1] = candCivs[j]!;
      candKeep[j + 1] = candKeep[j]!;
      j--;
    }
    cand[j + 1] = x;
    candCivs[j + 1] = cx;
    candKeep[j + 1] = vx;
  }
  if (d.civCount <= 1) {
    payOneCiv(s, d, cost, nu);
    return;
  }
  for (let c = 0; c < 5; c++) match[c] = -1;
  for (let c = 0; c < 5; c++) {
    if (!(d.civs & (1 << c))) continue;
    for (let k = 0; k < nu; k++) seenBuf[k] = 0;
    if (!augment(1 << c, nu, c, seenBuf)) throw new RulesError(`cannot pay the civilizations of ${d.name} (${d.id})`);
  }
  for (let k = 0; k < nu; k++) used[k] = 0;
  let tapped = 0;
  for (let c = 0; c < 5; c++) {
    const k = match[c]!;
    if (k >= 0) {
      used[k] = 1;
      tapMana(s, cand[k]!);
      tapped++;
    }
  }
  for (let k = 0; k < nu && tapped < cost; k++) {
    if (used[k]) continue;
    used[k] = 1;
    tapMana(s, cand[k]!);
    tapped++;
  }
  if (tapped < cost) throw new RulesError(`not enough mana for ${d.name} (${d.id})`);
}

/**
 * pay for a card of one civilization (or none), on the sorted candidates: what the matching does for a single
 * civilization (the first candidate of it in keep order), then the lowest keep-values up to the cost.
 */
function payOneCiv(s: DMState, d: CardDef, cost: number, nu: number): void {
  let m = -1;
  if (d.civs !== 0) {
    for (let k = 0; k < nu; k++) {
      if (candCivs[k]! & d.civs) {
        m = k;
        break;
      }
    }
    if (m < 0) throw new RulesError(`cannot pay the civilizations of ${d.name} (${d.id})`);
    tapMana(s, cand[m]!);
  }
  let tapped = m < 0 ? 0 : 1;
  for (let k = 0; k < nu && tapped < cost; k++) {
    if (k === m) continue;
    tapMana(s, cand[k]!);
    tapped++;
  }
  if (tapped < cost) throw new RulesError(`not enough mana for ${d.name} (${d.id})`);
}

/** Tap untapped mana card `inst` (the counters follow). */
function tapMana(s: DMState, inst: number): void {
  s.tapped[inst] = 1;
  countMana(s, inst, -1);
}

/** Has player p (counts from `base`) an untapped multicolored mana card? Each counts once per civilization. */
function multicolorUntapped(u: Int32Array, base: number): boolean {
  let byCiv = 0;
  for (let c = 0; c < 5; c++) byCiv += u[base + MANA_CIV + c]!;
  return byCiv !== u[base + MANA_TOTAL]! - u[base]!;
}

// payPlain's copy of the counts by civilization before it taps anything (the order it walks is fixed by them).
const plainCount = new Int32Array(5);

/**
 * pay's result, found without sorting, when no untapped mana card is multicolored and the card has one civilization
 * `civs` (with an untapped card of exactly it) or none: the first such card in the mana zone, then the cards in pay's
 * keep-value order (colorless first, then each civilization from the most untapped cards to the fewest, civilizations
 * with as many cards together in mana-zone order), skipping those tapped, up to the cost.
 */
function payPlain(s: DMState, m: readonly number[], civs: number, cost: number, u: Int32Array, base: number): void {
  const tapped = s.tapped;
  const def = s.def;
  for (let c = 0; c < 5; c++) plainCount[c] = u[base + MANA_CIV + c]!; // the counts before anything is tapped
  const colorless = u[base]!;
  let done = 0;
  if (civs !== 0) {
    for (let k = 0; k < m.length; k++) {
      const i = m[k]!;
      if (!tapped[i] && DEF_CIVS[def[i]!] === civs) {
        tapMana(s, i);
        done = 1;
        break;
      }
    }
  }
  if (done >= cost) return;
  // Colorless cards (keep-value 0) first; then groups of civilizations with the same count, the largest count first.
  let group = 0;
  let left = 31; // civilizations not walked yet
  for (let walk = colorless > 0; ; walk = true) {
    if (walk) {
      for (let k = 0; k < m.length && done < cost; k++) {
        const i = m[k]!;
        if (tapped[i]) continue;
        const c = DEF_CIVS[def[i]!]!;
        if (c === 0 ? group === 0 : (c & group) !== 0) {
          tapMana(s, i);
          done++;
        }
      }
      if (done >= cost) return;
    }
    let most = 0;
    for (let c = 0; c < 5; c++) if (left & (1 << c) && plainCount[c]! > most) most = plainCount[c]!;
    if (most === 0) throw new RulesError('not enough mana (the untapped mana counters disagree with the mana zone)');
    group = 0;
    for (let c = 0; c < 5; c++) if (left & (1 << c) && plainCount[c] === most) group |= 1 << c;
    left &= ~group;
  }
}
