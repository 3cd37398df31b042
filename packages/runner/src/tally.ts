// Running per-pair tallies (constant memory per pair): the end-of-run table with pair-aware and Wilson intervals,
// the progress leader, and agent errors per pair and per agent (so a bot that fails shows up where users look).
import { padEndW, padStartW, textWidth, wilson } from '@tcglab/core';
import { ClusterStream, clusteredRate } from '@tcglab/stats';

export interface PairTally {
  readonly pair: number;
  readonly deckA: string;
  readonly deckB: string;
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  failed: number;
  /** Finished games that ended because an agent failed (reason `agent-error`). */
  agentErrors: number;
  /** Deck A's points per deal (the two games of a deal are one cluster), for the pair-aware interval. */
  readonly deals: ClusterStream;
}

/** Per agent spec: games it played (a seat in a finished game) and games it lost by failing. */
export interface AgentTally {
  readonly agent: string;
  games: number;
  agentErrors: number;
}

export class Tally {
  readonly pairs: PairTally[];
  readonly agents = new Map<string, AgentTally>();
  done = 0;
  failed = 0;
  agentErrors = 0;
  decisions = 0;
  constructor(pairNames: readonly (readonly [string, string])[]) {
    this.pairs = pairNames.map(([a, b], pair) => ({
      pair,
      deckA: a,
      deckB: b,
      games: 0,
      winsA: 0,
      winsB: 0,
      draws: 0,
      failed: 0,
      agentErrors: 0,
      deals: new ClusterStream(),
    }));
  }

  /**
   * One committed game, in game-index order: scoreA undefined for a failed game; `agents` the specs of seat 0
   * and 1, `errSeat` the seat whose agent failed (-1: none), `deal` the game's deal within its pair (games of a
   * deal are consecutive; without it each game is its own deal).
   */
  add(
    pair: number,
    scoreA: number | undefined,
    decisions = 0,
    agents?: readonly [string, string],
    errSeat: -1 | 0 | 1 = -1,
    deal = -1 - this.done,
  ): void {
    const t = this.pairs[pair];
    this.done++;
    if (!t) return;
    if (scoreA === undefined) {
      t.failed++;
      this.failed++;
      return;
    }
    t.games++;
    t.deals.add(deal, scoreA);
    this.decisions += decisions;
    if (scoreA === 1) t.winsA++;
    else if (scoreA === 0) t.winsB++;
    else t.draws++;
    if (errSeat >= 0) {
      t.agentErrors++;
      this.agentErrors++;
    }
    if (agents) {
      for (const seat of [0, 1] as const) {
        const a = agents[seat];
        // A mirror of one agent counts once per seat: games are seats played.
        let e = this.agents.get(a);
        if (!e) this.agents.set(a, (e = { agent: a, games: 0, agentErrors: 0 }));
        e.games++;
        if (errSeat === seat) e.agentErrors++;
      }
    }
  }

  /** Agents that failed in every game they played (their results measure the failure, not the play). */
  alwaysFailing(): AgentTally[] {
    return [...this.agents.values()].filter((a) => a.games > 0 && a.agentErrors === a.games);
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
  agent_errors: number;
  win_rate_a: number;
  /** Wilson 95% interval over games. */
  ci_low: number;
  ci_high: number;
  /** Deals (clusters of the pair-aware interval) and the pair-aware 95% interval. */
  deals: number;
  pair_low: number;
  pair_high: number;
}[] {
  return t.pairs.map((p) => {
    const score = p.winsA + p.draws / 2;
    const w = wilson(score, p.games);
    const pa = clusteredRate(p.deals.sums);
    return {
      pair: p.pair,
      deck_a: p.deckA,
      deck_b: p.deckB,
      games: p.games,
      wins_a: p.winsA,
      wins_b: p.winsB,
      draws: p.draws,
      failed: p.failed,
      agent_errors: p.agentErrors,
      win_rate_a: p.games ? score / p.games : NaN,
      ci_low: w.low,
      ci_high: w.high,
      deals: p.deals.sums.clusters,
      pair_low: pa.low,
      pair_high: pa.high,
    };
  });
}

/** Render rows as fixed-width columns (terminal widths: full-width characters count two); right-align from `numFrom`. */
export function textTable(rows: readonly (readonly string[])[], numFrom: number): string {
  const w = rows[0]!.map((_, c) => Math.max(...rows.map((r) => textWidth(r[c]!))));
  return rows
    .map((r) =>
      r
        .map((x, c) => (c >= numFrom ? padStartW(x, w[c]!) : padEndW(x, w[c]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * A fixed-width text table: per pair, games and the first deck's win rate ± the half-width of its pair-aware 95%
 * interval (deals as the units, as in the CSVs and report.html), that interval and the Wilson interval over games,
 * draws, failed games and agent errors. `pilots` (deck name → agent spec) adds each deck's pilot to its name.
 */
export function summaryTable(t: Tally, pilots?: ReadonlyMap<string, string>): string {
  const name = (d: string) => (pilots?.has(d) ? `${d} (${pilots.get(d)})` : d);
  const rows = summaryRows(t).map((r) => [
    String(r.pair),
    name(r.deck_a),
    name(r.deck_b),
    String(r.games),
    r.games ? pct(r.win_rate_a) : '-',
    r.games ? `± ${(50 * (r.pair_high - r.pair_low)).toFixed(1)}` : '',
    r.games ? `[${pct(r.pair_low)}, ${pct(r.pair_high)}]` : '',
    r.games ? `[${pct(r.ci_low)}, ${pct(r.ci_high)}]` : '',
    String(r.draws),
    String(r.failed),
    String(r.agent_errors),
  ]);
  const head = [
    'pair',
    pilots ? 'deck A (pilot)' : 'deck A',
    pilots ? 'deck B (pilot)' : 'deck B',
    'games',
    'A wins',
    'pair ±',
    'pair-aware 95%',
    'Wilson 95%',
    'draws',
    'failed',
    'agent err',
  ];
  return textTable([head, ...rows], 3);
}
