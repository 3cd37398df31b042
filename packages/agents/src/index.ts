// @tcglab/agents: agent policies over the engine contract, the versioned agent registry and the spec parser.
export * from './random.js';
export * from './frozen/greedy-v1.js';
export * from './frozen/mcts-v1.js';
export * from './external.js';
export * from './value.js';
export * from './params.js';
export * from './spec.js';
export * from './bench/index.js';
export * from './eval/index.js';
export * from './greedy.js';
export * from './mcts.js';
export * from './mcts-expand.js';
export * from './budget-ladder.js';
export * from './timing.js';
export * from './search/quiesce.js';
export * from './mcts-rollout.js';
