// Multi-step phrases of the card vocabulary: searching, revealing, putting back in any order, putting creatures
// onto evolution sources, shuffling hands into decks.
import { defOf } from '../../cards/table.js';
import type { Amount, CardDef, Filter, Step } from '../../cards/types.js';
import { TYPE_EVOLUTION } from '../../keywords.js';
import { type DMState, type EffectFrame, F_EFFECT, regCount } from '../../state.js';
import { choose, type Phrase, type Sel, selection, topCards, upTo } from './compile.js';
import { inSel, selCard, sharesRaceWith, sourceFor, vortexPair } from './conditions.js';
import { deck, type Extra, shields } from './filters.js';
import { look, toHand, toShields } from './verbs.js';

/** Search your deck for a card matching `extra`, show it, put it into your hand (or mana), then shuffle (701.10; finding may fail, 701.10b). */
export function search(extra: Extra = {}, to: 'toHand' | 'toMana' = 'toHand'): Phrase {
  return (c) => {
    const reg = c.reg(choose(deck('you', extra), 1, { upTo: true }));
    const steps: Step[] = [
      { op: to, reg },
      { op: 'shuffle', who: 'you' },
    ];
    return steps;
  };
}

/** "Reveal the top N cards of your deck. Put all <civ> cards from among them into your hand and the rest into your graveyard." */
export function revealKeep(count: number, civ: number): Phrase {
  return (c) => {
    const reg = c.reg(topCards(count));
    const rest = c.fresh();
    return [
      { op: 'look', reg },
      { op: 'split', reg, keep: (s: DMState, i: number) => (defOf(s, i).civs & civ) !== 0, rest },
      { op: 'toHand', reg },
      { op: 'toGraveyard', reg: rest },
    ];
  };
}

/**
 * "Choose a race. … up to `count` creatures of that race from <where>": creatures chosen one at a time, each
 * sharing a race with those already chosen (sharesRaceWith), which reaches exactly the sets of one race.
 */
export function creaturesOfChosenRace(count: Amount, where: Filter): Sel {
  const sel: Sel = upTo(count, { ...where, type: 'creature', test: (s, i) => shares(s, i) });
  const shares = sharesRaceWith(sel);
  return sel;
}

/** Up to `n` cards from the top of your deck to your shields, one at a time (a yes/no before each). */
export function topToShieldsUpTo(n: number): Phrase[] {
  const out: Phrase[] = [];
  for (let k = 0; k < n; k++) out.push({ op: 'may' }, toShields(topCards(1)));
  return out;
}

/**
 * "Put them back (on top / on the bottom of your deck) in any order": the cards of `sel` still in the library (at
 * most `n`) are picked one at a time by the controller; each one picked goes to the top (the last one picked ends
 * on top) or to the bottom (the last one picked ends at the bottom). The controller keeps knowing them.
 */
export function putBackInOrder(sel: Sel, n: number, where: 'top' | 'bottom'): Phrase {
  return (c) => {
    const from = c.reg(sel);
    const pick = c.fresh();
    const done = c.fresh();
    const spent = c.fresh();
    const test = inSel(sel);
    const steps: Step[] = [];
    for (let k = 0; k < n; k++) {
      steps.push(
        { op: 'choose', filter: { zone: 'library', owner: 'you', test: (s, i) => test(s, i) }, count: 1, reg: pick },
        { op: 'putBack', pick, from, spent, done, where },
      );
    }
    return steps;
  };
}

/** "Look at the top N cards of your deck. Put one of them into your hand, and put the rest on the bottom of your deck in any order." */
export function lookTopOneToHandRestBottom(n: number): Phrase {
  const seen = topCards(n);
  return [look(seen), toHand(choose(deck('you', { test: inSel(seen) }))), putBackInOrder(seen, n - 1, 'bottom')];
}

/**
 * Each player (or only you) puts their whole hand into their deck and shuffles, then draws that many
 * (Raptor Fish, Cyclone Panic).
 */
export function handsIntoDeckThenRedraw(both: boolean): Phrase {
  return (c) => {
    const mine = c.fresh();
    const theirs = both ? c.fresh() : -1;
    const steps: Step[] = [{ op: 'handToDeck', who: 'you', reg: mine }];
    if (both) steps.push({ op: 'handToDeck', who: 'opponent', reg: theirs });
    steps.push({ op: 'shuffle', who: 'you' });
    if (both) steps.push({ op: 'shuffle', who: 'opponent' });
    steps.push({ op: 'draw', who: 'you', count: (_s, f) => regCount(f, mine) });
    if (both) steps.push({ op: 'draw', who: 'opponent', count: (_s, f) => regCount(f, theirs) });
    return steps;
  };
}

/**
 * Put the creature cards of `sel` (at most `max`, each passing `canEnter` when chosen) into their owner's battle
 * zone without summoning them. An evolution goes on top of a source in its owner's battle zone, which its owner
 * (`owner`, relative to the ability's controller) chooses first (801.1; two for a vortex evolution); then all the
 * cards enter together, so none can be the source of another. An evolution whose source is gone stays where it is.
 */
export function putOnSources(sel: Sel, owner: 'you' | 'opponent', max: number): Phrase {
  return (c) => {
    const reg = c.reg(sel);
    const sources: (readonly [number, number])[] = [];
    for (let k = 0; k < max; k++) sources.push([c.fresh(), c.fresh()]);
    const used = (f: EffectFrame, i: number) =>
      f.regs.some((r) => (r & 255) === i && sources.some(([a, b]) => r >> 8 === a || r >> 8 === b));
    const usedSource = (s: DMState, i: number) => {
      const f = s.frames[s.frames.length - 1];
      return !!f && f.kind === F_EFFECT && used(f, i);
    };
    const evo = (s: DMState, k: number): CardDef | undefined => {
      const f = s.frames[s.frames.length - 1];
      if (!f || f.kind !== F_EFFECT) return undefined;
      let n = 0;
      for (const r of f.regs) {
        if (r >> 8 !== reg || n++ !== k) continue;
        const d = defOf(s, r & 255);
        return d.type === TYPE_EVOLUTION ? d : undefined;
      }
      return undefined;
    };
    const by = owner === 'opponent' ? { chooser: 'opponent' as const } : {};
    const steps: Step[] = [];
    for (let k = 0; k < max; k++) {
      const [r1, r2] = sources[k]!;
      const firstOf = { kind: 'none', reg: r1 } as Sel;
      steps.push(
        {
          op: 'choose',
          filter: {
            zone: 'battle',
            owner,
            test: (s, i) => {
              const d = evo(s, k);
              if (!d || usedSource(s, i)) return false;
              if (d.vortexRaces.length !== 2) return sourceFor(s, d, i);
              return s.battle[s.owner[i]! as 0 | 1].some((y) => y !== i && !usedSource(s, y) && vortexPair(d, defOf(s, i), defOf(s, y)));
            },
          },
          count: 1,
          reg: r1,
          ...by,
        },
        {
          op: 'choose',
          filter: {
            zone: 'battle',
            owner,
            test: (s, i) => {
              const d = evo(s, k);
              const first = selCard(s, firstOf);
              return !!d && d.vortexRaces.length === 2 && first >= 0 && !usedSource(s, i) && vortexPair(d, defOf(s, first), defOf(s, i));
            },
          },
          count: 1,
          reg: r2,
          ...by,
        },
      );
    }
    steps.push({ op: 'putOnSources', reg, sources });
    return steps;
  };
}

/**
 * "No battle happens" (JA: バトルは行われない; both creatures stay tapped): the blocked attack in progress has no
 * battle. Its blocker is cleared, so the battle sub-step finds no opponent and ends the attack (still blocked).
 */
export const noBattle: Step = { op: 'noBattle' };

/**
 * "It breaks one of your opponent's shields" (JA: 相手のシールドが1枚でもあれば、そのうちの1枚をブレイクする): the
 * controller chooses `count` of the opponent's shields (as many as there are), and the creature breaks them
 * (701.14: S-Triggers may be declared; its break replacements apply). `by`: the breaking creature, when it is not
 * the ability's source (Spinning Totem's effect: the blocked creature).
 */
export function breakOpponentsShields(count: Amount = 1, by?: Sel): Phrase {
  return (c) => {
    const reg = c.fresh();
    return [
      { op: 'choose', filter: shields('opponent'), count, reg, toBreak: true },
      { op: 'breakShields', reg, ...(by ? { by: c.reg(by) } : {}) },
    ];
  };
}

/**
 * "Reveal the top card of your deck. If it is <keep>, <then> it. Otherwise, <otherwise> it.": `then` and `otherwise`
 * act on the revealed card as two selections, only one of which holds it.
 */
export function revealTopThenEither(
  keep: (s: DMState, inst: number) => boolean,
  then: (sel: Sel) => Phrase,
  otherwise: (sel: Sel) => Phrase,
): Phrase {
  const top = topCards(1);
  const rest = selection();
  return (c) => {
    const reg = c.reg(top);
    return [{ op: 'reveal', reg }, { op: 'split', reg, keep, rest: c.reg(rest) }, then(top), otherwise(rest)];
  };
}
