// Agent specs on the command line (`random`, `greedy@1`, `mcts:iters=400`, `external:CMD`): parsing, checking
// against the kind's declared parameters, creating, and describing who played for reports.
import type { Agent } from '@tcglab/core';
import './builtins.js';
import { agentKind, agentKinds, type AgentSpec } from './registry.js';
import { checkParams } from './params.js';

export { agentKind, agentKindList, agentKinds, latestKind, registerAgent, setLatest, type AgentKind, type AgentSpec } from './registry.js';

/**
 * Parse and check `kind` or `kind:key=value,key=value` (`;` also separates); `external:CMD` keeps everything
 * after the colon as `cmd`. Every parameter is checked against the kind's declaration (unknown keys, types,
 * ranges) here, so a bad spec is refused before any game is played. Throws an Error naming the spec.
 */
export function parseAgentSpec(text: string): AgentSpec {
  const t = text.trim();
  if (!t) throw new Error('empty agent spec');
  if (t.length > 8192) throw new Error(`agent spec "${t.slice(0, 40)}…" is longer than 8192 characters`);
  const colon = t.indexOf(':');
  const name = colon < 0 ? t : t.slice(0, colon);
  const rest = colon < 0 ? '' : t.slice(colon + 1);
  const k = agentKind(name);
  if (!k) {
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    throw new Error(`unknown agent "${shown}" in "${t.length > 80 ? `${t.slice(0, 80)}…` : t}"; known: ${agentKinds().join(', ')}`);
  }
  const params: Record<string, string> = {};
  if (k.rawParam) {
    if (!rest.trim()) throw new Error(`agent "${t}" needs its ${k.rawParam}: ${name}:${k.rawParam.toUpperCase()}`);
    params[k.rawParam] = rest;
  } else if (colon >= 0) {
    if (!rest.trim()) throw new Error(`agent "${t}": nothing after the colon (give ${name}:key=value, or just ${name})`);
    for (const part of rest.split(/[;,]/)) {
      const m = /^\s*([A-Za-z_][\w-]*)\s*=\s*(\S(?:.*\S)?)\s*$/.exec(part);
      if (!m) throw new Error(`agent "${t}": bad parameter "${part.trim()}" (expected key=value)`);
      if (Object.hasOwn(params, m[1]!)) throw new Error(`agent "${t}": ${m[1]} is given twice`);
      params[m[1]!] = m[2]!;
    }
  }
  const values = checkParams(name, t, k.params, params);
  const problem = k.check?.(values);
  if (problem) throw new Error(`agent "${t}": ${problem}`);
  return { kind: k.kind, params, values, text: t };
}

export function createAgent(spec: AgentSpec | string): Agent {
  const s = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  return agentKind(s.kind)!.create(s);
}

/**
 * Whether an agent spec gives results that are a pure function of the seeds: false for wall-clock budgets
 * (`mcts:ms=…`) and for external bots (a process outside tcglab's control). Commands print a note when false.
 */
export function isReproducibleSpec(spec: AgentSpec | string): boolean {
  const s = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  return agentKind(s.kind)!.reproducible?.(s.values) ?? true;
}

/** What a report says about an agent: its versioned name and every parameter (defaults filled in). */
export interface AgentDescription {
  /** The spec as given, e.g. `mcts:iters=100`. */
  readonly spec: string;
  /** The registered kind, e.g. `mcts@2` (a bare name resolves to its latest version). */
  readonly name: string;
  /** `name:k=v,…` with every parameter that has a value: one unambiguous line. */
  readonly full: string;
  readonly summary: string;
  /** The agent plays uniformly at random (results measure self-play, not strength). */
  readonly random: boolean;
}

/** The versioned name and every parameter of a spec, for reports ("who played"). Throws on a bad spec. */
export function describeAgent(spec: AgentSpec | string): AgentDescription {
  const s = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  const k = agentKind(s.kind)!;
  const list = Object.entries(k.effective ? k.effective(s.values) : s.values).map(([key, v]) => `${key}=${String(v)}`);
  return {
    spec: s.text,
    name: k.kind,
    full: k.rawParam ? s.text : list.length ? `${k.kind}:${list.join(',')}` : k.kind,
    summary: k.doc,
    random: !!k.random,
  };
}
