// The effect library: abilities are data (steps), run by a small interpreter whose position is a frame in
// the state (so a game can be cloned in the middle of an effect, e.g. while a target is being chosen).
import {
  cardDefs,
  hasRace,
  TYPE_SPELL,
  type CardDef,
} from './cards.js';
import {
  F_EFFECT,
  Z_BATTLE,
  Z_GRAVE,
  Z_HAND,
  Z_MANA,
  Z_SHIELD,
  type DMState,
  type Frame,
} from './state.js';

/** Whose: relative to the ability's controller. */
export type Rel = 'you' | 'opponent' | 'any';

/** Which cards a step may choose or affect. All fields are conjunctive. */
export interface Filter {
  readonly zone: 'battle' | 'mana' | 'hand' | 'graveyard' | 'shields';
  readonly owner: Rel;
  readonly type?: 'creature' | 'spell';
  /** Civilization bit mask: the card must have at least one of these. */
  readonly civ?: number;
  readonly maxPower?: number;
  readonly minPower?: number;
  readonly maxCost?: number;
  readonly tapped?: boolean;
  readonly race?: string;
  readonly blocker?: boolean;
  /** Exclude the ability's own source. */
  readonly notSelf?: boolean;
}

/** One instruction. `reg` names a selection register (0-3) of the running frame. */
export type Step =
  /** The chooser picks `count` matching cards (exactly, or as many as possible; `upTo`: 0..count). */
  | { readonly op: 'choose'; readonly filter: Filter; readonly count: number; readonly upTo?: boolean; readonly chooser?: 'you' | 'opponent'; readonly reg: number }
  /** Every matching card, no choice (e.g. "destroy all creatures that have power 2000 or less"). */
  | { readonly op: 'all'; readonly filter: Filter; readonly reg: number }
  /** The ability's source itself. */
  | { readonly op: 'self'; readonly reg: number }
  /** "You may …": the controller says yes or no; on no the ability ends. */
  | { readonly op: 'may' }
  | { readonly op: 'destroy'; readonly reg: number }
  | { readonly op: 'toHand'; readonly reg: number }
  | { readonly op: 'toMana'; readonly reg: number }
  | { readonly op: 'toShield'; readonly reg: number }
  | { readonly op: 'toGraveyard'; readonly reg: number }
  | { readonly op: 'tap'; readonly reg: number }
  | { readonly op: 'untap'; readonly reg: number }
  | { readonly op: 'draw'; readonly who: 'you' | 'opponent'; readonly count: number }
  | { readonly op: 'discardRandom'; readonly who: 'you' | 'opponent'; readonly count: number }
  /** Power +amount (negative: −) until the end of the turn, for the cards in `reg`. */
  | { readonly op: 'power'; readonly reg: number; readonly amount: number }
  /** Grant KW_* flags until the end of the turn to the cards in `reg`. */
  | { readonly op: 'grant'; readonly reg: number; readonly flags: number }
  /** A unique, deterministic hook for what the library cannot express (must not need a choice). */
  | { readonly op: 'custom'; readonly name: string; readonly run: (s: DMState, f: Frame) => void };

export type TriggerEvent = 'summon' | 'attack' | 'destroyed' | 'endOfTurn' | 'block' | 'tap';

export interface Ability {
  /** When it triggers; `tap` = the creature's tap ability (602), used instead of attacking. */
  readonly on: TriggerEvent;
  readonly steps: readonly Step[];
}

/** A card's behaviour beyond keyword lines: which text lines it covers and what they do. */
export interface CardScript {
  /** The exact text lines this script implements (checked against the card's text on load). */
  readonly lines: readonly string[];
  readonly abilities?: readonly Ability[];
  /** A spell's effect. */
  readonly spell?: Ability;
  /** Evolution source races, when not given by an "Evolution—Put on one of your …" line. */
  readonly evolution?: readonly string[];
}

/** Register-encoded selections: entry = reg * 256 + instance. */
export function regPush(f: Frame, reg: number, inst: number): void {
  f.regs.push(reg * 256 + inst);
}

export function regHas(f: Frame, reg: number, inst: number): boolean {
  return f.regs.indexOf(reg * 256 + inst) >= 0;
}

export function regCount(f: Frame, reg: number): number {
  let n = 0;
  for (let k = 0; k < f.regs.length; k++) if (f.regs[k]! >> 8 === reg) n++;
  return n;
}

export function newEffectFrame(player: number, src: number, ability: number): Frame {
  // a = ability index (-1 = spell effect), b = pc, c = awaiting (0 none, 1 choice, 2 may), d = chosen count
  return { kind: F_EFFECT, player, src, a: ability, b: 0, c: 0, d: 0, e: player, regs: [] };
}

export function abilityOf(s: DMState, f: Frame): Ability {
  const d = cardDefs()[s.def[f.src]!]!;
  const ab = f.a === -1 ? d.spell : d.abilities[f.a];
  if (!ab) throw new Error(`${d.name} (${d.id}) has no ability ${f.a}`);
  return ab;
}

/** Does instance `inst` match filter `flt` for an ability controlled by `player` with source `src`? */
export function matches(s: DMState, inst: number, flt: Filter, player: number, src: number, power: (s: DMState, i: number) => number): boolean {
  const own = s.owner[inst]!;
  if (flt.owner === 'you' && own !== player) return false;
  if (flt.owner === 'opponent' && own === player) return false;
  if (flt.notSelf && inst === src) return false;
  const d: CardDef = cardDefs()[s.def[inst]!]!;
  if (flt.type === 'creature' && d.type === TYPE_SPELL) return false;
  if (flt.type === 'spell' && d.type !== TYPE_SPELL) return false;
  if (flt.civ !== undefined && !(d.civs & flt.civ)) return false;
  if (flt.maxCost !== undefined && d.cost > flt.maxCost) return false; // 201.2a: printed cost
  if (flt.tapped !== undefined && !!s.tapped[inst] !== flt.tapped) return false;
  if (flt.race !== undefined && !hasRace(d, flt.race)) return false;
  if (flt.maxPower !== undefined || flt.minPower !== undefined) {
    const p = Math.max(0, power(s, inst)); // 108.1b: read as 0 when negative
    if (flt.maxPower !== undefined && p > flt.maxPower) return false;
    if (flt.minPower !== undefined && p < flt.minPower) return false;
  }
  return true;
}

export function filterZone(f: Filter): number {
  switch (f.zone) {
    case 'battle':
      return Z_BATTLE;
    case 'mana':
      return Z_MANA;
    case 'hand':
      return Z_HAND;
    case 'graveyard':
      return Z_GRAVE;
    case 'shields':
      return Z_SHIELD;
  }
}
