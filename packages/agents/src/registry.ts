// The registry of agent kinds: each declares its parameters once (params.ts); versioned kinds (`greedy@1`) and
// the bare names (`greedy`) that stand for the latest version of each.
//
// A version never changes what it chooses: a change of behaviour is a new version, and the old one stays
// available (the frozen references of docs/agents.md). Users may register their own kinds.
import type { Agent } from '@tcglab/core';
import type { ParamSchema, ParamValues } from './params.js';

export interface AgentSpec {
  /** The registered kind the spec resolved to: `greedy@2` for `greedy`, `external`, a user's kind. */
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
  /** `random@1`, `mcts@2`, `external`, or a user's name (optionally `name@version`). */
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
  /** The commit whose behaviour this version reproduces action for action (frozen references). */
  readonly frozenAt?: string;
  /** The values in effect, for reports, when some default depends on other parameters (mcts: iters or ms). */
  readonly effective?: (p: ParamValues) => ParamValues;
  /** Plays uniformly at random: its results measure self-play, not skill. */
  readonly random?: boolean;
  readonly create: (spec: AgentSpec) => Agent;
}

const kinds = new Map<string, AgentKind>();
const latest = new Map<string, string>();

/** A kind name: letters, digits, `_` and `-`, optionally `@version` (`greedy@1`). */
const KIND_NAME = /^[A-Za-z][\w-]*(@[\w.-]+)?$/;

/** Register an agent kind (the agents package registers its own; users may add theirs). */
export function registerAgent(k: AgentKind): void {
  if (!KIND_NAME.test(k.kind)) throw new Error(`bad agent kind name "${k.kind}" (letters, digits, _ and -, optionally @version)`);
  kinds.set(k.kind, k);
}

/** Make the bare `name` stand for a registered versioned kind (`greedy` → `greedy@2`). */
export function setLatest(name: string, kind: string): void {
  if (!kinds.has(kind)) throw new Error(`setLatest: no agent kind "${kind}"`);
  latest.set(name, kind);
}

/** Every name a spec may start with: the registered kinds and the bare names of versioned ones. */
export function agentKinds(): string[] {
  return [...new Set([...kinds.keys(), ...latest.keys()])].sort();
}

/** The declaration of a kind or bare name (for help texts and docs), or undefined. */
export function agentKind(name: string): AgentKind | undefined {
  return kinds.get(name) ?? kinds.get(latest.get(name) ?? '');
}

/** The versioned kind a bare name stands for (`greedy` → `greedy@2`), or undefined. */
export function latestKind(name: string): string | undefined {
  return latest.get(name);
}

/** Every registered kind, sorted by name (versions in order). */
export function agentKindList(): AgentKind[] {
  return [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind, 'en', { numeric: true }));
}
