// Agent specs on the command line (`random`, `greedy`, `mcts:iters=400`, `external:CMD`) and the registry of
// agent kinds, each declaring its parameters once (params.ts): every command checks a spec when it parses it.
import type { Agent } from '@tcglab/core';
import { ExternalAgent } from './external.js';
import { GreedyAgent } from './greedy.js';
import { MctsAgent } from './mcts.js';
import { checkParams, type ParamSchema, type ParamValues } from './params.js';
import { RandomAgent } from './random.js';
import { ROLLOUT_KINDS, type RolloutKind } from './rollout.js';

export interface AgentSpec {
  readonly kind: string;
  /** The parameters as written (`key=value`; `cmd` for external). */
  readonly params: Readonly<Record<string, string>>;
  /** The parameters checked against the kind's schema, defaults filled in. */
  readonly values: ParamValues;
  /** The spec as written (trimmed), used as the agent's name in reports. */
  readonly text: string;
}

/** An agent kind: its parameters, declared once, and how to build it from a checked spec. */
export interface AgentKind {
  /** `random`, `mcts`, or a versioned name such as `greedy@1`. */
  readonly kind: string;
  /** One line for help texts and docs. */
  readonly doc: string;
  readonly params: ParamSchema;
  /** The whole text after the colon is this one string parameter, never split (`external:CMD` → `cmd`). */
  readonly rawParam?: string;
  /** Checks across parameters (or the environment) once each parameter passed its own; returns a problem. */
  readonly check?: (p: ParamValues) => string | undefined;
  /** false when results are not a pure function of the seeds (wall-clock budgets, outside processes). */
  readonly reproducible?: (p: ParamValues) => boolean;
  readonly create: (spec: AgentSpec) => Agent;
}

const kinds = new Map<string, AgentKind>();

/** A kind name: letters, digits, `_` and `-`, optionally `@version` (`greedy@1`). */
const KIND_NAME = /^[A-Za-z][\w-]*(@[\w.-]+)?$/;

/** Register an agent kind (the agents package registers its own; users may add theirs). */
export function registerAgent(k: AgentKind): void {
  if (!KIND_NAME.test(k.kind)) throw new Error(`bad agent kind name "${k.kind}" (letters, digits, _ and -, optionally @version)`);
  kinds.set(k.kind, k);
}

export function agentKinds(): string[] {
  return [...kinds.keys()].sort();
}

/** The declaration of a kind (for help texts and docs), or undefined. */
export function agentKind(kind: string): AgentKind | undefined {
  return kinds.get(kind);
}

registerAgent({
  kind: 'random',
  doc: 'uniformly random legal actions (the reference and the fuzzer)',
  params: {},
  create: () => new RandomAgent(),
});

registerAgent({
  kind: 'greedy',
  doc: "one move ahead over the game's evaluation, on determinized samples",
  params: { samples: { type: 'int', min: 1, max: 10_000, default: 1, doc: 'determinizations averaged per decision' } },
  create: (s) => new GreedyAgent({ samples: s.values['samples'] as number, name: s.text }),
});

const MCTS_PARAMS: ParamSchema = {
  iters: { type: 'int', min: 1, max: 10_000_000, doc: 'iterations per decision (deterministic) [400]' },
  ms: { type: 'number', min: 1, max: 3_600_000, doc: 'milliseconds per decision (wall clock: not reproducible)' },
  c: { type: 'number', min: 0, max: 100, default: 0.7, doc: 'UCB exploration constant' },
  rollout: { type: 'choice', choices: ROLLOUT_KINDS, default: 'random', doc: 'rollout policy past the tree' },
  eps: { type: 'number', min: 0, max: 1, default: 0.1, doc: 'random-move probability of the eps rollout' },
  depth: { type: 'int', min: 0, max: 100_000, default: 40, doc: 'rollout cutoff in decisions (0: evaluate at the leaf)' },
  turns: { type: 'int', min: 0, max: 10_000, default: 2, doc: 'rollout cutoff in turns (0: none)' },
};

function mctsKind(kind: string, cheat: boolean, doc: string): AgentKind {
  return {
    kind,
    doc,
    params: MCTS_PARAMS,
    check: (p) => (p['iters'] !== undefined && p['ms'] !== undefined ? 'give iters= or ms=, not both' : undefined),
    reproducible: (p) => p['ms'] === undefined,
    create: (s) => {
      const v = s.values;
      return new MctsAgent({
        iters: (v['iters'] as number | undefined) ?? 400,
        ms: (v['ms'] as number | undefined) ?? 0,
        c: v['c'] as number,
        rollout: v['rollout'] as RolloutKind,
        epsilon: v['eps'] as number,
        depth: v['depth'] as number,
        turns: v['turns'] as number,
        name: s.text,
        cheat,
      });
    },
  };
}

registerAgent(mctsKind('mcts', false, 'information-set Monte Carlo tree search over determinized samples'));
// Reads the true state (hidden cards included): an upper bound, never a fair opponent; named "cheat".
registerAgent(mctsKind('mcts-cheat', true, 'the same search on the true state (reads hidden cards): an upper bound'));

/** Per-decision and start-up limits of external bots, from the environment (checked with every external spec). */
function externalLimits(): { timeoutMs: number; startupMs: number } | string {
  const timeoutMs = Number(process.env['TCGLAB_EXTERNAL_TIMEOUT_MS'] ?? 5000);
  const startupMs = Number(process.env['TCGLAB_EXTERNAL_STARTUP_MS'] ?? 5000);
  if (!(timeoutMs > 0) || !(startupMs >= 0)) return 'TCGLAB_EXTERNAL_TIMEOUT_MS / _STARTUP_MS must be positive numbers';
  return { timeoutMs, startupMs };
}

registerAgent({
  kind: 'external',
  doc: 'a bot in any language speaking JSON lines: external:CMD (everything after the colon is the command)',
  params: { cmd: { type: 'string', maxLength: 4096, doc: 'the shell command that starts the bot' } },
  rawParam: 'cmd',
  check: () => {
    const l = externalLimits();
    return typeof l === 'string' ? l : undefined;
  },
  reproducible: () => false,
  create: (s) => {
    const l = externalLimits() as { timeoutMs: number; startupMs: number };
    return new ExternalAgent({ cmd: s.values['cmd'] as string, ...l, name: s.text });
  },
});

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
  const k = kinds.get(name);
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
  return { kind: name, params, values, text: t };
}

export function createAgent(spec: AgentSpec | string): Agent {
  const s = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  return kinds.get(s.kind)!.create(s);
}

/**
 * Whether an agent spec gives results that are a pure function of the seeds: false for wall-clock budgets
 * (`mcts:ms=…`) and for external bots (a process outside tcglab's control). Commands print a note when false.
 */
export function isReproducibleSpec(spec: AgentSpec | string): boolean {
  const s = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  return kinds.get(s.kind)!.reproducible?.(s.values) ?? true;
}
