// `--agents a,b`: one agent spec per seat, where specs may hold commas in their parameters; every spec is
// checked against its agent's declared parameters here, before anything is played.
//
// Rule: split at commas; a piece that starts with `key=` continues the previous spec's parameters, any other
// piece starts the next seat's spec. So `mcts:iters=200,c=1.4,random` is [`mcts:iters=200,c=1.4`, `random`].
// One spec means both seats. `--agent SPEC` (repeatable, never split) is the escape hatch, e.g. for an
// `external:CMD` whose command holds a comma.
import { parseAgentSpec } from '@tcglab/agents';
import { UsageError } from './errors.js';

/** Split a comma list of agent specs; an empty piece (`random,`, `a,,b`) is refused. */
export function splitAgentList(text: string, flag = '--agents'): string[] {
  const out: string[] = [];
  for (const piece of text.split(',')) {
    if (piece.trim() === '') throw new UsageError(`${flag} "${text}": an empty agent spec (a stray comma?)`);
    if (out.length > 0 && /^\s*[A-Za-z_][\w-]*\s*=/.test(piece)) out[out.length - 1] += ',' + piece;
    else out.push(piece.trim());
  }
  return out;
}

/** Check one agent spec (type, range and unknown keys of its parameters); a UsageError naming it otherwise. */
export function checkAgentSpec(spec: string): string {
  try {
    return parseAgentSpec(spec).text;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** Resolve the seat agents from `--agents`, `--agent` and a spec file value; validates each spec. */
export function seatAgents(agents?: string | readonly string[], agentFlags?: readonly string[]): [string, string] {
  let list: string[];
  if (agentFlags && agentFlags.length) {
    if (agents !== undefined && typeof agents === 'string') throw new UsageError('give --agents or --agent, not both');
    list = [...agentFlags];
  } else if (agents === undefined) list = ['random'];
  else if (typeof agents === 'string') list = splitAgentList(agents);
  else {
    if (!Array.isArray(agents) || agents.some((a) => typeof a !== 'string'))
      throw new UsageError('"agents" must be a string or a list of strings');
    list = [...agents];
  }
  if (list.length === 1) list = [list[0]!, list[0]!];
  if (list.length !== 2) {
    throw new UsageError(
      `expected one agent spec per seat (2) or one for both; got ${list.length}: ${list.map((a) => `"${a}"`).join(', ')} (a comma followed by key= continues the previous agent's parameters)`,
    );
  }
  return [checkAgentSpec(list[0]!), checkAgentSpec(list[1]!)];
}
