// Agent specs on the command line: `random`, `greedy`, `mcts:iters=400`, `external:CMD`.
import type { Agent } from '@tcglab/core';
import { RandomAgent } from './random.js';

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

registerAgent('random', () => new RandomAgent());

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
