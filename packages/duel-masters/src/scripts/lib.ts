// Shorthands for card scripts: the common shapes of Duel Masters text, built from the effect library.
import type { Ability, Filter, Step } from '../cards/types.js';
import { CIV_DARKNESS, CIV_FIRE, CIV_LIGHT, CIV_NATURE, CIV_WATER } from '../keywords.js';

export const LIGHT = CIV_LIGHT;
export const WATER = CIV_WATER;
export const DARKNESS = CIV_DARKNESS;
export const FIRE = CIV_FIRE;
export const NATURE = CIV_NATURE;

/** Creatures in the battle zone of `owner` (relative to the controller), with extra filter fields. */
export function creatures(owner: Filter['owner'], extra: Omit<Filter, 'zone' | 'owner'> = {}): Filter {
  return { zone: 'battle', owner, ...extra };
}

export const opponentsCreature = (extra: Omit<Filter, 'zone' | 'owner'> = {}) => creatures('opponent', extra);
export const yourCreature = (extra: Omit<Filter, 'zone' | 'owner'> = {}) => creatures('you', extra);
export const anyCreature = (extra: Omit<Filter, 'zone' | 'owner'> = {}) => creatures('any', extra);

/** Choose exactly `count` (as many as possible) into register 0, then do `then` to them. */
export function chooseThen(
  filter: Filter,
  count: number,
  then: Step['op'] & ('destroy' | 'toHand' | 'shieldsToHand' | 'toMana' | 'toShield' | 'toGraveyard' | 'tap' | 'untap' | 'toDeckTop'),
  opts: { upTo?: boolean; chooser?: 'you' | 'opponent' } = {},
): Step[] {
  return [
    { op: 'choose', filter, count, reg: 0, ...(opts.upTo ? { upTo: true } : {}), ...(opts.chooser ? { chooser: opts.chooser } : {}) },
    { op: then, reg: 0 } as Step,
  ];
}

export function spell(...steps: (Step | Step[])[]): Ability {
  return { on: 'summon', steps: steps.flat() };
}

export function on(event: Ability['on'], ...steps: (Step | Step[])[]): Ability {
  return { on: event, steps: steps.flat() };
}

/** "You may …" in front of steps. */
export function may(...steps: (Step | Step[])[]): Step[] {
  return [{ op: 'may' }, ...steps.flat()];
}

/** Search your deck for a card matching `extra`, show it, put it into your hand, then shuffle (701.10). */
export function search(extra: Omit<Filter, 'zone' | 'owner'> = {}, to: 'toHand' | 'toMana' = 'toHand'): Step[] {
  return [
    { op: 'choose', filter: { zone: 'library', owner: 'you', ...extra }, count: 1, upTo: true, reg: 0 },
    { op: to, reg: 0 },
    { op: 'shuffle', who: 'you' },
  ];
}
