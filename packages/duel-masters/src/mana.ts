// Mana payment (112.2, 601.1d-f): one distinct mana card per civilization of the card (bipartite matching),
// then untapped cards up to the cost; never more taps than max(cost, civilizations) (112.2c).
import { RulesError } from '@tcglab/core';
import type { CardDef } from './cards/types.js';
import { defOf } from './cards/table.js';
import type { DMState } from './state.js';

// Scratch buffers (single-threaded, not re-entrant): no allocation per payment.
const cand = new Int16Array(256);

const match = new Int16Array(5);

const used = new Uint8Array(256);

function civsOf(s: DMState, inst: number): number {
  return defOf(s, inst).civs;
}

// readMana's record of one player's untapped mana, for many canPayRead questions in a row (its own buffers: pay's
// scratch may be used in between).
const readCand = new Int16Array(256);

const readCiv = new Int32Array(5);

let readN = 0;

/** Record player p's untapped mana cards (and how many of each civilization) for canPayRead; returns their number. */
export function readMana(s: DMState, player: number): number {
  const m = s.mana[player as 0 | 1];
  for (let c = 0; c < 5; c++) readCiv[c] = 0; // not fill(): a builtin call costs more than five stores
  let nu = 0;
  for (let k = 0; k < m.length; k++) {
    if (s.tapped[m[k]!]) continue;
    readCand[nu++] = m[k]!;
    for (let x = civsOf(s, m[k]!); x; x &= x - 1) readCiv[31 - Math.clz32(x & -x)]!++;
  }
  readN = nu;
  return nu;
}

/**
 * Can the player recorded by the last readMana (nothing tapped since) pay for card d with cost `cost` (after
 * modifiers)? Hall's condition over its civilizations: every subset S of them needs |S| distinct untapped cards touching
 * S (112.2a); a card of one civilization needs one untapped card of it.
 */
export function canPayRead(s: DMState, d: CardDef, cost: number): boolean {
  const nu = readN;
  if (nu < Math.max(cost, d.civCount)) return false;
  const civs = d.civs;
  if (d.civCount <= 1) return civs === 0 || readCiv[31 - Math.clz32(civs)]! > 0;
  for (let sub = civs; sub; sub = (sub - 1) & civs) {
    let need = 0;
    for (let x = sub; x; x &= x - 1) need++;
    let have = 0;
    for (let k = 0; k < nu && have < need; k++) if (civsOf(s, readCand[k]!) & sub) have++;
    if (have < need) return false;
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
  let nu = 0;
  for (let k = 0; k < m.length; k++) {
    if (s.tapped[m[k]!]) continue;
    cand[nu] = m[k]!;
    candCivs[nu++] = civsOf(s, m[k]!);
  }
  for (let c = 0; c < 5; c++) civCand[c] = 0;
  for (let k = 0; k < nu; k++) for (let x = candCivs[k]!; x; x &= x - 1) civCand[31 - Math.clz32(x & -x)]!++;
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
      s.tapped[cand[k]!] = 1;
      tapped++;
    }
  }
  for (let k = 0; k < nu && tapped < cost; k++) {
    if (used[k]) continue;
    used[k] = 1;
    s.tapped[cand[k]!] = 1;
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
    s.tapped[cand[m]!] = 1;
  }
  let tapped = m < 0 ? 0 : 1;
  for (let k = 0; k < nu && tapped < cost; k++) {
    if (k === m) continue;
    s.tapped[cand[k]!] = 1;
    tapped++;
  }
  if (tapped < cost) throw new RulesError(`not enough mana for ${d.name} (${d.id})`);
}
