// Filters of the card vocabulary: which cards, in which zone, whose (relative to the ability's controller).
import type { Filter } from '../../cards/types.js';
import { CIV_DARKNESS, CIV_FIRE, CIV_LIGHT, CIV_NATURE, CIV_WATER } from '../../keywords.js';

export const LIGHT = CIV_LIGHT;
export const WATER = CIV_WATER;
export const DARKNESS = CIV_DARKNESS;
export const FIRE = CIV_FIRE;
export const NATURE = CIV_NATURE;

/** The other conditions of a filter, besides its zone and owner. */
export type Extra = Omit<Filter, 'zone' | 'owner'>;
type Owner = Filter['owner'];

/** Creatures in the battle zone (anyone's). */
export const creatures = (extra: Extra = {}): Filter => ({ zone: 'battle', owner: 'any', ...extra });
/** Your creatures in the battle zone. */
export const yours = (extra: Extra = {}): Filter => ({ zone: 'battle', owner: 'you', ...extra });
/** Your opponent's creatures in the battle zone. */
export const opponents = (extra: Extra = {}): Filter => ({ zone: 'battle', owner: 'opponent', ...extra });
export const mana = (owner: Owner, extra: Extra = {}): Filter => ({ zone: 'mana', owner, ...extra });
export const graveyard = (owner: Owner, extra: Extra = {}): Filter => ({ zone: 'graveyard', owner, ...extra });
export const hand = (owner: Owner, extra: Extra = {}): Filter => ({ zone: 'hand', owner, ...extra });
export const shields = (owner: Owner, extra: Extra = {}): Filter => ({ zone: 'shields', owner, ...extra });
/** A player's deck (choosing from it is a search: the searcher sees it, 701.10). */
export const deck = (owner: Owner, extra: Extra = {}): Filter => ({ zone: 'library', owner, ...extra });
