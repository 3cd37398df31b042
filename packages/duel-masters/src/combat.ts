// The attack step (505-510): declaring attacks, blocking, battle, breaking shields and S-Triggers.
import { clearList, logEvent } from '@tcglab/core';
import { defOf, EVENT_SLOT } from './cards/table.js';
import { cardName } from './describe.js';
import { destroyAll, toGraveyardFromBattle } from './effects/destruction.js';
import { stateBased } from './effects/state-based.js';
import { breakHeld, HELD_BY_BREAK, moveHeldToHand } from './effects/shield-triggers.js';
import { askShieldSaves, SAVE_BY_ATTACK } from './effects/shield-saves.js';
import { fireEach, fireTrigger, mayAnyTrigger } from './effects/fire.js';
import {
  KW_ATTACK_UNTAPPED,
  KW_ATTACKABLE_UNTAPPED,
  KW_BLOCKER,
  KW_CANT_ATTACK_CREATURES,
  KW_CANT_ATTACK_PLAYERS,
  KW_CANT_BE_ATTACKED,
  KW_DESTROY_AFTER_BATTLE,
  KW_CANT_ATTACK,
  KW_IGNORE_ATTACK_LIMITS,
  KW_IGNORE_OWN_ATTACK_BANS,
  KW_SLAYER,
  KW_SPEED_ATTACKER,
  KW_UNBLOCKABLE,
  KW_UNBLOCKABLE_BY_3000,
  KW_UNBLOCKABLE_VS_CREATURES,
  TYPE_EVOLUTION,
} from './keywords.js';
import { breakers, flags, flagsFromOthers, hasRace, isDragonNow, minBreakers, power } from './query/characteristics.js';
import { asksToBeAttacked, luresAttacks, ownerChoosesShields } from './query/statics.js';
import {
  AT_BATTLE,
  AT_BLOCK,
  AT_BREAKING,
  AT_DECLARED,
  AT_DIRECT,
  AT_END,
  AT_OVER,
  AT_SAVED,
  type AttackFrame,
  type DMState,
  F_BLOCK,
  F_BREAK,
  freeFrame,
  newAttackFrame,
  newDecisionFrame,
  ONGOING,
  removeValue,
  topFrame,
  TURN_BLOCKERS_TO_GRAVEYARD,
  UNTAP_AFTER_THIS_BATTLE,
  Z_BATTLE,
} from './state.js';
import { endGame, stateBasedQuiet } from './zones.js';

export { canAttack } from './query/characteristics.js';

export function canAttackPlayer(s: DMState, inst: number): boolean {
  return !(flags(s, inst) & KW_CANT_ATTACK_PLAYERS) && !attackOnPlayerBarred(s, inst);
}

/**
 * Miraculous Truce: a player-wide effect (TurnMod.inst -1 - p) says creatures of one of inst's civilizations can't
 * attack its opponent p. It is not text of the creature: Diamond Cutter and Miracle Portal don't lift it.
 */
function attackOnPlayerBarred(s: DMState, inst: number): boolean {
  const mods = s.mods;
  if (mods.length === 0) return false;
  const shielded = -2 + s.owner[inst]!; // -1 - (1 - owner)
  for (let k = 0; k < mods.length; k++) {
    const m = mods[k]!;
    if (m.inst === shielded && m.noAttackCivs && defOf(s, inst).civs & m.noAttackCivs) return true;
  }
  return false;
}

/**
 * May untapped `inst` attack the opponent although it "can't attack" / "can't attack players" (a player attack the
 * normal checks refuse)? Diamond Cutter: despite those and sickness. Miracle Portal (JA): despite its own text only
 * (not sickness, not an effect of another card).
 */
export function ignoresAttackLimits(s: DMState, inst: number): boolean {
  if (s.tapped[inst]) return false;
  const f = flags(s, inst);
  if (!(f & (KW_IGNORE_ATTACK_LIMITS | KW_IGNORE_OWN_ATTACK_BANS))) return false;
  if (attackOnPlayerBarred(s, inst)) return false;
  if (f & KW_IGNORE_ATTACK_LIMITS) return true;
  if (s.sick[inst] && !(f & KW_SPEED_ATTACKER) && defOf(s, inst).type !== TYPE_EVOLUTION) return false; // 301.5
  return !(flagsFromOthers(s, inst) & (KW_CANT_ATTACK | KW_CANT_ATTACK_PLAYERS));
}

/** Can `attacker` attack creature `target` (505.2: a tapped creature of the opponent)? */
export function canAttackCreature(s: DMState, attacker: number, target: number): boolean {
  const fa = flags(s, attacker);
  if (fa & KW_CANT_ATTACK_CREATURES) return false;
  if (flags(s, target) & KW_CANT_BE_ATTACKED) return false;
  if (s.nStatic > 0) {
    const ts = defOf(s, target).statics;
    for (let j = 0; j < ts.length; j++) {
      const st = ts[j]!;
      if (st.kind === 'unattackableBy' && st.by(s, attacker)) return false;
    }
  }
  const as = defOf(s, attacker).statics;
  for (let j = 0; j < as.length; j++) {
    const st = as[j]!;
    if (st.kind === 'attackOnly' && !st.which(s, target)) return false; // "can attack only creatures that …"
  }
  if (s.tapped[target] || fa & KW_ATTACK_UNTAPPED || flags(s, target) & KW_ATTACKABLE_UNTAPPED) return true;
  for (let j = 0; j < as.length; j++) {
    const st = as[j]!;
    if (st.kind === 'attackUntapped' && st.which(s, target)) return true;
  }
  return false;
}

/** Can `attacker` attack one of the opponent's creatures of race `race` now (a forced target, "if able")? */
export function canAttackRace(s: DMState, attacker: number, race: string): boolean {
  const opp = s.battle[(1 - s.owner[attacker]!) as 0 | 1];
  for (let j = 0; j < opp.length; j++) if (hasRace(defOf(s, opp[j]!), race) && canAttackCreature(s, attacker, opp[j]!)) return true;
  return false;
}

/** Can `attacker` attack a creature that lures attacks now (Bodacious Giant: then it must attack one)? */
export function canAttackLure(s: DMState, attacker: number): boolean {
  const opp = s.battle[(1 - s.owner[attacker]!) as 0 | 1];
  for (let j = 0; j < opp.length; j++) if (luresAttacks(s, opp[j]!) && canAttackCreature(s, attacker, opp[j]!)) return true;
  return false;
}

/** Declare an attack (506): tap the attacker, fix the target (-1 = the player), attack triggers wait. */
export function declareAttack(s: DMState, attacker: number, target: number): void {
  const p = s.active;
  s.tapped[attacker] = 1;
  s.attacker = attacker;
  s.frames.push(newAttackFrame(p, attacker, target));
  fireTrigger(s, attacker, 'attack');
  if (target < 0) fireTrigger(s, attacker, 'attackPlayer');
  const allies = s.battle[p as 0 | 1];
  if (mayAnyTrigger(s, p, EVENT_SLOT.allyAttacks)) {
    for (let k = 0; k < allies.length; k++) if (allies[k] !== attacker) fireTrigger(s, allies[k]!, 'allyAttacks', attacker);
  }
  // Bodacious Giant: "if it hasn't been attacked that turn" (its own record; no other creature keeps one).
  if (target >= 0 && s.nStatic > 0 && asksToBeAttacked(s, target))
    s.mods.push({ inst: target, power: 0, flags: 0, until: 0, wasAttacked: 1 });
  if (target >= 0) {
    // 「攻撃を受けたとき」/「自分のクリーチャーが攻撃された時」: the attacked creature and its controller's watchers.
    fireTrigger(s, target, 'attacked', attacker);
    if (mayAnyTrigger(s, s.owner[target]!, EVENT_SLOT.creatureAttacked)) {
      const mine = s.battle[s.owner[target]! as 0 | 1];
      for (let k = 0; k < mine.length; k++) fireTrigger(s, mine[k]!, 'creatureAttacked', target);
    }
  }
}

/** Blockers the defender may use against the current attack (507.1a). */
export function blockers(s: DMState, atk: AttackFrame, out: number[]): number[] {
  clearList(out);
  // No creature of the defender is printed with "blocker" and nothing grants it (no modifier, no flag static): none.
  if (s.blockerCount[(1 - atk.player) as 0 | 1] === 0 && s.nFlagStatic === 0 && s.mods.length === 0) return out;
  const fa = flags(s, atk.src);
  if (fa & KW_UNBLOCKABLE) return out; // 700.4
  if (fa & KW_UNBLOCKABLE_VS_CREATURES && atk.target >= 0) return out; // granted: can't be blocked attacking a creature
  const ad = defOf(s, atk.src);
  const stealth = ad.stealthCivs | (ad.statics.length ? staticStealth(s, atk.src) : 0);
  if (stealth) {
    // "<Civ> stealth": can't be blocked while the defender has a card of that civilization in mana.
    for (const m of s.mana[(1 - atk.player) as 0 | 1]) if (defOf(s, m).civs & stealth) return out;
  }
  const b = s.battle[(1 - atk.player) as 0 | 1];
  for (let k = 0; k < b.length; k++) {
    const i = b[k]!;
    if (s.tapped[i] || i === atk.target) continue; // tapped, or the attacked creature itself
    if (!(flags(s, i) & KW_BLOCKER)) continue;
    if (blockedOut(s, atk.src, i)) continue;
    if (fa & KW_UNBLOCKABLE_BY_3000 && Math.max(0, power(s, i)) <= 3000) continue; // granted this turn (108.1b)
    const bd = defOf(s, i);
    // Restricted blockers may block only the creatures they name.
    if (bd.blockOnlyCivs && !(ad.civs & bd.blockOnlyCivs)) continue;
    if (bd.blockOnlyDragon && !isDragonNow(s, atk.src)) continue;
    out.push(i);
  }
  if (s.mods.length !== 0 && blockLured(s, atk.src)) {
    // Storm Wrangler: only the creatures it chose may block it (and they must, 507.1b: see forcedBlock).
    let n = 0;
    for (let k = 0; k < out.length; k++) if (luredBy(s, atk.src, out[k]!)) out[n++] = out[k]!;
    while (out.length > n) out.pop();
  }
  return out;
}

/** Does an effect say only the creatures it chose may block `attacker` this turn (Storm Wrangler)? */
export function blockLured(s: DMState, attacker: number): boolean {
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) if (mods[k]!.inst === attacker && mods[k]!.blockedOnlyBy !== undefined) return true;
  return false;
}

function luredBy(s: DMState, attacker: number, blocker: number): boolean {
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) if (mods[k]!.inst === attacker && mods[k]!.blockedOnlyBy === blocker) return true;
  return false;
}

/** The stealth civilizations the attacker's own static abilities give it now ("Wave striker: … has "Darkness stealth.""). */
function staticStealth(s: DMState, attacker: number): number {
  const sts = defOf(s, attacker).statics;
  let civs = 0;
  for (let k = 0; k < sts.length; k++) {
    const st = sts[k]!;
    if (st.kind === 'stealth' && (!st.when || st.when(s, attacker))) civs |= st.civs;
  }
  return civs;
}

/** "This creature can't be blocked by …" of the attacker's static abilities. */
function blockedOut(s: DMState, attacker: number, blocker: number): boolean {
  const sts = defOf(s, attacker).statics;
  for (let k = 0; k < sts.length; k++) {
    const st = sts[k]!;
    if (st.kind === 'unblockableBy' && (!st.when || st.when(s, attacker)) && st.by(s, blocker)) return true;
  }
  return false;
}

const scratch: number[] = [];

const brokenScratch: number[] = [];

/**
 * Advance the attack in `atk` (top frame): its sub-steps one after another while nothing could happen between them, that
 * is while the game goes on, nothing waits to resolve, the attack is still the innermost frame and the state-based
 * actions would find nothing (zones.ts stateBasedQuiet). Then advance's loop, which runs the state-based actions and the
 * waiting effects between sub-steps, would only call it again. Returns false when a decision is needed.
 */
export function stepAttack(s: DMState, atk: AttackFrame): boolean {
  while (attackSubStep(s, atk)) {
    if (s.winner !== ONGOING || s.waiting.length !== 0 || topFrame(s) !== atk || !stateBasedQuiet(s)) return true;
  }
  return false;
}

/** Advance the attack in `atk` (top frame) by one sub-step. Returns false when a decision is needed. */
function attackSubStep(s: DMState, atk: AttackFrame): boolean {
  const attackerHere = s.zone[atk.src] === Z_BATTLE && s.attacker === atk.src;
  switch (atk.step) {
    case AT_DECLARED: {
      // 505.6a: an attacker (or attacked creature) that left ends the attack.
      if (!attackerHere || (atk.target >= 0 && s.zone[atk.target] !== Z_BATTLE)) {
        atk.step = AT_END;
        return true;
      }
      const legal = blockers(s, atk, scratch);
      atk.step = AT_BLOCK;
      if (legal.length > 0) {
        s.frames.push(newDecisionFrame(F_BLOCK, 1 - atk.player, atk.src));
        return false;
      }
      return true;
    }
    case AT_BLOCK:
      if (!attackerHere) {
        atk.step = AT_END;
        return true;
      }
      atk.step = atk.blocked || atk.target >= 0 ? AT_BATTLE : AT_DIRECT;
      // 507.3c: "whenever this creature is attacking your opponent and isn't blocked" (no blocker at all).
      if (!atk.blocked && atk.target < 0) {
        fireTrigger(s, atk.src, 'unblocked');
        fireEach(s, atk.player, 'allyUnblocked', atk.src);
      }
      return true;
    case AT_BATTLE: {
      const other = atk.blocked ? atk.blocker : atk.target;
      // 115.3a: powers are compared only if both creatures are still in the battle zone.
      if (attackerHere && other >= 0 && s.zone[other] === Z_BATTLE) battle(s, atk.src, other, atk.blocked === 1);
      atk.step = AT_END;
      return true;
    }
    case AT_DIRECT: {
      if (!attackerHere) {
        atk.step = AT_END;
        return true;
      }
      const def = 1 - atk.player;
      const sh = s.shields[def as 0 | 1];
      if (sh.length === 0) {
        // 509.1 / 703.4a: a direct attack with no shields left wins.
        endGame(s, atk.player, 'shields');
        return true;
      }
      const n = breakers(s, atk.src);
      const least = minBreakers(s, atk.src);
      if (sh.length <= least) {
        for (const i of sh) atk.regs.push(i); // 101.3: break as many as possible
        atk.step = AT_BREAKING;
        return true;
      }
      atk.breaks = n;
      atk.step = AT_BREAKING;
      // 509.2c lets the attacker pick the smaller breaker: at least `least`, at most `n` shields. When the defender
      // chooses the shields (Kyuroro, Meloppe), the attacker breaks the most (documented default): arg = the owner.
      if (s.nStatic > 0 && ownerChoosesShields(s, def, true)) {
        s.frames.push(newDecisionFrame(F_BREAK, def, atk.src, def, Math.min(n, sh.length), Math.min(n, sh.length)));
        return false;
      }
      s.frames.push(newDecisionFrame(F_BREAK, atk.player, atk.src, def, least, Math.min(n, sh.length)));
      return false;
    }
    case AT_BREAKING:
      // 609: the defender's replacements of a break ("when one of your shields would be broken, … instead") first.
      if (s.nShieldSave !== 0 && askShieldSaves(s, atk.src, 1 - atk.player, atk.regs, SAVE_BY_ATTACK)) {
        atk.step = AT_SAVED;
        clearList(atk.regs); // the shields not saved come back when every one is decided
        return false;
      }
      atk.step = AT_END;
      return breakChosen(s, atk);
    case AT_SAVED:
      atk.step = AT_END;
      return breakChosen(s, atk);
    case AT_END:
      // 510.1: end-of-attack triggers of the attacker wait, and resolve before the attack is over.
      atk.step = AT_OVER;
      if (s.zone[atk.src] === Z_BATTLE) fireTrigger(s, atk.src, 'endOfAttack');
      return true;
    default:
      // AT_OVER, 510.2: "while attacking" effects (power attacker) end with the attack.
      s.frames.pop();
      if (s.attacker === atk.src) s.attacker = -1;
      if (s.mods.length !== 0) dropUntapAfterBattle(s);
      freeFrame(atk);
      return true;
  }
}

/** Break the shields chosen in `atk.regs` (the attack's step is already AT_END); false when S-Triggers are asked. */
function breakChosen(s: DMState, atk: AttackFrame): boolean {
  // 509.4c: the chosen shields break even if the attacker has left. 509.5: all at once.
  const def = 1 - atk.player;
  const broken = brokenScratch;
  clearList(broken);
  for (const i of atk.regs) if (removeValue(s.shields[def as 0 | 1], i)) broken.push(i);
  clearList(atk.regs);
  if (broken.length === 0) return true;
  for (const i of broken) atk.regs.push(i);
  if (breakHeld(s, atk.src, def, atk.regs, HELD_BY_BREAK)) return false;
  finishBreak(s, atk, NO_DECLARATIONS);
  return true;
}

/**
 * After S-Trigger declarations (509.5a): every broken card goes to its owner's hand together, then the
 * declared S-Triggers wait (S-Trigger class: they resolve before other effects, 101.4a).
 */
const NO_DECLARATIONS: readonly number[] = [];

export function finishBreak(s: DMState, atk: AttackFrame, declared: readonly number[]): void {
  moveHeldToHand(s, atk.regs, declared, 1 - atk.player, atk.src);
  clearList(atk.regs);
}

const battleScratch: number[] = [];

/** A battle (508, 115): higher power wins, a tie destroys both; slayer; "destroy it after the battle". */
function battle(s: DMState, atk: number, other: number, blocked = false): void {
  const pa = power(s, atk);
  const po = power(s, other);
  if (s.log) logEvent(s, `  battle: ${cardName(s, atk)} (${pa}) vs ${cardName(s, other)} (${po})`);
  const dead = battleScratch;
  clearList(dead);
  if (pa <= po) dead.push(atk); // 115.3b: a tie means both lose
  if (po <= pa) dead.push(other);
  const fa = flags(s, atk);
  const fo = flags(s, other);
  if (fa & KW_SLAYER && !dead.includes(other)) dead.push(other);
  if (fo & KW_SLAYER && !dead.includes(atk)) dead.push(atk);
  if (fa & KW_DESTROY_AFTER_BATTLE && !dead.includes(atk)) dead.push(atk);
  if (fo & KW_DESTROY_AFTER_BATTLE && !dead.includes(other)) dead.push(other);
  const winner = pa > po ? atk : po > pa ? other : -1;
  destroyAll(s, dead); // destroyAll keeps its own scratch
  // Creeping Plague (JA): this turn, opposing creatures that blocked this player's creatures go to the
  // graveyard even when they win the battle.
  if (blocked && s.turnFlags[s.owner[atk]! as 0 | 1] & TURN_BLOCKERS_TO_GRAVEYARD && s.zone[other] === Z_BATTLE) {
    toGraveyardFromBattle(s, other);
  }
  // "When this creature wins a battle" (115.3d): the creature with the higher power, if still in play.
  if (winner >= 0 && s.zone[winner] === Z_BATTLE) fireTrigger(s, winner, 'winBattle');
  if (s.mods.length !== 0) untapAfterBattle(s, winner);
  stateBased(s);
}

/** "Untap it after the battle" (TurnMod.untap): the creatures waiting for this battle, and the winner. */
function untapAfterBattle(s: DMState, winner: number): void {
  for (let k = 0; k < s.mods.length; k++) {
    const m = s.mods[k]!;
    if (!m.untap) continue;
    if (m.untap === UNTAP_AFTER_THIS_BATTLE) m.untap = 0;
    else if (m.inst !== winner) continue;
    if (s.zone[m.inst] === Z_BATTLE) s.tapped[m.inst] = 0;
  }
}

/** The attack is over: an "untap after the battle" of an attack that had no battle does nothing. */
function dropUntapAfterBattle(s: DMState): void {
  for (let k = 0; k < s.mods.length; k++) if (s.mods[k]!.untap === UNTAP_AFTER_THIS_BATTLE) s.mods[k]!.untap = 0;
}
