// Running per-pair tallies (constant memory per pair): the end-of-run table, the progress leader, until-ci.
import { wilson } from '@tcglab/core';

export interface PairTally {
  readonly pair: number;
  readonly deckA: string;
  readonly deckB: string;
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  failed: number;
}

export class Tally {
  readonly pairs: PairTally[];
  done = 0;
  failed = 0;
  decisions = 0;
  constructor(pairNames: readonly (readonly [string, string])[]) {
    this.pairs = pairNames.map(([a, b], pair) => ({ pair, deckA: a, deckB: b, games: 0, winsA: 0, winsB: 0, draws: 0, failed: 0 }));
  }

  add(pair: number, scoreA: number | undefined, decisions = 0): void {
    const t = this.pairs[pair];
    this.done++;
    if (!t) return;
    if (scoreA === undefined) {
      t.failed++;
      this.failed++;
      return;
    }
    t.games++;
    this.decisions += decisions;
    if (scoreA === 1) t.winsA++;
    else if (scoreA === 0) t.winsB++;
    else t.draws++;
  }

  /** Deck with the best score rate over its games so far (draws count half). */
  leader(): { deck: string; rate: number; games: number } | undefined {
    const by = new Map<string, { s: number; n: number }>();
    for (const t of this.pairs) {
      const a = by.get(t.deckA) ?? { s: 0, n: 0 };
      const b = by.get(t.deckB) ?? { s: 0, n: 0 };
      a.s += t.winsA + t.draws / 2;
      a.n += t.games;
      b.s += t.winsB + t.draws / 2;
      b.n += t.games;
      by.set(t.deckA, a);
      by.set(t.deckB, b);
    }
    let best: { deck: string; rate: number; games: number } | undefined;
    for (const [deck, { s, n }] of by) {
      if (n === 0) continue;
      if (!best || s / n > best.rate) best = { deck, rate: s / n, games: n };
    }
    return best;
  }
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The per-pair rows of the end summary as plain data (also the --json output). */
export function summaryRows(t: Tally): {
  pair: number;
  deck_a: string;
  deck_b: string;
  games: number;
  wins_a: number;
  wins_b: number;
  draws: number;
  failed: number;
  win_rate_a: number;
  ci_low: number;
  ci_high: number;
}[] {
  return t.pairs.map((p) => {
    const score = p.winsA + p.draws / 2;
    const w = wilson(score, p.games);
    return {
      pair: p.pair,
      deck_a: p.deckA,
      deck_b: p.deckB,
      games: p.games,
      wins_a: p.winsA,
      wins_b: p.winsB,
      draws: p.draws,
      failed: p.failed,
      win_rate_a: p.games ? score / p.games : NaN,
      ci_low: w.low,
      ci_high: w.high,
    };
  });
}

/** A fixed-width text table: per pair, games and the first deck's win rate ± the 95% Wilson half-width. */
export function summaryTable(t: Tally): string {
  const rows = summaryRows(t).map((r) => [
    String(r.pair),
    r.deck_a,
    r.deck_b,
    String(r.games),
    r.games ? pct(r.win_rate_a) : '-',
    r.games ? `± ${(50 * (r.ci_high - r.ci_low)).toFixed(1)}` : '',
    r.games ? `[${pct(r.ci_low)}, ${pct(r.ci_high)}]` : '',
    String(r.draws),
    String(r.failed),
  ]);
  const head = ['pair', 'deck A', 'deck B', 'games', 'A wins', '95% ±', 'Wilson 95% CI', 'draws', 'failed'];
  const all = [head, ...rows];
  const w = head.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  return all
    .map((r) =>
      r
        .map((x, c) => (c >= 3 ? x.padStart(w[c]!) : x.padEnd(w[c]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
