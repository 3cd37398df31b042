// `--agents a,b`: one agent spec per seat, where specs may hold commas in their parameters.
//
// Rule: split at commas; a piece that starts with `key=` continues the previous spec's parameters, any other
// piece starts the next seat's spec. So `mcts:iters=200,c=1.4,random` is [`mcts:iters=200,c=1.4`, `random`].
// One spec means both seats. `--agent SPEC` (repeatable, never split) is the escape hatch, e.g. for an
// `external:CMD` whose command holds a comma.
import { parseAgentSpec } from '@tcglab/agents';
import { UsageError } from './errors.js';

export function splitAgentList(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.split(',')) {
    if (out.length > 0 && /^\s*[A-Za-z_][\w-]*\s*=/.test(piece)) out[out.length - 1] += ',' + piece;
    else out.push(piece.trim());
  }
  return out.filter((s) => s.length > 0);
}

/** Resolve the seat agents from `--agents`, `--agent` and a spec file value; validates each spec. */
export function seatAgents(agents?: string | readonly string[], agentFlags?: readonly string[]): [string, string] {
  let list: string[];
  if (agentFlags && agentFlags.length) {
    if (agents !== undefined && typeof agents === 'string') throw new UsageError('give --agents or --agent, not both');
    list = [...agentFlags];
  } else if (agents === undefined) list = ['random'];
  else list = typeof agents === 'string' ? splitAgentList(agents) : [...agents];
  if (list.length === 1) list = [list[0]!, list[0]!];
  if (list.length !== 2) {
    throw new UsageError(
      `expected one agent spec per seat (2) or one for both; got ${list.length}: ${list.map((a) => `"${a}"`).join(', ')} (a comma followed by key= continues the previous agent's parameters)`,
    );
  }
  for (const a of list) {
    try {
      parseAgentSpec(a);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  return [list[0]!, list[1]!];
}
