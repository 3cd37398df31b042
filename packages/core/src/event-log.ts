// The readable event log behind Game.setLogging/drainLog: off by default (one null test per event), on for play logs.

/** A state that can carry a log: `null` when logging is off (the default), else the lines not yet drained. */
export interface LoggedState {
  log: string[] | null;
}

/** Game.setLogging: turn logging on (keeping lines not yet drained) or off. */
export function setLogging(s: LoggedState, on: boolean): void {
  s.log = on ? (s.log ?? []) : null;
}

/** Game.drainLog: the lines since the last call (none when logging is off). */
export function drainLog(s: LoggedState): string[] {
  if (!s.log) return [];
  const out = s.log;
  s.log = [];
  return out;
}

/**
 * Append one line when logging is on. Build the line only when it will be kept:
 * `if (s.log) logEvent(s, \`${name} attacks\`)`, so that a simulation with logging off builds no strings.
 */
export function logEvent(s: LoggedState, line: string): void {
  if (s.log) s.log.push(line);
}

/** The log of a clone: logging stays on (with no lines yet) when it is on in the original. */
export function cloneLog(s: LoggedState): string[] | null {
  return s.log ? [] : null;
}
