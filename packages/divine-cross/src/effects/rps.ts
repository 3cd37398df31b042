// Rock-paper-scissors (916): the Winning Ticket decides it (916.1a), else one fair draw from the engine's stream.
import { logEvent } from '@tcglab/core';
import { NO_TICKET, type DCState } from '../state.js';

/** Play RPS for player p; true when p wins. */
export function rps(s: DCState, p: number): boolean {
  if (s.ticket !== NO_TICKET) {
    const win = s.ticket === p;
    if (s.log) logEvent(s, `P${s.ticket + 1} uses the Winning Ticket: P${p + 1} ${win ? 'wins' : 'loses'} the RPS`);
    s.ticket = NO_TICKET;
    return win;
  }
  const win = s.rng.next() < 0.5; // 916.2: a fair random method; ties replayed = one fair coin
  if (s.log) logEvent(s, `P${p + 1} ${win ? 'wins' : 'loses'} the RPS`);
  return win;
}
