// @tcglab/divine-cross: the Divine Cross TCG engine (rules v1.0.16, tiers 0–1) on the tcglab contract.
export { game, ENGINE_VERSION } from './game.js';
export type { DCState } from './state.js';
export * from './actions.js';
export { cardDefs, cardById, cardPool } from './catalog.js';
export type { CardDef } from './cards/types.js';
export { compileCards, CARD_FORMAT } from './cards/compile.js';
export { CardFormatError } from './cards/read-json.js';
export { observation } from './observation.js';
