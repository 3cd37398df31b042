// Triggers, waiting effects and the effect interpreter (101.4, 603, 605, 609).
import { cardDefs, KW_CHARGER, TYPE_EVOLUTION, TYPE_SPELL } from './cards.js';
import { abilityOf, amount, matches, regCount, regHas, regPush, zoneOf, type Static, type Step, type TriggerEvent } from './effects.js';
import {
  F_ORDER,
  F_REPLACE,
  freeFrame,
  freeWaiting,
  newDecisionFrame,
  newEffectFrame,
  newWaiting,
  takeWaiting,
  zoneArray,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_LIBRARY,
  Z_MANA,
  Z_PENDING,
  Z_SHIELD,
  type DMState,
  type DecisionFrame,
  type EffectFrame,
  AWAIT_CHOICE,
  AWAIT_DRAW_MORE,
  AWAIT_MAY,
  AWAIT_NONE,
  ABILITY_USE_STRIGGER,
  SPELL_EFFECT,
  type TurnMod,
  type Waiting,
} from './state.js';
import {
  affects,
  cardName,
  checkStateBased,
  defOf,
  drawOne,
  findStatic,
  flags,
  moveCard,
  power,
  putUnder,
  removeTopCard,
  say,
} from './zones.js';

/** Queue every ability of `inst` that triggers on `event` (603.2). */
export function fireTrigger(s: DMState, inst: number, event: TriggerEvent, arg = -1): void {
  const d = defOf(s, inst);
  const abs = d.abilities;
  for (let k = 0; k < abs.length; k++) {
    if (abs[k]!.on === event) s.waiting.push(newWaiting(inst, s.owner[inst]!, k, 0, arg));
  }
}

const destroyScratch: number[] = [];
const goneScratch: number[] = [];
const codeScratch: number[] = [];

/** Decisions recorded in an F_REPLACE frame's registers: entry = decision * 256 + instance. */
const DEC_NONE = 0;
const DEC_GRAVE = 1;
const DEC_HAND = 2;

/**
 * The optional replacement ("you may return it to your hand instead") that could apply to creature i, or
 * undefined. A mandatory replacement of its own takes precedence (only one replacement applies, 101.5).
 */
export function optionalReplacement(s: DMState, i: number): (Static & { kind: 'mayReturnInstead' }) | undefined {
  if (destroyReplacement(s, i) >= 0) return undefined;
  return findStatic(s, offersReturn, i, 0) as (Static & { kind: 'mayReturnInstead' }) | undefined;
}

function offersReturn(s: DMState, st: Static, src: number, i: number): boolean {
  if (st.kind !== 'mayReturnInstead' || !affects(s, st.target, src, i)) return false;
  return !st.discard || s.hand[s.owner[i]! as 0 | 1].length > 0; // a discard cost that can't be paid
}

/**
 * Destroy creatures together (701.6, 703.4c-d): each goes to its owner's graveyard and its "when this
 * creature is destroyed" abilities trigger (look-back, 603.5c). When an optional replacement could apply
 * to one of them, the affected player decides first (an F_REPLACE decision); the destruction of the whole
 * group then happens once every decision is made.
 */
export function destroyAll(s: DMState, insts: readonly number[]): void {
  let ask = false;
  if (s.nStatic > 0) {
    for (let k = 0; k < insts.length; k++) {
      const i = insts[k]!;
      if (s.zone[i] === Z_BATTLE && optionalReplacement(s, i)) ask = true;
    }
  }
  if (!ask) {
    destroyNow(s, insts);
    return;
  }
  const f = newDecisionFrame(F_REPLACE, -1, -1, -1);
  for (let k = 0; k < insts.length; k++) if (s.zone[insts[k]!] === Z_BATTLE) f.regs.push(insts[k]!);
  s.frames.push(f);
  askNextReplacement(s, f);
}

/** Point the F_REPLACE frame at the next undecided creature, or carry out the destruction and pop it. */
export function askNextReplacement(s: DMState, f: DecisionFrame): void {
  for (let k = 0; k < f.regs.length; k++) {
    const r = f.regs[k]!;
    const i = r & 255;
    if (r >> 8 !== DEC_NONE || s.zone[i] !== Z_BATTLE) continue;
    if (!optionalReplacement(s, i)) {
      f.regs[k] = DEC_GRAVE * 256 + i;
      continue;
    }
    f.arg = k;
    f.src = i;
    f.player = s.owner[i]!;
    return;
  }
  if (s.frames[s.frames.length - 1] !== f) throw new Error('replacement frame is not on top');
  s.frames.pop();
  const list = replaceScratch;
  if (list.length !== 0) list.length = 0;
  const toHand = replaceHandScratch;
  if (toHand.length !== 0) toHand.length = 0;
  for (const r of f.regs) (r >> 8 === DEC_HAND ? toHand : list).push(r & 255);
  freeFrame(f);
  for (const i of toHand) {
    if (s.zone[i] !== Z_BATTLE) continue;
    if (s.log) say(s, `  ${cardName(s, i)} would be destroyed; it returns to its owner's hand instead`);
    moveCard(s, i, Z_HAND);
  }
  destroyNow(s, list);
}

const replaceScratch: number[] = [];
const replaceHandScratch: number[] = [];

/** Record the affected player's answer for the creature the F_REPLACE frame points at. */
export function decideReplacement(s: DMState, f: DecisionFrame, accept: boolean, discard: number): void {
  const k = f.arg;
  const i = f.regs[k]! & 255;
  if (accept && discard >= 0) {
    if (s.log) say(s, `  P${s.owner[i]} discards ${cardName(s, discard)}`);
    moveCard(s, discard, Z_GRAVE);
  }
  f.regs[k] = (accept ? DEC_HAND : DEC_GRAVE) * 256 + i;
  askNextReplacement(s, f);
}

function destroyNow(s: DMState, insts: readonly number[]): void {
  const gone = goneScratch;
  if (gone.length !== 0) gone.length = 0;
  // 609.2, 609.9: the replacements are decided for the whole event before anything moves, so a creature
  // destroyed in the same event still protects the others (Gigamantis).
  const codes = codeScratch;
  if (codes.length !== 0) codes.length = 0;
  for (let k = 0; k < insts.length; k++) codes.push(s.zone[insts[k]!] === Z_BATTLE ? destroyReplacement(s, insts[k]!) : -1);
  for (let k = 0; k < insts.length; k++) {
    const i = insts[k]!;
    if (s.zone[i] !== Z_BATTLE) continue;
    // 609: "when this creature would be destroyed, … instead": one replacement applies (101.5); the
    // destruction does not happen, so nothing triggers on it (603.2d).
    const inst = codes[k]!;
    if (inst >= 0) {
      const to = inst === 0 ? Z_MANA : inst === 1 ? Z_HAND : Z_SHIELD;
      if (s.log) say(s, `  ${cardName(s, i)} would be destroyed; it goes to ${['mana', 'hand', 'shields'][inst]} instead`);
      moveCard(s, i, to);
      continue;
    }
    if (s.log) say(s, `  ${cardName(s, i)} is destroyed`);
    moveCard(s, i, Z_GRAVE);
    fireTrigger(s, i, 'destroyed');
    gone.push(i);
  }
  // "Whenever another creature is destroyed" watchers still in the battle zone (603.2b: once per creature).
  if (gone.length) {
    for (let q = 0; q < 2; q++) {
      const bz = s.battle[q as 0 | 1];
      for (let k = 0; k < bz.length; k++) for (let j = 0; j < gone.length; j++) fireTrigger(s, bz[k]!, 'otherDestroyed', gone[j]!);
    }
  }
}

/**
 * Put a creature from the battle zone into its owner's graveyard (not a destruction: no "destroyed"
 * triggers); a "would be put into the graveyard from the battle zone … instead" replacement applies (609).
 */
export function toGraveyardFromBattle(s: DMState, i: number): void {
  const r = protectReplacement(s, i);
  if (r >= 0) {
    moveCard(s, i, r === 0 ? Z_MANA : r === 1 ? Z_HAND : Z_SHIELD);
    return;
  }
  if (s.log) say(s, `  ${cardName(s, i)} goes to the graveyard`);
  moveCard(s, i, Z_GRAVE);
}

/**
 * The destroy replacement that applies to creature i (0 mana, 1 hand, 2 shields, -1 none). Only one
 * applies (101.5): the creature's own, else the first "protect" static in battle-zone order (turn
 * player's creatures first) that affects it (documented default for 609.8).
 */
function destroyReplacement(s: DMState, i: number): number {
  const code = (to: string) => (to === 'mana' ? 0 : to === 'hand' ? 1 : 2);
  const sts = defOf(s, i).statics;
  for (let k = 0; k < sts.length; k++) {
    const st = sts[k]!;
    if (st.kind === 'destroyInstead') return code(st.to);
  }
  return protectReplacement(s, i);
}

/** A "protect" static of a creature in the battle zone that covers creature i (turn player's first). */
function protectReplacement(s: DMState, i: number): number {
  const st = findStatic(s, protects, i, 0);
  if (!st || st.kind !== 'protect') return -1;
  return st.to === 'mana' ? 0 : st.to === 'hand' ? 1 : 2;
}

function protects(s: DMState, st: Static, src: number, i: number): boolean {
  return st.kind === 'protect' && affects(s, st.target, src, i);
}

/** Run state-based actions until none applies (703.3), destroying creatures with power 0 or less. */
export function stateBased(s: DMState): void {
  for (let guard = 0; guard < 100; guard++) {
    // A pending optional-replacement decision belongs to the destruction in progress: wait for it.
    const top = s.frames[s.frames.length - 1];
    if (top && top.kind === F_REPLACE) return;
    if (destroyScratch.length !== 0) destroyScratch.length = 0;
    checkStateBased(s, destroyScratch);
    if (destroyScratch.length === 0) return;
    destroyAll(s, destroyScratch);
  }
  throw new Error('state-based actions did not settle');
}

/**
 * Start the next waiting effect, in rule order (101.4): S-Trigger-class effects first (turn player's,
 * then the other's), then the turn player's, then the non-turn player's. A player with several waiting
 * effects that differ chooses the order (an F_ORDER decision).
 */
export function startNextWaiting(s: DMState): void {
  const tp = s.active;
  for (let cls = 1; cls >= 0; cls--) {
    for (let pp = 0; pp < 2; pp++) {
      const p = pp === 0 ? tp : 1 - tp;
      let first = -1;
      let differ = false;
      for (let k = 0; k < s.waiting.length; k++) {
        const w = s.waiting[k]!;
        if (w.player !== p || w.strigger !== cls) continue;
        if (first < 0) first = k;
        else {
          const f = s.waiting[first]!;
          if (s.def[w.src] !== s.def[f.src] || w.ability !== f.ability) differ = true;
        }
      }
      if (first < 0) continue;
      if (differ) {
        s.frames.push(newDecisionFrame(F_ORDER, p, -1, cls));
        return;
      }
      const w = takeWaiting(s, first);
      startWaiting(s, w);
      freeWaiting(w);
      return;
    }
  }
}

/** The k-th waiting effect of player p in class cls (for F_ORDER decisions), as an index into s.waiting. */
export function waitingIndex(s: DMState, p: number, cls: number, k: number): number {
  let n = 0;
  for (let i = 0; i < s.waiting.length; i++) {
    const w = s.waiting[i]!;
    if (w.player === p && w.strigger === cls) {
      if (n === k) return i;
      n++;
    }
  }
  return -1;
}

export function startWaiting(s: DMState, w: Waiting): void {
  if (w.ability === ABILITY_USE_STRIGGER) {
    // 509.5e: the declared S-Trigger card is used for free from the hand, if it is still there.
    if (s.zone[w.src] !== Z_HAND) return;
    const d = defOf(s, w.src);
    if (s.log) say(s, `  P${w.player} uses the S-Trigger of ${cardName(s, w.src)}`);
    if (d.type === TYPE_SPELL) castSpell(s, w.player, w.src);
    else {
      putIntoBattle(s, w.player, w.src, -1);
      summoned(s, w.player, w.src); // an S-Trigger creature is summoned (112.3a)
    }
    return;
  }
  const f = newEffectFrame(w.player, w.src, w.ability);
  if (w.arg >= 0) regPush(f, 3, w.arg); // register 3: what caused the trigger
  s.frames.push(f);
}

/** After `p` summons creature `inst`: the opponent's "whenever your opponent summons a creature" watchers. */
export function summoned(s: DMState, p: number, inst: number): void {
  const b = s.battle[(1 - p) as 0 | 1];
  for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, 'opponentSummons', inst);
}

/** Cast a spell (already paid for, or free): it becomes pending (409.1b) and its effect starts. */
export function castSpell(s: DMState, p: number, inst: number): void {
  moveCard(s, inst, Z_PENDING);
  s.spellsThisTurn[p as 0 | 1]++;
  if (!s.playedTurn[inst]) s.playedTurn[inst] = s.turn;
  const ob = s.battle[(1 - p) as 0 | 1];
  for (let k = 0; k < ob.length; k++) fireTrigger(s, ob[k]!, 'opponentCasts', inst);
  s.frames.push(newEffectFrame(p, inst, SPELL_EFFECT));
}

/**
 * Summon / put a creature into the battle zone; for an evolution, on top of `source` (and `source2` for a
 * vortex evolution). ETB triggers wait.
 */
export function putIntoBattle(s: DMState, p: number, inst: number, source: number, source2 = -1): void {
  if (!s.playedTurn[inst]) s.playedTurn[inst] = s.turn;
  if (source >= 0) {
    // 801.2: the evolution creature is the same creature as its source(s): it keeps the tap state (any
    // tapped source makes it tapped) and the effects applied to them; an attack in progress goes on.
    const b = s.battle[p as 0 | 1];
    const tapped = s.tapped[source]! | (source2 >= 0 ? s.tapped[source2]! : 0);
    const idx = b.indexOf(source);
    const wasAttacker = s.attacker === source || (source2 >= 0 && s.attacker === source2);
    for (const m of s.mods) if (m.inst === source || m.inst === source2) m.inst = inst;
    putUnder(s, source, inst);
    if (source2 >= 0) putUnder(s, source2, inst);
    moveCard(s, inst, Z_BATTLE);
    b.pop();
    b.splice(Math.min(idx, b.length), 0, inst);
    s.tapped[inst] = tapped;
    s.sick[inst] = 0; // 801.3: no summoning sickness (the attack check also exempts evolutions)
    if (wasAttacker) s.attacker = inst;
  } else {
    moveCard(s, inst, Z_BATTLE);
  }
  if (s.log) say(s, `  ${cardName(s, inst)} enters the battle zone`);
  fireTrigger(s, inst, 'summon');
  // "Whenever another creature is put into the battle zone" watchers.
  for (let q = 0; q < 2; q++) {
    const bz = s.battle[q as 0 | 1];
    for (let k = 0; k < bz.length; k++) if (bz[k] !== inst) fireTrigger(s, bz[k]!, 'otherEnters', inst);
  }
}

function eligible(s: DMState, f: EffectFrame, st: Step & { op: 'choose' | 'all' }, inst: number): boolean {
  return matches(s, inst, st.filter, f.player, f.src, power, flags) && !regHas(f, st.reg, inst);
}

/**
 * The cards a choose/all step can pick now, in zone order: counted, and pushed into `out` when given.
 * With `dedupe`, identical cards outside the battle zone (same card, same tap state) count once: they are
 * one choice.
 */
function collect(s: DMState, f: EffectFrame, st: Step & { op: 'choose' | 'all' }, out: number[] | null, dedupe: boolean): number {
  if (out && out.length !== 0) out.length = 0;
  let n = 0;
  for (let zz = 0; zz < 2; zz++) {
    const zf = zz === 0 ? st.filter.zone : st.filter.alsoZone;
    if (zf === undefined) continue;
    const z = zoneOf(zf);
    const interchangeable = dedupe && z !== Z_BATTLE && z !== Z_SHIELD;
    for (let p = 0; p < 2; p++) {
      if (st.filter.owner === 'you' && p !== f.player) continue;
      if (st.filter.owner === 'opponent' && p === f.player) continue;
      const arr = zoneArray(s, z, p);
      for (let k = 0; k < arr.length; k++) {
        const i = arr[k]!;
        if (!eligible(s, f, st, i)) continue;
        if (interchangeable && out && sameAsOneOf(s, out, i)) continue;
        n++;
        if (out) out.push(i);
      }
    }
  }
  return n;
}

const takeScratch: number[] = [];

/** Count (and with `take`, select into the step's register) the cards a choose/all step can pick. */
function scan(s: DMState, f: EffectFrame, st: Step & { op: 'choose' | 'all' }, take: boolean): number {
  if (!take) return collect(s, f, st, null, false);
  const n = collect(s, f, st, takeScratch, false);
  for (let k = 0; k < n; k++) regPush(f, st.reg, takeScratch[k]!);
  return n;
}

function sameAsOneOf(s: DMState, out: readonly number[], i: number): boolean {
  for (let k = 0; k < out.length; k++) {
    const o = out[k]!;
    if (s.def[o] === s.def[i] && s.tapped[o] === s.tapped[i] && s.zone[o] === s.zone[i]) return true;
  }
  return false;
}

/** The instances a pending choose step may pick now, into `out`. */
export function choiceCandidates(s: DMState, f: EffectFrame, out: number[]): number[] {
  collect(s, f, abilityOf(s, f).steps[f.pc]! as Step & { op: 'choose' }, out, true);
  return out;
}

/** May the chooser stop now (PASS) in the pending choose step? */
export function choiceMayStop(s: DMState, f: EffectFrame): boolean {
  const st = abilityOf(s, f).steps[f.pc]! as Step & { op: 'choose' };
  return !!st.upTo;
}

/** Record a choice; finishes the step when enough cards are chosen or none is left (101.3). */
export function applyChoice(s: DMState, f: EffectFrame, inst: number): void {
  const st = abilityOf(s, f).steps[f.pc]! as Step & { op: 'choose' };
  regPush(f, st.reg, inst);
  f.count++;
  if (f.count >= amount(st.count, s, f) || scan(s, f, st, false) === 0) {
    f.awaiting = AWAIT_NONE;
    f.count = 0;
    f.pc++;
  }
}

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
    const charger = (cardDefs()[s.def[f.src]!]!.flags & KW_CHARGER) !== 0;
    moveCard(s, f.src, charger ? Z_MANA : Z_GRAVE); // 605.2e; Charger replaces it (609.8a)
  }
  freeFrame(f);
}
