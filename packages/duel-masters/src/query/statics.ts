// Read-only scans of the static abilities in the battle zone: costs, casting and S-Trigger bans, replacements (604, 609).
import type { CardDef, Static } from '../cards/types.js';
import { cardTable, defOf } from '../cards/table.js';
import { TYPE_SPELL } from '../keywords.js';
import { type DMState, TURN_CREATURES_TO_MANA } from '../state.js';
import { affects } from './characteristics.js';
import { hasRaceCode } from './options.js';

/**
 * The first static ability in the battle zone (turn player's creatures first, in battle-zone order) for which
 * `test(s, st, src, a, b)` is true, or undefined. The test gets its data
 * through `a` and `b` (numbers), so callers pass module-level functions and nothing is allocated per call.
 */
function findStatic(
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
        if (test(s, sts[j]!, src, a, b)) return sts[j]!;
      }
    }
  }
  return undefined;
}

/** Is player `p` covered by `whose` of a static ability controlled by the owner of `src`? */
function coversPlayer(s: DMState, whose: 'you' | 'opponent' | 'any', src: number, p: number): boolean {
  const ctl = s.owner[src]!;
  return whose === 'any' || (whose === 'you') === (p === ctl);
}

// costOf's running totals (findStatic's test adds every matching cost change and never stops the search).
let costDelta = 0;

let costFloor = 0;

function addCost(s: DMState, st: Static, src: number, player: number, defIndex: number): boolean {
  if (st.kind !== 'cost' || !coversPlayer(s, st.whose, src, player)) return false;
  const d = cardTable()[defIndex]!;
  if (!st.card(d)) return false;
  costDelta += st.delta;
  if (st.min !== undefined && d.cost >= st.min) costFloor = Math.max(costFloor, st.min);
  return false;
}

/** The cost to summon/cast card `inst` for `player` after static cost changes (601.1e). */
export function costOf(s: DMState, player: number, inst: number): number {
  const d = defOf(s, inst);
  if (s.nCostStatic === 0) return d.cost; // only 'cost' statics change a cost
  costDelta = 0;
  costFloor = 0;
  findStatic(s, addCost, player, d.index);
  return Math.max(d.cost + costDelta, costFloor, 0);
}

/**
 * Can the S-Trigger of card i be used: no "players can't use the S-Trigger of …", and the card could be
 * cast/summoned now ("you can cast this only if …", "players can't cast …": using an S-Trigger is casting).
 */
export function triggerAllowed(s: DMState, i: number): boolean {
  const d = defOf(s, i);
  const p = s.owner[i]!;
  if (d.useIf && !d.useIf(s, p)) return false;
  if (findStatic(s, bansTrigger, p, d.index)) return false;
  return d.type !== TYPE_SPELL || castAllowed(s, p, d);
}

function bansTrigger(s: DMState, st: Static, src: number, player: number, defIndex: number): boolean {
  if (st.kind !== 'noShieldTrigger' || !st.which(cardTable()[defIndex]!)) return false;
  return (st.whose === undefined || coversPlayer(s, st.whose, src, player)) && (st.when === undefined || st.when(s, src));
}

function forbidsCast(s: DMState, st: Static, src: number, player: number, defIndex: number): boolean {
  return st.kind === 'cantCast' && coversPlayer(s, st.whose, src, player) && st.which(cardTable()[defIndex]!);
}

/** No static ability forbids `player` to cast spell d. */
export function castAllowed(s: DMState, player: number, d: CardDef): boolean {
  return !findStatic(s, forbidsCast, player, d.index);
}

/**
 * The optional replacement ("you may return it to your hand instead") that could apply to creature i, or
 * undefined. A mandatory replacement of its own takes precedence (only one replacement applies, 101.5).
 */
export function optionalReplacement(s: DMState, i: number): (Static & { kind: 'mayReturnInstead' }) | undefined {
  if (s.nReplace === 0 || destroyReplacement(s, i) >= 0) return undefined;
  return findStatic(s, offersReturn, i, 0) as (Static & { kind: 'mayReturnInstead' }) | undefined;
}

function offersReturn(s: DMState, st: Static, src: number, i: number): boolean {
  if (st.kind !== 'mayReturnInstead' || !affects(s, st.target, src, i)) return false;
  return !st.discard || s.hand[s.owner[i]! as 0 | 1].length > 0; // a discard cost that can't be paid
}

/** Where a destroy replacement puts the creature (destroyReplacement's codes). */
const TO_MANA = 0;
const TO_HAND = 1;
const TO_SHIELDS = 2;
export const TO_DECK = 3;
/** Mihail: it stays in the battle zone. */
export const STAYS = 4;

function zoneCode(to: string): number {
  return to === 'mana' ? TO_MANA : to === 'hand' ? TO_HAND : to === 'shields' ? TO_SHIELDS : to === 'stay' ? STAYS : TO_DECK;
}

/**
 * The mandatory destroy replacement that applies to creature i (TO_MANA … STAYS, -1 none). Only one applies (101.5).
 * 609.8: the turn player's replacement first, so the turn player's "protect" static that covers the other player's
 * creature (Mihail) comes before that creature's own; then the owner's: the creature's own replacement, the owner's
 * "this turn" effects, then the "protect" statics in battle-zone order (the documented default when one player has
 * several, docs/rules/duel-masters.md).
 */
export function destroyReplacement(s: DMState, i: number): number {
  protectDestroying = true;
  if (s.nStatic > 0 && s.owner[i] !== s.active) {
    const r = protectBy(s, i, s.active);
    if (r >= 0) return r;
  }
  const sts = defOf(s, i).statics;
  for (let k = 0; k < sts.length; k++) {
    const st = sts[k]!;
    if (st.kind === 'destroyInstead' && (!st.when || st.when(s, i))) return zoneCode(st.to);
  }
  return protectReplacement(s, i, true);
}

/** Is the replacement destroyReplacement chose for i (`code`) the creature's own with a follow-up (Dracodance Totem)? */
export function replacementFollowsUp(s: DMState, i: number, code: number): boolean {
  protectDestroying = true;
  if (s.nStatic > 0 && s.owner[i] !== s.active && protectBy(s, i, s.active) === code) return false;
  const sts = defOf(s, i).statics;
  for (let k = 0; k < sts.length; k++) {
    const st = sts[k]!;
    if (st.kind === 'destroyInstead' && (!st.when || st.when(s, i))) return st.then === true;
  }
  return false;
}

/**
 * The replacement of creature i going from the battle zone to the graveyard by something else than its own static
 * (TO_MANA … STAYS, -1): the turn player's "protect" static first (609.8), then the owner's "this turn" effects
 * (Fruit of Eternity, Root Charger: to mana; Hokira: creatures of the chosen race to the hand), then the first
 * "protect" static that covers it (turn player's creatures first). `destroying`: the event is a destruction.
 */
export function protectReplacement(s: DMState, i: number, destroying = false): number {
  protectDestroying = destroying;
  const p = s.owner[i]!;
  if (s.nStatic > 0 && p !== s.active) {
    const r = protectBy(s, i, s.active);
    if (r >= 0) return r;
  }
  if (s.turnFlags[p as 0 | 1] & TURN_CREATURES_TO_MANA) return TO_MANA;
  if (s.turnWatch.length !== 0 && raceToHandThisTurn(s, i)) return TO_HAND;
  return protectBy(s, i, -1);
}

/** The first "protect" static covering i of a creature of `controller` (-1: either player's), as a zone code, or -1. */
function protectBy(s: DMState, i: number, controller: number): number {
  if (s.nReplace === 0) return -1;
  const st = findStatic(s, protects, i, controller);
  return st && st.kind === 'protect' ? zoneCode(st.to) : -1;
}

// protects' third input: the event is a destruction (a 'destroyOnly' protect applies only then).
let protectDestroying = false;

function protects(s: DMState, st: Static, src: number, i: number, controller: number): boolean {
  if (st.kind !== 'protect' || (controller >= 0 && s.owner[src] !== controller)) return false;
  return (protectDestroying || !st.destroyOnly) && affects(s, st.target, src, i);
}

/** Hokira's "this turn" entries in s.turnWatch: ability TURN_RACE_TO_HAND, the race in `arg`. */
export const TURN_RACE_TO_HAND = -1;

/** Does a Hokira effect of i's owner this turn name one of i's races? */
function raceToHandThisTurn(s: DMState, i: number): boolean {
  const ws = s.turnWatch;
  const p = s.owner[i]!;
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k]!;
    if (w.ability === TURN_RACE_TO_HAND && w.player === p && hasRaceCode(defOf(s, i), w.arg)) return true;
  }
  return false;
}

/**
 * A saver (Kip Chippotto) of i's owner that may be destroyed instead of creature i, at or after battle-zone index `from`
 * of its owner, that `taken` does not exclude (a creature of the same event or a saver already used: 609.9b), or -1.
 */
export function saverFor(s: DMState, i: number, from: number, taken: (inst: number) => boolean): number {
  if (s.nReplace === 0) return -1;
  const b = s.battle[s.owner[i]! as 0 | 1];
  for (let k = from; k < b.length; k++) {
    const src = b[k]!;
    if (src === i || taken(src)) continue;
    const sts = defOf(s, src).statics;
    for (let j = 0; j < sts.length; j++) {
      const st = sts[j]!;
      if (st.kind === 'saver' && affects(s, st.target, src, i)) return k;
    }
  }
  return -1;
}

/** Does a creature of player p say "your creatures that have silent skill are put into the battle zone tapped"? */
export function silentSkillEntersTapped(s: DMState, p: number): boolean {
  return findStatic(s, tapsSilentSkill, p, 0) !== undefined;
}

function tapsSilentSkill(s: DMState, st: Static, src: number, p: number): boolean {
  return st.kind === 'silentEntersTapped' && s.owner[src] === p;
}

/** Does a creature of `player` return `player`'s spells cast with their S-Trigger to the hand instead of the graveyard (Bailas Gale)? */
export function triggerSpellToHand(s: DMState, player: number): boolean {
  return findStatic(s, returnsTriggerSpell, player, 0) !== undefined;
}

function returnsTriggerSpell(s: DMState, st: Static, src: number, player: number): boolean {
  return st.kind === 'triggerSpellToHand' && s.owner[src] === player;
}

/** Does a static ability keep player p's mana cards (what 0) or creatures (what 1) tapped at the start of p's turn (501.1)? */
export function untapPrevented(s: DMState, p: number, what: number): boolean {
  return findStatic(s, preventsUntap, p, what) !== undefined;
}

function preventsUntap(s: DMState, st: Static, src: number, p: number, what: number): boolean {
  return st.kind === 'noUntap' && (st.what === 'mana') === (what === 0) && coversPlayer(s, st.whose, src, p);
}

/** Lockdown Lizard: no player can use the abilities of their creatures. */
export function creatureAbilitiesBanned(s: DMState): boolean {
  return findStatic(s, bansAbilities, 0, 0) !== undefined;
}

function bansAbilities(_s: DMState, st: Static): boolean {
  return st.kind === 'noCreatureAbilities';
}

/**
 * Does the owner of the shields choose them instead of `chooser`, the other player (Kyuroro, Meloppe)? `breaking`:
 * the shields are chosen to be broken by a creature.
 */
export function ownerChoosesShields(s: DMState, owner: number, breaking: boolean): boolean {
  return findStatic(s, ownerChooses, owner, breaking ? 1 : 0) !== undefined;
}

function ownerChooses(s: DMState, st: Static, src: number, owner: number, breaking: number): boolean {
  return st.kind === 'ownerChoosesShields' && coversPlayer(s, st.whose, src, owner) && (!st.breaksOnly || breaking === 1);
}

/** "Your opponent can't tap this creature": creature i has that static ability of its own. */
export function untappableByOpponent(s: DMState, i: number): boolean {
  if (s.nStatic === 0) return false;
  const sts = defOf(s, i).statics;
  for (let k = 0; k < sts.length; k++) if (sts[k]!.kind === 'untappableByOpponent') return true;
  return false;
}

function tapsEvolutions(_s: DMState, st: Static): boolean {
  return st.kind === 'evolutionEntersTapped';
}

/** Does a creature in the battle zone say "evolution creatures are put into the battle zone tapped"? */
export function evolutionsEnterTapped(s: DMState): boolean {
  return findStatic(s, tapsEvolutions, 0, 0) !== undefined;
}

/** The race the opponent's attacking creatures must attack if able (Forbidding Totem), against player p's attackers, or undefined. */
export function forcedAttackRace(s: DMState, p: number): string | undefined {
  if (s.nStatic === 0) return undefined;
  const st = findStatic(s, forcesAttacks, p, 0);
  return st && st.kind === 'attackRaceIfAble' ? st.race : undefined;
}

function forcesAttacks(s: DMState, st: Static, src: number, p: number): boolean {
  return st.kind === 'attackRaceIfAble' && s.owner[src] !== p;
}

/** Does creature i have the static ability 'attackMeIfAble' (Bodacious Giant)? */
export function asksToBeAttacked(s: DMState, i: number): boolean {
  const sts = defOf(s, i).statics;
  for (let k = 0; k < sts.length; k++) if (sts[k]!.kind === 'attackMeIfAble') return true;
  return false;
}

/**
 * Bodacious Giant (JA: 相手のターン中、このクリーチャーがタップされていて、そのターンにまだ攻撃を受けていない場合、相手の
 * クリーチャーは可能ならこのクリーチャーを攻撃する): must the turn player's creatures attack creature i if able now?
 */
export function luresAttacks(s: DMState, i: number): boolean {
  if (!s.tapped[i] || s.active === s.owner[i] || !asksToBeAttacked(s, i)) return false;
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) if (mods[k]!.inst === i && mods[k]!.wasAttacked) return false;
  return true;
}

/** Does a creature of the other player than p lure p's attacks now (luresAttacks)? */
export function attacksLured(s: DMState, p: number): boolean {
  if (s.nStatic === 0) return false;
  const b = s.battle[(1 - p) as 0 | 1];
  for (let k = 0; k < b.length; k++) if (luresAttacks(s, b[k]!)) return true;
  return false;
}
