// @tcglab/agents: agent policies over the engine contract, and the agent-spec parser used by every command.
export * from './random.js';
export * from './greedy.js';
export * from './mcts.js';
export * from './rollout.js';
export * from './external.js';
export * from './value.js';
export * from './params.js';
export * from './spec.js';
export * from './bench/index.js';
