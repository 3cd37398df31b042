// Zone changes, characteristics (power, keywords) and the state-based actions of Duel Masters.
import type { Static, StaticTarget } from './effects.js';
import { cardDefs, hasRace, KW_DOUBLE_BREAKER, KW_TRIPLE_BREAKER, TYPE_SPELL, type CardDef } from './cards.js';
import {
  removeValue,
  zoneArray,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_PENDING,
  Z_SHIELD,
  Z_UNDER,
  ZONE_NAMES,
  type DMState,
} from './state.js';

export const ONGOING = -2;

export function defOf(s: DMState, inst: number): CardDef {
  return cardDefs()[s.def[inst]!]!;
}

export function say(s: DMState, line: string): void {
  if (s.log) s.log.push(line);
}

/**
 * "Name (id)"; in the battle zone, when the same player has several copies, "Name (id) #k" with k the
 * copy's position among them (1-based, battle-zone order), so every action string is unambiguous.
 */
export function cardName(s: DMState, inst: number): string {
  const d = defOf(s, inst);
  const base = `${d.name} (${d.id})`;
  if (s.zone[inst] !== Z_BATTLE) return base;
  const b = s.battle[s.owner[inst]! as 0 | 1];
  let k = 0;
  let copies = 0;
  for (let j = 0; j < b.length; j++) {
    if (s.def[b[j]!] !== s.def[inst]) continue;
    copies++;
    if (b[j] === inst) k = copies;
  }
  return copies > 1 ? `${base} #${k}` : base;
}

/** Does static target `t` of source `src` affect creature `inst` (both in the battle zone)? */
export function affects(s: DMState, t: StaticTarget, src: number, inst: number): boolean {
  if (t.self) return inst === src;
  if (t.other && inst === src) return false;
  const ctl = s.owner[src]!;
  if (t.owner === 'you' && s.owner[inst] !== ctl) return false;
  if (t.owner === 'opponent' && s.owner[inst] === ctl) return false;
  const d = defOf(s, inst);
  if (t.civ !== undefined && !(d.civs & t.civ)) return false;
  if (t.race !== undefined && !hasRace(d, t.race)) return false;
  if (t.test && !t.test(s, inst, src)) return false;
  return true;
}

/**
 * Current power (108, 206.4): printed, plus static bonuses of creatures in the battle zone, plus
 * additions/subtractions until end of turn, plus power attacker while attacking. Power can be negative
 * here; references read it as 0 (108.1b).
 */
export function power(s: DMState, inst: number): number {
  const d = defOf(s, inst);
  let p = d.power;
  const mods = s.mods;
  const attacking = s.attacker === inst;
  for (let k = 0; k < mods.length; k++) {
    const m = mods[k]!;
    if (m.inst !== inst) continue;
    p += m.power;
    if (attacking && m.pa) p += m.pa;
    if (attacking && m.paManaCiv) {
      const mana = s.mana[s.owner[inst]! as 0 | 1];
      for (let j = 0; j < mana.length; j++) if (defOf(s, mana[j]!).civs & m.paManaCiv) p += m.paPer ?? 0;
    }
  }
  if (attacking) p += d.powerAttacker; // power attacker applies only while attacking
  if (s.nStatic > 0 && s.zone[inst] === Z_BATTLE) {
    for (let q = 0; q < 2; q++) {
      const b = s.battle[q as 0 | 1];
      for (let k = 0; k < b.length; k++) {
        const src = b[k]!;
        const sts = defOf(s, src).statics;
        for (let j = 0; j < sts.length; j++) {
          const st = sts[j]!;
          if (st.kind === 'power') {
            if (st.attacking && !attacking) continue;
            if (st.when && !st.when(s, src)) continue;
            if (!affects(s, st.target, src, inst)) continue;
            p += typeof st.amount === 'number' ? st.amount : st.amount(s, src, inst);
          } else if (st.kind === 'flags' && st.powerAttacker && attacking) {
            if (st.when && !st.when(s, src)) continue;
            if (affects(s, st.target, src, inst)) p += st.powerAttacker;
          }
        }
      }
    }
  }
  return p;
}

/** Keyword flags: printed, granted by static abilities in the battle zone, and granted until end of turn. */
export function flags(s: DMState, inst: number): number {
  let f = defOf(s, inst).flags;
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) if (mods[k]!.inst === inst) f |= mods[k]!.flags;
  if (s.nStatic > 0 && s.zone[inst] === Z_BATTLE) {
    for (let q = 0; q < 2; q++) {
      const b = s.battle[q as 0 | 1];
      for (let k = 0; k < b.length; k++) {
        const src = b[k]!;
        const sts = defOf(s, src).statics;
        for (let j = 0; j < sts.length; j++) {
          const st = sts[j]!;
          if (st.kind !== 'flags' || !st.flags) continue;
          if (st.when && !st.when(s, src)) continue;
          if (affects(s, st.target, src, inst)) f |= st.flags;
        }
      }
    }
  }
  return f;
}

/**
 * The first static ability in the battle zone (turn player's creatures first, in battle-zone order) for which
 * `test(s, st, src, a, b)` is true, or undefined; `foundSource` is then its creature. The test gets its data
 * through `a` and `b` (numbers), so callers pass module-level functions and nothing is allocated per call.
 */
export function findStatic(
  s: DMState,
  test: (s: DMState, st: Static, src: number, a: number, b: number) => boolean,
  a: number,
  b: number,
): Static | undefined {
  if (s.nStatic === 0) return undefined;
  for (let qq = 0; qq < 2; qq++) {
    const bz = s.battle[(qq === 0 ? s.active : 1 - s.active) as 0 | 1];
    for (let k = 0; k < bz.length; k++) {
      const src = bz[k]!;
      const sts = defOf(s, src).statics;
      for (let j = 0; j < sts.length; j++) {
        if (test(s, sts[j]!, src, a, b)) {
          foundSource = src;
          return sts[j]!;
        }
      }
    }
  }
  return undefined;
}

/** The creature whose static ability `findStatic` returned last. */
export let foundSource = -1;

/** Is player `p` covered by `whose` of a static ability controlled by the owner of `src`? */
export function coversPlayer(s: DMState, whose: 'you' | 'opponent' | 'any', src: number, p: number): boolean {
  const ctl = s.owner[src]!;
  return whose === 'any' || (whose === 'you') === (p === ctl);
}

// costOf's running totals (findStatic's test adds every matching cost change and never stops the search).
let costDelta = 0;
let costFloor = 0;
function addCost(s: DMState, st: Static, src: number, player: number, defIndex: number): boolean {
  if (st.kind !== 'cost' || !coversPlayer(s, st.whose, src, player)) return false;
  const d = cardDefs()[defIndex]!;
  if (!st.card(d)) return false;
  costDelta += st.delta;
  if (st.min !== undefined && d.cost >= st.min) costFloor = Math.max(costFloor, st.min);
  return false;
}

/** The cost to summon/cast card `inst` for `player` after static cost changes (601.1e). */
export function costOf(s: DMState, player: number, inst: number): number {
  const d = defOf(s, inst);
  if (s.nStatic === 0) return d.cost;
  costDelta = 0;
  costFloor = 0;
  findStatic(s, addCost, player, d.index);
  return Math.max(d.cost + costDelta, costFloor, 0);
}

export function recountStatics(s: DMState): void {
  let n = 0;
  for (let q = 0; q < 2; q++) for (const i of s.battle[q as 0 | 1]) if (defOf(s, i).statics.length) n++;
  s.nStatic = n;
}

/** Shields this creature breaks (509.2): triple 3, double 2, else 1. With both, the larger (509.2c). */
export function breakers(s: DMState, inst: number): number {
  const f = flags(s, inst);
  return f & KW_TRIPLE_BREAKER ? 3 : f & KW_DOUBLE_BREAKER ? 2 : 1;
}

/**
 * The smallest breaker count the attacker may choose (509.2c: with several breaker abilities, choose one;
 * the smaller is allowed, none is not): 2 for a creature with both triple and double breaker.
 */
export function minBreakers(s: DMState, inst: number): number {
  const f = flags(s, inst);
  return f & KW_TRIPLE_BREAKER && f & KW_DOUBLE_BREAKER ? 2 : breakers(s, inst);
}

/** Evolution sources under `top`, bottom first. */
export function underOf(s: DMState, top: number, out: number[]): number[] {
  if (out.length !== 0) out.length = 0;
  for (let i = 0; i < s.n; i++) if (s.zone[i] === Z_UNDER && s.parent[i] === top) out.push(i);
  return out;
}

const underScratch: number[] = [];

/** Take `inst` out of its current zone's array (no events). */
function detach(s: DMState, inst: number): void {
  const z = s.zone[inst]!;
  if (z === Z_BATTLE && defOf(s, inst).statics.length) s.nStatic--;
  if (z === Z_UNDER) {
    s.parent[inst] = -1;
    return;
  }
  const arr = zoneArray(s, z, s.owner[inst]!);
  if (!removeValue(arr, inst)) throw new Error(`${cardName(s, inst)} is not in its ${ZONE_NAMES[z]} zone`);
  if (z === Z_LIBRARY && arr.length === 0) s.emptied |= 1 << s.owner[inst]!; // 104.2b: any way of leaving
}

/**
 * Move one card (and, from the battle zone, the cards under it) to a zone of its owner. A zone change makes
 * a new object (400.5): tap state, sickness and modifiers are reset; multicolored cards enter the mana zone
 * tapped (405.1); `top` puts a library card on top (else bottom).
 */
export function moveCard(s: DMState, inst: number, to: number, top = true): void {
  const from = s.zone[inst]!;
  const owner = s.owner[inst]!;
  if (from === Z_BATTLE) {
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
  s.zone[inst] = to;
  s.known[inst] = 0; // 400.5: a new object; what was known of the old one is not of this one
  s.tapped[inst] = 0;
  s.sick[inst] = 0;
  switch (to) {
    case Z_LIBRARY:
      if (top) s.lib[owner as 0 | 1].push(inst);
      else s.lib[owner as 0 | 1].unshift(inst);
      return;
    case Z_HAND:
      s.hand[owner as 0 | 1].push(inst);
      s.seen[inst] = 1;
      return;
    case Z_MANA:
      s.mana[owner as 0 | 1].push(inst);
      if (defOf(s, inst).civCount > 1) s.tapped[inst] = 1; // 405.1: multicolored cards enter tapped
      return;
    case Z_SHIELD:
      s.shields[owner as 0 | 1].push(inst);
      return;
    case Z_BATTLE:
      s.battle[owner as 0 | 1].push(inst);
      s.sick[inst] = 1;
      if (defOf(s, inst).statics.length) s.nStatic++;
      return;
    case Z_GRAVE:
      s.grave[owner as 0 | 1].push(inst);
      return;
    case Z_PENDING:
      s.pending.push(inst);
      return;
    default:
      throw new Error(`cannot move a card to zone ${to}`);
  }
}

/**
 * Put `inst` under `top` as an evolution source (801.1). The cards already under `inst` move under `top`
 * too (one flat stack, ordered by `useq`: the higher, the nearer the top). Summoning sickness is kept on
 * the card, so a reconstructed creature is sick only if it entered this turn (801.4c).
 */
export function putUnder(s: DMState, inst: number, top: number): void {
  for (let j = 0; j < s.n; j++) if (s.zone[j] === Z_UNDER && s.parent[j] === inst) s.parent[j] = top;
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
  if (under.length === 0) {
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
  if (defOf(s, next).statics.length) s.nStatic++;
  s.tapped[next] = tapped;
  for (const u of under) if (u !== next) s.parent[u] = next;
  if (wasAttacker) s.attacker = next;
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
  s.seen[inst] = 1;
  if (s.log) say(s, `  P${p} draws ${cardName(s, inst)}`);
  return true;
}

export function isSpell(s: DMState, inst: number): boolean {
  return defOf(s, inst).type === TYPE_SPELL;
}

export function endGame(s: DMState, winner: number, reason: string): void {
  if (s.winner !== ONGOING) return;
  s.winner = winner;
  s.reason = reason;
  if (s.log) say(s, winner < 0 ? `Game drawn (${reason})` : `P${winner} wins (${reason})`);
}

/**
 * State-based actions (703), all applicable at once, repeated until none applies:
 * 703.4b deck-out (a player whose library became 0 loses; both at once: a draw by default, §12.1 #2),
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
  for (let p = 0; p < 2; p++) {
    const b = s.battle[p as 0 | 1];
    for (let k = 0; k < b.length; k++) if (power(s, b[k]!) <= 0) destroyed.push(b[k]!);
  }
}
