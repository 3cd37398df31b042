// The effect interpreter: runs an ability's steps from its frame until a decision is needed or it ends (111.2d).
import { cardTable, defOf } from '../cards/table.js';
import { cardName } from '../describe.js';
import { KW_CHARGER, TYPE_EVOLUTION, TYPE_SPELL } from '../keywords.js';
import { abilityOf, amount } from '../query/match.js';
import {
  AWAIT_CHOICE,
  AWAIT_DRAW_MORE,
  AWAIT_MAY,
  AWAIT_NONE,
  type DMState,
  type EffectFrame,
  freeFrame,
  regCount,
  regPush,
  say,
  SPELL_EFFECT,
  type TurnMod,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_PENDING,
  Z_SHIELD,
} from '../state.js';
import { drawOne, moveCard, removeTopCard } from '../zones.js';
import { scan } from './choices.js';
import { destroyAll, toGraveyardFromBattle } from './destruction.js';
import { stateBased } from './state-based.js';
import { putIntoBattle } from './triggers.js';

/** The turn number of `player`'s next turn start ("until the start of your next turn"). */
function nextTurnOf(s: DMState, player: number): number {
  return player === s.active ? s.turn + 2 : s.turn + 1;
}

const regScratch: number[] = [];

function regList(f: EffectFrame, reg: number): number[] {
  if (regScratch.length !== 0) regScratch.length = 0;
  for (let k = 0; k < f.regs.length; k++) if (f.regs[k]! >> 8 === reg) regScratch.push(f.regs[k]! & 255);
  return regScratch;
}

/**
 * Run the effect frame on top until it needs a decision (returns false) or ends (pops it, returns true).
 * Each step is atomic: state-based actions run after it (111.2d).
 */
export function runEffect(s: DMState, f: EffectFrame): boolean {
  const ab = abilityOf(s, f);
  while (f.pc < ab.steps.length) {
    if (f.awaiting !== AWAIT_NONE) return false;
    const st = ab.steps[f.pc]!;
    switch (st.op) {
      case 'choose': {
        const n = scan(s, f, st, false);
        if (n === 0) {
          f.pc++; // nothing can be chosen: that part does nothing (101.3)
          break;
        }
        const want = amount(st.count, s, f);
        if (want <= 0) {
          f.pc++;
          break;
        }
        // Only as many candidates as the step needs: all are chosen, no decision (101.3). Entries the register
        // already holds from earlier steps do not count toward this step's number.
        if (!st.upTo && n <= want) {
          scan(s, f, st, true); // must choose as many as possible: no decision
          f.pc++;
          break;
        }
        f.awaiting = AWAIT_CHOICE;
        f.count = 0;
        f.decider = st.chooser === 'opponent' ? 1 - f.player : f.player;
        return false;
      }
      case 'all':
        scan(s, f, st, true);
        f.pc++;
        break;
      case 'self':
        regPush(f, st.reg, f.src);
        f.pc++;
        break;
      case 'may':
        f.awaiting = AWAIT_MAY;
        f.decider = f.player;
        return false;
      case 'destroy': {
        destroyAll(s, regList(f, st.reg)); // destroyAll does not use the register scratch
        f.pc++;
        break;
      }
      case 'toHand':
      case 'toMana':
      case 'toShield':
      case 'toGraveyard': {
        const to = st.op === 'toHand' ? Z_HAND : st.op === 'toMana' ? Z_MANA : st.op === 'toShield' ? Z_SHIELD : Z_GRAVE;
        const l = regList(f, st.reg).slice();
        for (const i of l) {
          const z = s.zone[i]!;
          if (z === Z_PENDING || z === 6 || z === to) continue;
          if (z === Z_BATTLE && to === Z_GRAVE) {
            toGraveyardFromBattle(s, i);
            continue;
          }
          if (s.log) say(s, `  ${cardName(s, i)} goes to ${['library', 'hand', 'mana', 'shields', 'battle', 'graveyard'][to]}`);
          moveCard(s, i, to);
        }
        f.pc++;
        break;
      }
      case 'tap':
      case 'untap':
        for (const i of regList(f, st.reg)) if (s.zone[i] === Z_BATTLE || s.zone[i] === Z_MANA) s.tapped[i] = st.op === 'tap' ? 1 : 0;
        f.pc++;
        break;
      case 'draw': {
        const p = st.who === 'you' ? f.player : 1 - f.player;
        const n = amount(st.count, s, f);
        for (let k = 0; k < n; k++) {
          drawOne(s, p);
          stateBased(s); // 104.2b: a library at 0 even momentarily loses
          if (s.winner !== -2) return true;
        }
        f.pc++;
        break;
      }
      case 'discardRandom': {
        const p = st.who === 'you' ? f.player : 1 - f.player;
        const n = amount(st.count, s, f);
        for (let k = 0; k < n; k++) {
          const h = s.hand[p as 0 | 1];
          if (h.length === 0) break;
          const i = h[s.rng.int(h.length)]!;
          if (s.log) say(s, `  P${p} discards ${cardName(s, i)} at random`);
          moveCard(s, i, Z_GRAVE);
        }
        f.pc++;
        break;
      }
      case 'power': {
        const v = amount(st.amount, s, f);
        const until = st.untilNextTurn ? nextTurnOf(s, f.player) : 0;
        for (const i of regList(f, st.reg)) if (s.zone[i] === Z_BATTLE) s.mods.push({ inst: i, power: v, flags: 0, until });
        f.pc++;
        break;
      }
      case 'evolutionTopTo': {
        const to = st.to === 'graveyard' ? Z_GRAVE : st.to === 'hand' ? Z_HAND : Z_MANA;
        for (const i of regList(f, st.reg).slice()) {
          if (s.zone[i] !== Z_BATTLE) continue;
          if (s.log) say(s, `  the top card of ${cardName(s, i)} goes to ${st.to}`);
          removeTopCard(s, i, to);
        }
        f.pc++;
        break;
      }
      case 'putIntoBattle': {
        const l = regList(f, st.reg).slice();
        for (const i of l) {
          const z = s.zone[i]!;
          if (z === Z_BATTLE || z === Z_PENDING || z === 6) continue;
          if (defOf(s, i).type === TYPE_SPELL) continue; // only creatures can be put into the battle zone
          if (defOf(s, i).type === TYPE_EVOLUTION) continue; // 801.1: never without a source (scripts choose one)
          putIntoBattle(s, s.owner[i]!, i, -1);
        }
        f.pc++;
        break;
      }
      case 'turnFlag':
        s.turnFlags[f.player as 0 | 1] |= st.flag;
        f.pc++;
        break;
      case 'atEndOfTurn':
        s.delayed.push({ src: f.src, player: f.player, ability: st.ability, strigger: 0, arg: -1 });
        f.pc++;
        break;
      case 'toDeckTop': {
        const l = regList(f, st.reg).slice();
        for (const i of l) {
          if (s.zone[i] !== Z_BATTLE && s.zone[i] !== Z_HAND && s.zone[i] !== Z_MANA && s.zone[i] !== Z_GRAVE) continue;
          if (s.log) say(s, `  ${cardName(s, i)} goes on top of its owner's deck`);
          moveCard(s, i, Z_LIBRARY, true);
        }
        f.pc++;
        break;
      }
      case 'drawUpTo': {
        // One card at a time: before each draw the controller may stop (f.count = cards drawn so far).
        if (f.count >= amount(st.count, s, f) || s.lib[f.player as 0 | 1].length === 0) {
          f.count = 0;
          f.pc++;
          break;
        }
        f.awaiting = AWAIT_DRAW_MORE;
        f.decider = f.player;
        return false;
      }
      case 'top': {
        const p = st.who === 'you' ? f.player : 1 - f.player;
        const lib = s.lib[p as 0 | 1];
        const n = Math.min(amount(st.count, s, f), lib.length);
        for (let k = 0; k < n; k++) regPush(f, st.reg, lib[lib.length - 1 - k]!);
        f.pc++;
        break;
      }
      case 'split': {
        for (let k = 0; k < f.regs.length; k++) {
          const r = f.regs[k]!;
          if (r >> 8 === st.reg && !st.keep(s, r & 255)) f.regs[k] = st.rest * 256 + (r & 255);
        }
        f.pc++;
        break;
      }
      case 'shuffle': {
        const p = st.who === 'you' ? f.player : 1 - f.player;
        s.rng.shuffle(s.lib[p as 0 | 1]);
        for (const i of s.lib[p as 0 | 1]) s.known[i] = 0;
        f.pc++;
        break;
      }
      case 'look':
        for (const i of regList(f, st.reg)) {
          s.known[i] = s.known[i]! | (1 << f.player);
          if (s.log) say(s, `  P${f.player} looks at ${cardName(s, i)}`);
        }
        f.pc++;
        break;
      case 'if':
        if (st.test(s, f)) f.pc++;
        else f.pc = ab.steps.length;
        break;
      case 'ifAny':
        if (regCount(f, st.reg) > 0) f.pc++;
        else f.pc = ab.steps.length;
        break;
      case 'grant': {
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
        f.pc++;
        break;
      }
      case 'custom':
        st.run(s, f);
        f.pc++;
        break;
    }
    stateBased(s);
    if (s.winner !== -2) return true;
    if (s.frames[s.frames.length - 1] !== f) return false; // a decision (e.g. a replacement) came up
  }
  finishEffect(s, f);
  return true;
}

/** Pop a finished effect; a resolved spell leaves the pending state for the graveyard (or mana: Charger). */
function finishEffect(s: DMState, f: EffectFrame): void {
  const top = s.frames.pop();
  if (top !== f) throw new Error('effect frame is not on top');
  if (f.ability === SPELL_EFFECT && s.zone[f.src] === Z_PENDING) {
    const charger = (cardTable()[s.def[f.src]!]!.flags & KW_CHARGER) !== 0;
    moveCard(s, f.src, charger ? Z_MANA : Z_GRAVE); // 605.2e; Charger replaces it (609.8a)
  }
  freeFrame(f);
}
