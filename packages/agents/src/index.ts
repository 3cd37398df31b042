// @tcglab/agents: agent policies over the engine contract, and the agent-spec parser used by every command.
export * from './random.js';
export * from './spec.js';
