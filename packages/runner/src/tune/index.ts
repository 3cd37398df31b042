// tcglab tune: searches card swaps that raise a deck's win rate against a field (paired, raced, confirmed).
export * from './allocation.js';
export * from './estimate.js';
export * from './plan.js';
export * from './search.js';
export * from './pool.js';
export * from './field.js';
export * from './candidates.js';
export * from './spec.js';
export * from './run.js';
