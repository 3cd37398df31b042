// The card vocabulary's core: selections (what an effect acts on) and phrases compiled into steps, with the
// frame registers that carry selections between steps assigned here, behind the scenes.
import type { Ability, Amount, CardScript, Filter, Step, TriggerEvent } from '../../cards/types.js';

/** Register 3 holds what caused a trigger when its effect starts (the blocker, the entering creature, …). */
const CAUSE_REGISTER = 3;

/**
 * What an effect acts on. A selection is made once per ability, at its first use, into a register of its own;
 * every later phrase that names the same selection object acts on the same cards.
 */
export interface Sel {
  readonly kind: 'choose' | 'all' | 'itself' | 'top' | 'cause' | 'none';
  readonly filter?: Filter;
  readonly count?: Amount;
  readonly upTo?: boolean;
  readonly chooser?: 'you' | 'opponent';
  readonly who?: 'you' | 'opponent';
  /** For 'all': more filters whose cards join the same selection (see allOf). */
  readonly also?: readonly Filter[];
  /** For 'choose': then up to this many more of the same filter join the selection (see chooseOneThenUpTo). */
  readonly andUpTo?: Amount;
  /** The register the compiler gave this selection (set once, when its ability is compiled). */
  reg?: number;
}

/** A phrase: one step, a list of phrases, or a function of the compiler (for phrases that need registers). */
export type Phrase = Step | readonly Phrase[] | ((c: Compiler) => Phrase);

/** Selects into registers and turns phrases into the steps of one ability. */
class Compiler {
  readonly steps: Step[] = [];
  private readonly made = new Set<Sel>();
  private nextReg = 0;

  /** A fresh register (never the cause register), for phrases that keep their own bookkeeping. */
  fresh(): number {
    if (this.nextReg === CAUSE_REGISTER) this.nextReg++;
    return this.nextReg++;
  }

  /** The register of selection `sel`, selecting it now (a step) the first time it is used in this ability. */
  reg(sel: Sel): number {
    if (sel.kind === 'cause') return CAUSE_REGISTER;
    if (this.made.has(sel)) return sel.reg!;
    const r = this.fresh();
    if (sel.reg !== undefined && sel.reg !== r) {
      throw new Error(`a selection is used by two abilities (registers ${sel.reg} and ${r}): make one selection per ability`);
    }
    sel.reg = r;
    this.made.add(sel);
    this.steps.push(...selectSteps(sel, r));
    return r;
  }

  add(p: Phrase): void {
    if (typeof p === 'function') this.add(p(this));
    else if (Array.isArray(p)) for (const q of p as readonly Phrase[]) this.add(q);
    else this.steps.push(p as Step);
  }
}

function selectSteps(sel: Sel, reg: number): Step[] {
  switch (sel.kind) {
    case 'choose':
      return [
        {
          op: 'choose',
          filter: sel.filter!,
          count: sel.count ?? 1,
          reg,
          ...(sel.upTo ? { upTo: true } : {}),
          ...(sel.chooser ? { chooser: sel.chooser } : {}),
        },
        ...(sel.andUpTo !== undefined ? [{ op: 'choose', filter: sel.filter!, count: sel.andUpTo, reg, upTo: true } as const] : []),
      ];
    case 'all':
      return [{ op: 'all', filter: sel.filter!, reg }, ...(sel.also ?? []).map((filter): Step => ({ op: 'all', filter, reg }))];
    case 'itself':
      return [{ op: 'self', reg }];
    case 'top':
      return [{ op: 'top', who: sel.who ?? 'you', count: sel.count ?? 1, reg }];
    default:
      return []; // 'none': filled by the phrases that use it
  }
}

/** The steps of some phrases (registers numbered from 0 for this ability). */
function compile(...phrases: Phrase[]): Step[] {
  const c = new Compiler();
  for (const p of phrases) c.add(p);
  return c.steps;
}

// ---- selections ----

/** The chooser (the controller, or with `by: 'opponent'` the opponent) picks `count` cards: as many as possible, or with `upTo` 0..count. */
export function choose(filter: Filter, count: Amount = 1, opts: { upTo?: boolean; by?: 'opponent' } = {}): Sel {
  return { kind: 'choose', filter, count, ...(opts.upTo ? { upTo: true } : {}), ...(opts.by ? { chooser: opts.by } : {}) };
}

/** "Choose up to N …". */
export function upTo(count: Amount, filter: Filter): Sel {
  return choose(filter, count, { upTo: true });
}

/** "Choose one of <these>. Then you may choose up to `more` others of <these>": one selection of them all. */
export function chooseOneThenUpTo(filter: Filter, more: Amount): Sel {
  return { kind: 'choose', filter, count: 1, andUpTo: more };
}

/** "Any number of …": the chooser picks as many as they like (at most 40, a deck's size). */
export function anyNumberOf(filter: Filter): Sel {
  return choose(filter, 40, { upTo: true });
}

/** "Your opponent chooses N of …". */
export function opponentChooses(filter: Filter, count: Amount = 1): Sel {
  return choose(filter, count, { by: 'opponent' });
}

/** Every matching card, no choice. */
export function all(filter: Filter): Sel {
  return { kind: 'all', filter };
}

/** Every card matching any of the filters, as one selection ("your opponent's hand and shields"). */
export function allOf(first: Filter, ...more: Filter[]): Sel {
  return { kind: 'all', filter: first, also: more };
}

/** The ability's source ("this creature"). A fresh object per use: one selection per ability. */
export function itself(): Sel {
  return { kind: 'itself' };
}

/** The top `count` cards of a player's deck. */
export function topCards(count: Amount = 1, who: 'you' | 'opponent' = 'you'): Sel {
  return { kind: 'top', count, who };
}

/** What caused the trigger (the blocker, the attacking ally, the entering or destroyed creature, the cast spell). */
export const cause: Sel = { kind: 'cause' };

/** An empty selection that later phrases fill (e.g. a hand moved into the deck, counted afterwards). */
export function selection(): Sel {
  return { kind: 'none' };
}

/** Anything that names cards: a selection, or a filter meaning "choose one of these". */
export type Target = Sel | Filter;

export function asSel(t: Target): Sel {
  return 'kind' in t ? t : choose(t);
}

/** Make selection `sel` now (for a condition that reads it before any phrase acts on it). */
export function select(sel: Sel): Phrase {
  return (c) => {
    c.reg(sel);
    return [];
  };
}

// ---- abilities and card scripts ----

/** A triggered ability (see TriggerEvent). */
export function on(event: TriggerEvent, ...phrases: Phrase[]): Ability {
  return { on: event, steps: compile(...phrases) };
}

/** A spell's effect. */
export function spellEffect(...phrases: Phrase[]): Ability {
  return { on: 'summon', steps: compile(...phrases) };
}

/** One card script from several parts (their lines, abilities and statics in order). */
export function card(...parts: CardScript[]): CardScript {
  const lines: string[] = [];
  const abilities: Ability[] = [];
  const statics: NonNullable<CardScript['statics']>[number][] = [];
  let spell: Ability | undefined;
  let useIf: CardScript['useIf'];
  let evolution: CardScript['evolution'];
  for (const p of parts) {
    lines.push(...p.lines);
    if (p.abilities) abilities.push(...p.abilities);
    if (p.statics) statics.push(...p.statics);
    if (p.spell) {
      if (spell) throw new Error('a card script has two spell effects');
      spell = p.spell;
    }
    if (p.useIf) useIf = p.useIf;
    if (p.evolution) evolution = p.evolution;
  }
  return {
    lines,
    ...(abilities.length ? { abilities } : {}),
    ...(statics.length ? { statics } : {}),
    ...(spell ? { spell } : {}),
    ...(useIf ? { useIf } : {}),
    ...(evolution ? { evolution } : {}),
  };
}
