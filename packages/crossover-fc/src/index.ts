// @tcglab/crossover-fc: CrossOver The F&C TCG (basic rules v2.02) on the tcglab engine contract.
export { game, ENGINE_VERSION } from './game.js';
export type { COState, COOptions } from './state.js';
export * as actions from './actions.js';
export { cardDefs, cardById, cardPool, parseCardFile } from './catalog.js';
export { compileCard } from './cards/compile.js';
export { CardFormatError } from './cards/read-json.js';
export type { CardDef } from './cards/types.js';
export { DEFAULT_OPTIONS } from './options.js';
export { parseDeck, MAX_DECK } from './deck.js';
export { observation } from './observation.js';
