// More shorthands for card scripts (DM-01, DM-05..12): counting helpers and multi-zone moves, built from the library.
import { defOf } from '../cards/table.js';
import type { Amount, CardDef, CardScript, Filter, Static, Step } from '../cards/types.js';
import { KW_DOUBLE_BREAKER, KW_TRIPLE_BREAKER, TYPE_EVOLUTION, TYPE_SPELL } from '../keywords.js';
import { power } from '../query/characteristics.js';
import { AT_BATTLE, type DMState, type EffectFrame, F_ATTACK, regCount, Z_BATTLE } from '../state.js';

/**
 * Does the card have race `race`? `dragon`: a race with the word "Dragon" (Armored Dragon, Zombie Dragon, …);
 * Dragonoid (ドラゴノイド) is not a Dragon race. (Not cards.ts's hasRace, which also matches Dragonoid.)
 */
export function raceOf(d: CardDef, race: string): boolean {
  if (race === 'dragon') return d.races.some((r) => /\bdragon\b/i.test(r));
  return d.races.includes(race);
}

/** The civilization mask of card instance `i`. */
export function civsOf(s: DMState, i: number): number {
  return defOf(s, i).civs;
}

/** Number of creatures player `p` has in the battle zone passing `pred` (optionally not counting `except`). */
export function countBattle(s: DMState, p: number, pred: (d: CardDef, inst: number) => boolean, except = -1): number {
  const b = s.battle[p as 0 | 1];
  let n = 0;
  for (let k = 0; k < b.length; k++) {
    const i = b[k]!;
    if (i !== except && pred(defOf(s, i), i)) n++;
  }
  return n;
}

/** "If you have a <race> in the battle zone" for the ability's controller (603.4: checked on resolution). */
export function ifYouHaveRace(race: string): Step {
  return { op: 'if', test: (s, f) => countBattle(s, f.player, (d) => raceOf(d, race)) > 0 };
}

/** Static `when`: the source's controller has at least one creature of `race` (other than the source) in the battle zone. */
export function whileYouHaveRace(race: string): (s: DMState, src: number) => boolean {
  return (s, src) => countBattle(s, s.owner[src]!, (d) => raceOf(d, race), src) > 0;
}

/** Move every entry of register `from` into register `to` (so two choices act together, as one event). */
export function mergeReg(from: number, to: number): Step {
  return {
    op: 'custom',
    name: `merge register ${from} into ${to}`,
    run: (_s: DMState, f: EffectFrame) => {
      for (let k = 0; k < f.regs.length; k++) {
        const r = f.regs[k]!;
        if (r >> 8 === from) f.regs[k] = to * 256 + (r & 255);
      }
    },
  };
}

/**
 * "Put it into the graveyard" for a selection that may hold battle-zone creatures and other cards: from the
 * battle zone that is destroying (701 Destroy: battle zone → graveyard), the rest just moves. Uses `spare`.
 */
export function toGraveyardOrDestroy(reg: number, spare: number): Step[] {
  return [
    { op: 'split', reg, keep: (s, i) => s.zone[i] === Z_BATTLE, rest: spare },
    { op: 'destroy', reg },
    { op: 'toGraveyard', reg: spare },
  ];
}

/** The source itself into `reg`, then destroy it. */
export function destroySelf(reg = 3): Step[] {
  return [
    { op: 'self', reg },
    { op: 'destroy', reg },
  ];
}

/** Continue only if register `reg` is empty (e.g. "if you don't, …" after a choice that found nothing). */
export function ifNone(reg: number): Step {
  return { op: 'if', test: (_s, f) => regCount(f, reg) === 0 };
}

/** Choose into register `reg` (optional fields spelled out). */
export function choose(filter: Filter, count: Amount, reg = 0, opts: { upTo?: boolean; chooser?: 'you' | 'opponent' } = {}): Step {
  return { op: 'choose', filter, count, reg, ...(opts.upTo ? { upTo: true } : {}), ...(opts.chooser ? { chooser: opts.chooser } : {}) };
}

/** The reminder line every tap-ability creature has (its ability is the following "$tap …" line). */
export const TAP_LINE = 'Instead of having this creature attack, you may tap it to use its $tap ability.';

/** A creature whose only non-keyword text is a tap ability (602): both lines, one 'tap' ability. */
export function tapAbility(line: string, ...steps: (Step | Step[])[]): CardScript {
  return { lines: [TAP_LINE, line], abilities: [{ on: 'tap', steps: steps.flat() }] };
}

/** Static `when`: the source's controller's opponent has no shields. */
export const opponentHasNoShields = (s: DMState, src: number): boolean => s.shields[(1 - s.owner[src]!) as 0 | 1].length === 0;

/** Static `when`: the source's controller has no shields. */
export const youHaveNoShields = (s: DMState, src: number): boolean => s.shields[s.owner[src]! as 0 | 1].length === 0;

/**
 * Each player moves their whole hand into their deck and shuffles, then draws that many (Raptor Fish, Cyclone
 * Panic). The moved cards are kept in register 0 (yours) and 1 (the opponent's) to count the draws.
 */
export function handIntoDeckThenRedraw(both: boolean): Step[] {
  const steps: Step[] = [
    { op: 'handToDeck', who: 'you', reg: 0 },
    ...(both ? [{ op: 'handToDeck', who: 'opponent', reg: 1 } as const] : []),
    { op: 'shuffle', who: 'you' },
  ];
  if (both) steps.push({ op: 'shuffle', who: 'opponent' });
  steps.push({ op: 'draw', who: 'you', count: (_s, f) => regCount(f, 0) });
  if (both) steps.push({ op: 'draw', who: 'opponent', count: (_s, f) => regCount(f, 1) });
  return steps;
}

/** Up to `n` cards from the top of your deck to your shields, one at a time (a yes/no before each). */
export function topToShieldsUpTo(n: number): Step[] {
  const steps: Step[] = [];
  for (let k = 0; k < n; k++) {
    steps.push({ op: 'may' }, { op: 'top', who: 'you', count: 1, reg: k }, { op: 'toShield', reg: k });
  }
  return steps;
}

/** "While this creature has power 6000 or more, it has double breaker" (and 15000: triple breaker instead). */
export function powerBreakers(tripleToo: boolean): Static[] {
  const out: Static[] = [{ kind: 'flags', target: { self: true }, flags: KW_DOUBLE_BREAKER, when: (s, src) => power(s, src) >= 6000 }];
  if (tripleToo) out.push({ kind: 'flags', target: { self: true }, flags: KW_TRIPLE_BREAKER, when: (s, src) => power(s, src) >= 15000 });
  return out;
}

export const DB_LINE = 'While this creature has power 6000 or more, it has "double breaker."';
export const TB_LINE = 'While this creature has power 15000 or more, it has "triple breaker" instead of "double breaker."';

/** Is `src` attacking a creature right now (an attack in progress with a creature as its target)? */
export function attackingCreature(s: DMState, src: number): boolean {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK && f.src === src) return f.target >= 0;
  }
  return false;
}

/** The creature `src` is attacking (-1: a player, or no attack). */
export function attackTarget(s: DMState, src: number): number {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK && f.src === src) return f.target;
  }
  return -1;
}

/**
 * Filter test: the card is in register `reg` of the effect now running (the top frame while its steps run or
 * wait for a choice). Lets a later choice pick among an earlier choice ("your opponent chooses one of them").
 */
export function inReg(reg: number): (s: DMState, inst: number) => boolean {
  return (s, inst) => {
    const f = s.frames[s.frames.length - 1];
    return !!f && f.regs.indexOf(reg * 256 + inst) >= 0;
  };
}

/** Total power (each read as 0 when negative) of the creatures in register `reg` of the running effect. */
export function regPower(s: DMState, reg: number): number {
  const f = s.frames[s.frames.length - 1];
  if (!f) return 0;
  let sum = 0;
  for (const r of f.regs) if (r >> 8 === reg) sum += Math.max(0, power(s, r & 255));
  return sum;
}

/** The card that caused the running trigger (register 3 when the effect starts; -1 if none). */
export function causeOf(f: EffectFrame): number {
  for (let k = 0; k < f.regs.length; k++) if (f.regs[k]! >> 8 === 3) return f.regs[k]! & 255;
  return -1;
}

/**
 * Continue only if the creature that caused the trigger (register 3) is the controller's and passes `pred`
 * ("whenever you put a Ghost into the battle zone" / "one of your other creatures enters": the creature is
 * put into its owner's battle zone, so its owner is the one who put it there).
 */
export function ifCauseYours(pred: (d: CardDef) => boolean = () => true): Step {
  return {
    op: 'if',
    test: (s, f) => {
      const c = causeOf(f);
      return c >= 0 && s.owner[c] === f.player && pred(defOf(s, c));
    },
  };
}

/**
 * "No battle happens" (JA: バトルは行われない; both creatures stay tapped): the blocked attack in progress has
 * no battle. The attack frame's blocker is cleared, so its battle sub-step finds no opponent and ends the
 * attack (the attack stays blocked: no shield is broken).
 */
export const noBattle: Step = {
  op: 'custom',
  name: 'no battle happens',
  run: (s: DMState) => {
    for (let k = s.frames.length - 1; k >= 0; k--) {
      const f = s.frames[k]!;
      if (f.kind === F_ATTACK) {
        if (f.blocked) f.blocker = -1;
        return;
      }
    }
  },
};

/** Filter test: the card has the same name as the ability's source ("an Obsidian Scarab"). */
export function sameNameAsSource(s: DMState, inst: number): boolean {
  const f = s.frames[s.frames.length - 1];
  return !!f && defOf(s, inst).name === defOf(s, f.src).name;
}

/** The first card in register `reg` of the effect now running (the top frame), or -1. */
export function regCard(s: DMState, reg: number): number {
  const f = s.frames[s.frames.length - 1];
  if (!f) return -1;
  for (const r of f.regs) if (r >> 8 === reg) return r & 255;
  return -1;
}

/** Is creature `src` a valid source for (non-vortex) evolution card `d` (801.1; the same test as summoning)? */
function sourceFor(s: DMState, d: CardDef, src: number): boolean {
  const sd = defOf(s, src);
  return d.evolutionRaces.some((r) => raceOf(sd, r));
}

/** The k-th card of register `reg` of the effect now running (the top frame), or -1. */
function nthCard(s: DMState, reg: number, k: number): number {
  const f = s.frames[s.frames.length - 1];
  if (!f) return -1;
  let n = 0;
  for (const r of f.regs) if (r >> 8 === reg && n++ === k) return r & 255;
  return -1;
}

/** Is `i` already chosen as a source (registers 4 and up) in the running effect? */
function usedSource(s: DMState, i: number): boolean {
  const f = s.frames[s.frames.length - 1];
  return !!f && f.regs.some((r) => r >> 8 >= 4 && (r & 255) === i);
}

/** A pair of distinct creatures that covers both races of a vortex evolution. */
function vortexPair(d: CardDef, a: CardDef, b: CardDef): boolean {
  const [r1, r2] = d.vortexRaces as [string, string];
  return (raceOf(a, r1) && raceOf(b, r2)) || (raceOf(a, r2) && raceOf(b, r1));
}

/**
 * Filter test: can card `i` (outside the battle zone) be put into its owner's battle zone by an effect now? A
 * non-evolution creature can; an evolution creature only on top of a source of its owner's there (801.1; a
 * vortex evolution needs one creature of each of its two races).
 */
export function canEnter(s: DMState, i: number): boolean {
  const d = defOf(s, i);
  if (d.type === TYPE_SPELL) return false;
  if (d.type !== TYPE_EVOLUTION) return true;
  const b = s.battle[s.owner[i]! as 0 | 1];
  if (d.vortexRaces.length === 2) {
    for (const x of b) for (const y of b) if (x !== y && vortexPair(d, defOf(s, x), defOf(s, y))) return true;
    return false;
  }
  return b.some((x) => sourceFor(s, d, x));
}

/**
 * Put the creature cards in register `reg` (at most `max`, each passing `canEnter` when chosen) into their
 * owner's battle zone without summoning them. An evolution goes on top of a source in its owner's battle zone,
 * which its owner (`owner`, relative to the ability's controller) chooses first (801.1; two for a vortex
 * evolution; registers 4.. hold them); then all the cards enter together, so none can be the source of
 * another. An evolution whose source is gone stays where it is. (Not for an ability that also uses
 * putBackInOrder: both use registers 4 and up.)
 */
export function enterBattle(reg: number, owner: 'you' | 'opponent', max: number): Step[] {
  const steps: Step[] = [];
  const chooser = owner === 'opponent' ? { chooser: 'opponent' as const } : {};
  const evo = (s: DMState, k: number): CardDef | undefined => {
    const x = nthCard(s, reg, k);
    if (x < 0) return undefined;
    const d = defOf(s, x);
    return d.type === TYPE_EVOLUTION ? d : undefined;
  };
  for (let k = 0; k < max; k++) {
    const r1 = 4 + 2 * k;
    steps.push(
      choose(
        {
          zone: 'battle',
          owner,
          test: (s, i) => {
            const d = evo(s, k);
            if (!d || usedSource(s, i)) return false;
            if (d.vortexRaces.length !== 2) return sourceFor(s, d, i);
            return s.battle[s.owner[i]! as 0 | 1].some((y) => y !== i && !usedSource(s, y) && vortexPair(d, defOf(s, i), defOf(s, y)));
          },
        },
        1,
        r1,
        chooser,
      ),
      choose(
        {
          zone: 'battle',
          owner,
          test: (s, i) => {
            const d = evo(s, k);
            const first = regCard(s, r1);
            return !!d && d.vortexRaces.length === 2 && first >= 0 && !usedSource(s, i) && vortexPair(d, defOf(s, first), defOf(s, i));
          },
        },
        1,
        r1 + 1,
        chooser,
      ),
    );
  }
  const sources: (readonly [number, number])[] = [];
  for (let k = 0; k < max; k++) sources.push([4 + 2 * k, 5 + 2 * k]);
  steps.push({ op: 'putOnSources', reg, sources });
  return steps;
}

/**
 * "Put them back (on top / on the bottom of your deck) in any order": the cards of register `reg` still in the
 * library (at most `n`) are picked one at a time by the controller (into register 5, then kept in 6 and 7); each one picked
 * goes to the top (the last one picked ends on top) or to the bottom (the last one picked ends at the bottom).
 * The controller keeps knowing them.
 */
export function putBackInOrder(reg: number, n: number, where: 'top' | 'bottom'): Step[] {
  const steps: Step[] = [];
  const inSel = inReg(reg);
  for (let k = 0; k < n; k++) {
    steps.push(choose({ zone: 'library', owner: 'you', test: (s, i) => inSel(s, i) }, 1, 5), {
      op: 'putBack',
      pick: 5,
      from: reg,
      spent: 7,
      done: 6,
      where,
    });
  }
  return steps;
}

/** "Look at the top `n` cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order." */
export function lookTopOneToHandRestBottom(n: number): Step[] {
  return [
    { op: 'top', who: 'you', count: n, reg: 0 },
    { op: 'look', reg: 0 },
    choose({ zone: 'library', owner: 'you', test: inReg(0) }, 1, 1),
    { op: 'toHand', reg: 1 },
    ...putBackInOrder(0, n - 1, 'bottom'),
  ];
}

/**
 * The creature `src` is battling now (508: only while the battle of an attack is being fought), or -1: the
 * attacker battles its blocker, or the creature it attacks when it isn't blocked.
 */
export function battlingOpponent(s: DMState, src: number): number {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind !== F_ATTACK) continue;
    if (f.step !== AT_BATTLE) return -1;
    const other = f.blocked ? f.blocker : f.target;
    if (other < 0) return -1;
    const o = f.src === src ? other : other === src ? f.src : -1;
    return o >= 0 && s.zone[o] === Z_BATTLE ? o : -1;
  }
  return -1;
}

/** Static `when`: the source is the blocker of an attack in progress. */
export function isBlocking(s: DMState, src: number): boolean {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK) return f.blocked === 1 && f.blocker === src;
  }
  return false;
}

/**
 * Filter test for "choose a race, then … creatures of that race": the card shares at least one race with every
 * card already in register `reg` of the running effect. Choosing cards one at a time under this test reaches
 * exactly the sets of creatures that have a race in common (a race no chosen card has changes nothing).
 */
export function sharesRaceWith(reg: number): (s: DMState, inst: number) => boolean {
  return (s, inst) => {
    const f = s.frames[s.frames.length - 1];
    let common = defOf(s, inst).races as readonly string[];
    if (f) for (const r of f.regs) if (r >> 8 === reg) common = common.filter((x) => defOf(s, r & 255).races.includes(x));
    return common.length > 0;
  };
}
