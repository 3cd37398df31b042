// Exit codes, the same for every command (README, docs/cli.md): the first that applies wins, in this order.
export const EXIT = {
  /** Everything finished, every check passed. */
  ok: 0,
  /** Some games failed (an engine error or a budget: errors.csv, with replay commands), or a check failed. */
  failed: 1,
  /** Bad usage or bad input: nothing was played or written. */
  usage: 2,
  /** Every game finished, but some ended because an agent failed (reason agent-error: a crash, a timeout, an illegal or unreadable answer). */
  agentError: 3,
  /** Interrupted (Ctrl-C): what was finished is written; the printed command resumes. */
  interrupted: 130,
} as const;

/** The exit code of a run (sim, bench-agents, merge): interrupted, then failed games, then agent errors. */
export function runExitCode(r: { interrupted?: boolean; failed: number; agentErrors: number }): number {
  if (r.interrupted) return EXIT.interrupted;
  if (r.failed > 0) return EXIT.failed;
  if (r.agentErrors > 0) return EXIT.agentError;
  return EXIT.ok;
}
