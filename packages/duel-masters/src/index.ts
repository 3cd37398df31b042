// @tcglab/duel-masters: the Duel Masters engine (comprehensive rules v1.40) and its DM-01..DM-12 card data.
export { game, ENGINE_VERSION } from './game.js';
export { fuzzDeck } from './deck.js';
export * from './actions.js';
export { cardDefs, cardById, cardPool } from './catalog.js';
export type { CardDef, CardRecord, Ability, CardScript, Step, Filter } from './cards/types.js';
export type { DMState, DMOptions } from './state.js';
export { observation } from './observation.js';
