// The effect interpreter's op table: one handler per step op ({ [op]: handler }), each a small rule of the game.
import { clearList, logEvent } from '@tcglab/core';
import { defOf } from '../cards/table.js';
import type { Step } from '../cards/types.js';
import { cardName } from '../describe.js';
import { TYPE_EVOLUTION, TYPE_SPELL } from '../keywords.js';
import { amount } from '../query/match.js';
import { optionCodes } from '../query/options.js';
import { castAllowed, ownerChoosesShields, TURN_RACE_TO_HAND, untappableByOpponent } from '../query/statics.js';
import {
  AWAIT_CHOICE,
  AWAIT_DRAW_MORE,
  AWAIT_MAY,
  AWAIT_OPTION,
  currentAttack,
  type DMState,
  type EffectFrame,
  ONGOING,
  regCount,
  regPush,
  removeValue,
  type TurnMod,
  UNTAP_AFTER_THIS_BATTLE,
  UNTAP_AFTER_WIN,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_PENDING,
  Z_SHIELD,
  Z_UNDER,
  ZONE_NAMES,
} from '../state.js';
import { setTapped } from '../mana.js';
import { drawOne, moveCard, removeTopCard } from '../zones.js';
import { scan } from './choices.js';
import { destroyAll, toGraveyardFromBattle } from './destruction.js';
import { discardCard } from './discard.js';
import { askDeclarations, breakHeld, HELD_BY_EFFECT, holdShields, moveHeldToHand } from './shield-triggers.js';
import { askShieldSaves, SAVE_BY_EFFECT } from './shield-saves.js';
import { stateBased } from './state-based.js';
import { fireTrigger } from './fire.js';
import { castSpell, entered, putIntoBattle } from './triggers.js';

/** What a handler tells the interpreter: run state-based actions and go on, wait for a decision, or stop (game over). */
const NEXT = 0;
export const WAIT = 1;
export const OVER = 2;
type Flow = typeof NEXT | typeof WAIT | typeof OVER;

/** A step handler: runs step `st` of frame `f` (moving `f.pc` on itself); `end` is the ability's step count. */
type Handler<K extends Step['op']> = (s: DMState, f: EffectFrame, st: Extract<Step, { op: K }>, end: number) => Flow;

const regScratch: number[] = [];

/** The cards in register `reg` of `f`, in the order they were put there (a shared scratch array: copy it to keep it). */
function regList(f: EffectFrame, reg: number): number[] {
  clearList(regScratch);
  for (let k = 0; k < f.regs.length; k++) if (f.regs[k]! >> 8 === reg) regScratch.push(f.regs[k]! & 255);
  return regScratch;
}

/** The first card of register `reg`, or -1. */
function regFirst(f: EffectFrame, reg: number): number {
  for (let k = 0; k < f.regs.length; k++) if (f.regs[k]! >> 8 === reg) return f.regs[k]! & 255;
  return -1;
}

/** The player a step names: the ability's controller ('you') or the other player. */
function whose(f: EffectFrame, who: 'you' | 'opponent'): number {
  return who === 'you' ? f.player : 1 - f.player;
}

/** The turn number of `player`'s next turn start ("until the start of your next turn"). */
function nextTurnOf(s: DMState, player: number): number {
  // Extra turns already gained come first (500.5), then the normal order from the last normal turn.
  let t = s.turn + 1;
  for (let k = 0; k < s.extraTurns.length; k++, t++) if ((s.extraTurns[k]! & 1) === player) return t;
  const base = s.normalPlayer < 0 ? s.active : s.normalPlayer;
  return 1 - base === player ? t : t + 1;
}

/** Move the cards of register `reg` to zone `to` (a battle-zone creature put into the graveyard is not destroyed). */
function moveRegister(s: DMState, f: EffectFrame, reg: number, to: number): void {
  const l = regList(f, reg).slice();
  for (const i of l) {
    const z = s.zone[i]!;
    if (z === Z_PENDING || z === Z_UNDER || z === to) continue;
    if (z === Z_BATTLE && to === Z_GRAVE) {
      toGraveyardFromBattle(s, i);
      continue;
    }
    if (s.log) logEvent(s, `  ${cardName(s, i)} goes to ${ZONE_NAMES[to]}`);
    if (z === Z_HAND && to === Z_GRAVE) discardCard(s, i);
    else moveCard(s, i, to);
    // 「相手によって自分のマナゾーンのカードが自分の墓地に置かれるとき」 (Snork La): the owner's watchers, cause: the card.
    if (z === Z_MANA && to === Z_GRAVE && s.owner[i] !== f.player) {
      const b = s.battle[s.owner[i]! as 0 | 1];
      for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, 'manaToGraveyardByOpponent', i);
    }
  }
}

const optionScratch: number[] = [];

/** A modifier's `until` that no turn reaches: it lasts while its creature stays in the battle zone. */
const FOREVER = 0x7fffffff;

const heldScratch: [number[], number[]] = [[], []];
const NONE: readonly number[] = [];

/** Creatures an op puts into the battle zone together: their ETB triggers fire once all are there (603.5a). */
const enteredScratch: number[] = [];

function fireEntered(s: DMState): void {
  for (let k = 0; k < enteredScratch.length; k++) entered(s, enteredScratch[k]!);
  clearList(enteredScratch);
}

function next(f: EffectFrame): Flow {
  f.pc++;
  return NEXT;
}

export const OPS: { readonly [K in Step['op']]: Handler<K> } = {
  choose(s, f, st) {
    const n = scan(s, f, st, false);
    if (n === 0) return next(f); // nothing can be chosen: that part does nothing (101.3)
    const want = amount(st.count, s, f);
    if (want <= 0) return next(f);
    // Only as many candidates as the step needs: all are chosen, no decision (101.3). Entries the register already
    // holds from earlier steps do not count toward this step's number.
    if (!st.upTo && n <= want) {
      scan(s, f, st, true);
      return next(f);
    }
    f.awaiting = AWAIT_CHOICE;
    f.count = 0;
    f.decider = st.chooser === 'opponent' ? 1 - f.player : f.player;
    if (st.filter.zone === 'shields' && st.filter.owner !== 'any' && s.nStatic > 0) {
      // Kyuroro, Meloppe: the owner of the shields chooses them instead.
      const owner = st.filter.owner === 'you' ? f.player : 1 - f.player;
      if (owner !== f.decider && ownerChoosesShields(s, owner, st.toBreak === true)) f.decider = owner;
    }
    return WAIT;
  },
  all(s, f, st) {
    scan(s, f, st, true);
    return next(f);
  },
  self(_s, f, st) {
    regPush(f, st.reg, f.src);
    return next(f);
  },
  may(_s, f, st) {
    f.awaiting = AWAIT_MAY;
    f.decider = st.who === 'opponent' ? 1 - f.player : f.player;
    return WAIT;
  },
  destroy(s, f, st) {
    destroyAll(s, regList(f, st.reg)); // destroyAll does not use the register scratch
    return next(f);
  },
  toHand(s, f, st) {
    moveRegister(s, f, st.reg, Z_HAND);
    return next(f);
  },
  shieldsToHand(s, f, st) {
    // 113.6: each owner's shields are held while that owner declares S-Triggers; the turn player decides first
    // (the frame pushed last is asked first).
    for (let k = 0; k < 2; k++) {
      const p = k === 0 ? 1 - s.active : s.active;
      const held = k === 0 ? heldScratch[0] : heldScratch[1];
      clearList(held);
      for (const i of regList(f, st.reg))
        if (s.zone[i] === Z_SHIELD && s.owner[i] === p && removeValue(s.shields[p as 0 | 1], i)) held.push(i);
      if (held.length === 0) continue;
      holdShields(s, held);
      if (!askDeclarations(s, p, f.src, held, HELD_BY_EFFECT)) moveHeldToHand(s, held, NONE, p);
    }
    return next(f);
  },
  toMana(s, f, st) {
    moveRegister(s, f, st.reg, Z_MANA);
    return next(f);
  },
  toShield(s, f, st) {
    moveRegister(s, f, st.reg, Z_SHIELD);
    return next(f);
  },
  toGraveyard(s, f, st) {
    moveRegister(s, f, st.reg, Z_GRAVE);
    return next(f);
  },
  tap(s, f, st) {
    for (const i of regList(f, st.reg)) {
      const z = s.zone[i];
      if (z === Z_MANA) setTapped(s, i, 1);
      else if (z === Z_BATTLE && (s.owner[i] === f.player || !untappableByOpponent(s, i))) s.tapped[i] = 1;
    }
    return next(f);
  },
  untap(s, f, st) {
    for (const i of regList(f, st.reg)) if (s.zone[i] === Z_BATTLE || s.zone[i] === Z_MANA) setTapped(s, i, 0);
    return next(f);
  },
  toDeckTop(s, f, st) {
    for (const i of regList(f, st.reg).slice()) {
      const z = s.zone[i];
      if (z !== Z_BATTLE && z !== Z_HAND && z !== Z_MANA && z !== Z_GRAVE) continue;
      if (s.log) logEvent(s, `  ${cardName(s, i)} goes on top of its owner's deck`);
      moveCard(s, i, Z_LIBRARY, true);
    }
    return next(f);
  },
  draw(s, f, st) {
    const p = whose(f, st.who);
    const n = amount(st.count, s, f);
    for (let k = 0; k < n; k++) {
      drawOne(s, p);
      stateBased(s); // 104.2b: a library at 0 even momentarily loses
      if (s.winner !== ONGOING) return OVER;
    }
    return next(f);
  },
  drawUpTo(s, f, st) {
    // One card at a time: before each draw the controller may stop (f.count = cards drawn so far).
    if (f.count >= amount(st.count, s, f) || s.lib[f.player as 0 | 1].length === 0) {
      f.count = 0;
      return next(f);
    }
    f.awaiting = AWAIT_DRAW_MORE;
    f.decider = f.player;
    return WAIT;
  },
  discardRandom(s, f, st) {
    const p = whose(f, st.who);
    const n = amount(st.count, s, f);
    for (let k = 0; k < n; k++) {
      const h = s.hand[p as 0 | 1];
      if (h.length === 0) break;
      const i = h[s.rng.int(h.length)]!;
      if (s.log) logEvent(s, `  P${p} discards ${cardName(s, i)} at random`);
      discardCard(s, i);
    }
    return next(f);
  },
  top(s, f, st) {
    const lib = s.lib[whose(f, st.who) as 0 | 1];
    const n = Math.min(amount(st.count, s, f), lib.length);
    for (let k = 0; k < n; k++) regPush(f, st.reg, lib[lib.length - 1 - k]!);
    return next(f);
  },
  split(s, f, st) {
    for (let k = 0; k < f.regs.length; k++) {
      const r = f.regs[k]!;
      if (r >> 8 === st.reg && !st.keep(s, r & 255)) f.regs[k] = st.rest * 256 + (r & 255);
    }
    return next(f);
  },
  shuffle(s, f, st) {
    if (st.who === 'chosen' && f.option < 0) return next(f);
    const lib = s.lib[(st.who === 'chosen' ? (f.option === 0 ? f.player : 1 - f.player) : whose(f, st.who)) as 0 | 1];
    s.rng.shuffle(lib);
    for (const i of lib) s.known[i] = 0;
    return next(f);
  },
  look(s, f, st) {
    for (const i of regList(f, st.reg)) {
      s.known[i] = s.known[i]! | (1 << f.player);
      if (s.log) logEvent(s, `  P${f.player} looks at ${cardName(s, i)}`);
    }
    return next(f);
  },
  castFree(s, f, st) {
    // "Cast it immediately for no cost" (Cosmic Darts: from a shield): the spell's effect frame goes on top of this
    // one and resolves before the rest of this effect (the interpreter sees a new top frame). A spell its caster
    // can't cast now (a 'cantCast' static) stays where it is.
    const list = regList(f, st.reg);
    for (let k = list.length - 1; k >= 0; k--) {
      const i = list[k]!;
      const d = defOf(s, i);
      if (d.type !== TYPE_SPELL || s.zone[i] === Z_PENDING || !castAllowed(s, f.player, d)) continue;
      if (s.log) logEvent(s, `  P${f.player} casts ${cardName(s, i)} for no cost`);
      castSpell(s, f.player, i);
    }
    return next(f);
  },
  reveal(s, f, st) {
    for (const i of regList(f, st.reg)) s.known[i] = 3; // shown to both players
    return next(f);
  },
  if(s, f, st, end) {
    if (st.test(s, f)) f.pc++;
    else f.pc = end;
    return NEXT;
  },
  ifAny(_s, f, st, end) {
    if (regCount(f, st.reg) > 0) f.pc++;
    else f.pc = end;
    return NEXT;
  },
  power(s, f, st) {
    const v = amount(st.amount, s, f);
    const until = st.untilNextTurn ? nextTurnOf(s, f.player) : 0;
    for (const i of regList(f, st.reg)) if (s.zone[i] === Z_BATTLE) s.mods.push({ inst: i, power: v, flags: 0, until });
    return next(f);
  },
  grant(s, f, st) {
    const until = st.untilNextTurn ? nextTurnOf(s, f.player) : 0;
    for (const i of regList(f, st.reg)) {
      if (s.zone[i] !== Z_BATTLE) continue;
      const m: TurnMod = { inst: i, power: 0, flags: st.flags, pa: st.powerAttacker ?? 0, until };
      if (st.paManaCiv) {
        m.paManaCiv = st.paManaCiv;
        m.paPer = st.paPer ?? 0;
      }
      s.mods.push(m);
    }
    return next(f);
  },
  evolutionTopTo(s, f, st) {
    const to = st.to === 'graveyard' ? Z_GRAVE : st.to === 'hand' ? Z_HAND : Z_MANA;
    for (const i of regList(f, st.reg).slice()) {
      if (s.zone[i] !== Z_BATTLE) continue;
      if (s.log) logEvent(s, `  the top card of ${cardName(s, i)} goes to ${st.to}`);
      removeTopCard(s, i, to); // 801.4
    }
    return next(f);
  },
  putIntoBattle(s, f, st) {
    for (const i of regList(f, st.reg).slice()) {
      const z = s.zone[i]!;
      if (z === Z_BATTLE || z === Z_PENDING || z === Z_UNDER) continue;
      const type = defOf(s, i).type;
      if (type === TYPE_SPELL) continue; // only creatures can be put into the battle zone
      if (type === TYPE_EVOLUTION) continue; // 801.1: never without a source (putOnSources chooses them)
      putIntoBattle(s, s.owner[i]!, i, -1, -1, false);
      enteredScratch.push(i);
    }
    fireEntered(s);
    return next(f);
  },
  putOnSources(s, f, st) {
    // The k-th card of the register enters on the sources chosen into st.sources[k] (801.1; two for a vortex
    // evolution); a non-evolution creature enters alone. All enter together, so none is the source of another.
    const cards = regList(f, st.reg).slice();
    for (let k = 0; k < cards.length && k < st.sources.length; k++) {
      const x = cards[k]!;
      const z = s.zone[x]!;
      const d = defOf(s, x);
      if (z === Z_BATTLE || z === Z_PENDING || d.type === TYPE_SPELL) continue;
      const p = s.owner[x]!;
      if (d.type !== TYPE_EVOLUTION) {
        putIntoBattle(s, p, x, -1, -1, false);
        enteredScratch.push(x);
        continue;
      }
      const vortex = d.vortexRaces.length === 2;
      const b1 = regFirst(f, st.sources[k]![0]);
      const b2 = vortex ? regFirst(f, st.sources[k]![1]) : -1;
      if (b1 < 0 || s.zone[b1] !== Z_BATTLE || (vortex && (b2 < 0 || s.zone[b2] !== Z_BATTLE))) continue; // the source left
      putIntoBattle(s, p, x, b1, b2, false);
      enteredScratch.push(x);
    }
    fireEntered(s);
    return next(f);
  },
  handToDeck(s, f, st) {
    const h = s.hand[whose(f, st.who) as 0 | 1];
    while (h.length) {
      const i = h[h.length - 1]!;
      regPush(f, st.reg, i);
      moveCard(s, i, Z_LIBRARY);
    }
    return next(f);
  },
  putBack(s, f, st) {
    // The card just picked (register `pick`) goes to the top or the bottom of its owner's deck; picked one at a
    // time, the last one picked ends on top (or at the bottom). The controller keeps knowing it.
    let last = -1;
    for (let j = 0; j < f.regs.length; j++) {
      const r = f.regs[j]!;
      if (r >> 8 !== st.pick) continue;
      last = r & 255;
      f.regs[j] = st.spent * 256 + last; // the pick register is empty again for the next pick
    }
    if (last < 0 || s.zone[last] !== Z_LIBRARY) return next(f);
    const lib = s.lib[s.owner[last]! as 0 | 1];
    lib.splice(lib.indexOf(last), 1);
    if (st.where === 'top') lib.push(last);
    else lib.unshift(last);
    s.known[last] = s.known[last]! | (1 << f.player);
    for (let j = 0; j < f.regs.length; j++) if (f.regs[j] === st.from * 256 + last) f.regs[j] = st.done * 256 + last;
    return next(f);
  },
  breakShields(s, f, st) {
    // 701.14c: the shields an effect breaks leave together, each owner's held while that owner declares.
    const breaker = st.by === undefined ? f.src : regFirst(f, st.by);
    if (breaker < 0) return next(f);
    for (let k = 0; k < 2; k++) {
      const p = k === 0 ? 1 - s.active : s.active;
      const held = k === 0 ? heldScratch[0] : heldScratch[1];
      clearList(held);
      if (s.nShieldSave !== 0) {
        // 609: the owner's replacements of a break first; the frame breaks the shields not saved once all are decided.
        for (const i of regList(f, st.reg)) if (s.zone[i] === Z_SHIELD && s.owner[i] === p) held.push(i);
        if (askShieldSaves(s, breaker, p, held, SAVE_BY_EFFECT)) continue;
        clearList(held);
      }
      for (const i of regList(f, st.reg))
        if (s.zone[i] === Z_SHIELD && s.owner[i] === p && removeValue(s.shields[p as 0 | 1], i)) held.push(i);
      if (held.length === 0) continue;
      if (!breakHeld(s, breaker, p, held, HELD_BY_EFFECT)) moveHeldToHand(s, held, NONE, p);
    }
    return next(f);
  },
  untapAfterBattle(s, f, st) {
    const untap = st.onWin ? UNTAP_AFTER_WIN : UNTAP_AFTER_THIS_BATTLE;
    for (const i of regList(f, st.reg)) if (s.zone[i] === Z_BATTLE) s.mods.push({ inst: i, power: 0, flags: 0, until: 0, untap });
    return next(f);
  },
  noBattle(s, f) {
    const atk = currentAttack(s);
    if (atk && atk.blocked) atk.blocker = -1;
    return next(f);
  },
  extraTurn(s, f, st) {
    // 500.5: the turn is added right after the current one; several are taken one at a time, in the order gained.
    s.extraTurns.push(f.player + (st.loseAtEnd ? 2 : 0));
    if (s.log) logEvent(s, `  P${f.player} will take an extra turn${st.loseAtEnd ? ' (and lose at its end)' : ''}`);
    return next(f);
  },
  spellToMana(s, f) {
    if (s.zone[f.src] === Z_PENDING) moveCard(s, f.src, Z_MANA);
    return next(f);
  },
  blocksThisIfAble(s, f, st) {
    const b = regFirst(f, st.reg);
    if (b >= 0 && s.zone[b] === Z_BATTLE && s.zone[f.src] === Z_BATTLE)
      s.mods.push({ inst: f.src, power: 0, flags: 0, until: 0, blockedOnlyBy: b });
    return next(f);
  },
  noAttacksOnYou(s, f) {
    // A player-wide modifier (TurnMod.inst -1 - player) that ends at the start of the controller's next turn.
    if (f.option >= 0)
      s.mods.push({ inst: -1 - f.player, power: 0, flags: 0, until: nextTurnOf(s, f.player), noAttackCivs: 1 << f.option });
    return next(f);
  },
  turnFlag(s, f, st) {
    s.turnFlags[f.player as 0 | 1] |= st.flag;
    return next(f);
  },
  atEndOfTurn(s, f, st) {
    if (st.cause !== undefined) {
      for (const i of regList(f, st.cause)) s.delayed.push({ src: f.src, player: f.player, ability: st.ability, strigger: 0, arg: i });
    } else {
      // The option chosen (a race) goes with the delayed effect: Waiting.arg -2 - option (triggers.ts startWaiting).
      s.delayed.push({ src: f.src, player: f.player, ability: st.ability, strigger: 0, arg: f.option >= 0 ? -2 - f.option : -1 });
    }
    return next(f);
  },
  thisTurn(s, f, st) {
    s.turnWatch.push({ src: f.src, player: f.player, ability: st.ability, strigger: 0, arg: -1 });
    return next(f);
  },
  turnRaceToHand(s, f) {
    // Hokira: the race chosen (none chosen: nothing to replace) until 511.2, read by query/statics.ts protectReplacement.
    if (f.option >= 0) s.turnWatch.push({ src: f.src, player: f.player, ability: TURN_RACE_TO_HAND, strigger: 0, arg: f.option });
    return next(f);
  },
  chooseOption(s, f, st) {
    // Forced outcomes are not asked: with one option it is chosen; with none, nothing is (the rest finds no card).
    const n = optionCodes(s, st.kind, st.except, optionScratch).length;
    if (n <= 1) {
      f.option = n === 1 ? optionScratch[0]! : -1;
      return next(f);
    }
    f.awaiting = AWAIT_OPTION;
    f.decider = f.player;
    return WAIT;
  },
  rememberOption(s, f) {
    // The source keeps the option while it stays in the battle zone (zones.ts clears its modifiers when it leaves).
    if (s.zone[f.src] === Z_BATTLE && f.option >= 0) s.mods.push({ inst: f.src, power: 0, flags: 0, until: FOREVER, chosen: f.option });
    return next(f);
  },
  custom(s, f, st) {
    st.run(s, f);
    return next(f);
  },
};
