// Readable (and JSON) game logs for `play` and `replay`: every action with card names, and engine events.
import type { Game, MatchOptions } from '@tcglab/core';

export interface LogEntry {
  readonly decision: number;
  readonly turn: number;
  readonly player: number;
  readonly action: number;
  readonly text: string;
  readonly events: readonly string[];
}

/**
 * Match options whose onAction hook prints each action as it happens (text) or collects it (json). Built from
 * the new game's state, so each line carries the turn in which the action was taken.
 */
export function actionLogger(game: Game<unknown>, json: boolean, entries: LogEntry[]): (state: unknown) => Pick<MatchOptions, 'onAction'> {
  return (state) => {
    let n = 0;
    let turn = game.turn(state);
    return {
      onAction: (player, action, text, events) => {
        const e: LogEntry = { decision: n++, turn, player, action, text, events: [...events] };
        turn = game.turn(state);
        if (json) entries.push(e);
        else {
          process.stdout.write(`T${String(e.turn).padStart(2)} seat ${player}: ${text}\n`);
          for (const ev of events) process.stdout.write(`        ${ev}\n`);
        }
      },
    };
  };
}
