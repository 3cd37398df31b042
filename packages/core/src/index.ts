// @tcglab/core: the engine contract, seeded randomness, seed derivation, the match loop, deck text, statistics,
// and the pieces every engine shares (the illegal-action check and its cache, the event log, the error classes).
export * from './contract.js';
export * from './card-use.js';
export * from './agent.js';
export * from './rng.js';
export * from './seed.js';
export * from './match.js';
export * from './deck-text.js';
export * from './stats.js';
export * from './conformance.js';
export * from './legal-cache.js';
export * from './event-log.js';
export * from './text-width.js';
export * from './observation.js';
export * from './copy-list.js';
