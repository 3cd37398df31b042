// Agent specs on the command line: `random`, `greedy`, `mcts:iters=400`, `external:CMD`.
import type { Agent } from '@tcglab/core';
import { ExternalAgent } from './external.js';
import { GreedyAgent } from './greedy.js';
import { MctsAgent } from './mcts.js';
import { SpecParams } from './params.js';
import { RandomAgent } from './random.js';
import { ROLLOUT_KINDS } from './rollout.js';

export interface AgentSpec {
  readonly kind: string;
  readonly params: Readonly<Record<string, string>>;
  /** The spec as written (canonical form), used as the agent's name in reports. */
  readonly text: string;
}

export type AgentFactory = (spec: AgentSpec) => Agent;

const factories = new Map<string, AgentFactory>();

/** Register an agent kind (the agents package registers its own; users may add theirs). */
export function registerAgent(kind: string, factory: AgentFactory): void {
  factories.set(kind, factory);
}

registerAgent('random', (spec) => {
  new SpecParams(spec).done();
  return new RandomAgent();
});

registerAgent('greedy', (spec) => {
  const p = new SpecParams(spec);
  const samples = p.number('samples', 1, { min: 1, integer: true });
  p.done();
  return new GreedyAgent({ samples, name: spec.text });
});

function mcts(spec: AgentSpec, cheat: boolean): MctsAgent {
  const p = new SpecParams(spec);
  if (p.has('iters') && p.has('ms')) throw new Error(`agent "${spec.text}": give iters= or ms=, not both`);
  const opts = {
    iters: p.number('iters', 400, { min: 1, integer: true }),
    ms: p.number('ms', 0, { min: 1 }),
    c: p.number('c', 0.7, { min: 0 }),
    rollout: p.choice('rollout', ROLLOUT_KINDS, 'random'),
    epsilon: p.number('eps', 0.1, { min: 0, max: 1 }),
    depth: p.number('depth', 40, { min: 0, integer: true }),
    turns: p.number('turns', 2, { min: 0, integer: true }),
    name: spec.text,
    cheat,
  };
  p.done();
  return new MctsAgent(opts);
}

registerAgent('mcts', (spec) => mcts(spec, false));
// Reads the true state (hidden cards included): an upper bound, never a fair opponent; named "cheat".
registerAgent('mcts-cheat', (spec) => mcts(spec, true));

registerAgent('external', (spec) => {
  // external:CMD keeps everything after the colon as the command; limits come from the environment.
  const timeoutMs = Number(process.env['TCGLAB_EXTERNAL_TIMEOUT_MS'] ?? 5000);
  const startupMs = Number(process.env['TCGLAB_EXTERNAL_STARTUP_MS'] ?? 5000);
  if (!(timeoutMs > 0) || !(startupMs >= 0)) throw new Error('TCGLAB_EXTERNAL_TIMEOUT_MS / _STARTUP_MS must be positive numbers');
  return new ExternalAgent({ cmd: spec.params['cmd']!, timeoutMs, startupMs, name: spec.text });
});

export function agentKinds(): string[] {
  return [...factories.keys()].sort();
}

/** Parse `kind` or `kind:key=value,key=value`; `external:CMD` keeps everything after the colon as `cmd`. */
export function parseAgentSpec(text: string): AgentSpec {
  const t = text.trim();
  if (!t) throw new Error('empty agent spec');
  const colon = t.indexOf(':');
  const kind = colon < 0 ? t : t.slice(0, colon);
  const rest = colon < 0 ? '' : t.slice(colon + 1);
  const params: Record<string, string> = {};
  if (kind === 'external') {
    if (!rest) throw new Error('external agent needs a command: external:CMD');
    params['cmd'] = rest;
  } else if (rest) {
    for (const part of rest.split(/[;,]/)) {
      const m = /^\s*([\w-]+)\s*=\s*(.+?)\s*$/.exec(part);
      if (!m) throw new Error(`bad agent parameter "${part}" in "${text}" (expected key=value)`);
      params[m[1]!] = m[2]!;
    }
  }
  if (!factories.has(kind)) throw new Error(`unknown agent "${kind}" in "${text}"; known: ${agentKinds().join(', ')}`);
  return { kind, params, text: t };
}

export function createAgent(spec: AgentSpec | string): Agent {
  const s = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  return factories.get(s.kind)!(s);
}

/**
 * Whether an agent spec gives results that are a pure function of the seeds: false for wall-clock budgets
 * (`mcts:ms=…`) and for external bots (a process outside tcglab's control). Commands print a note when false.
 */
export function isReproducibleSpec(spec: AgentSpec | string): boolean {
  const s = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  if (s.kind === 'external') return false;
  return s.params['ms'] === undefined;
}
