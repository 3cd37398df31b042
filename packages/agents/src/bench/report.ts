// Benchmark results: per deck matchup and overall summaries, the Elo ladder, a readable table and CSV.
import { eloLadder, type HeadToHead, type LadderEntry } from './ladder.js';
import {
  emptyPentanomial,
  pentaIndex,
  SMALL_PAIRS,
  summarizePairs,
  type PairSummary,
  type SprtAdjusted,
  type SprtParams,
  type SprtState,
} from '@tcglab/stats';
import type { AgentTiming, PairRow } from './play-pair.js';
import type { BenchPlan } from './plan.js';
import { eloText, printableElo } from './elo-text.js';

export interface SummaryLine {
  /** `matchup` (one agent pairing on one deck matchup) or `overall` (one agent pairing, all decks). */
  readonly scope: 'matchup' | 'overall';
  readonly a: string;
  readonly b: string;
  /** `X vs Y`, or `all` for overall. */
  readonly decks: string;
  readonly stats: PairSummary;
  readonly agentErrorsA: number;
  readonly agentErrorsB: number;
  readonly draws: number;
}

export interface BenchReport {
  readonly plan: BenchPlan;
  readonly lines: SummaryLine[];
  readonly ladder?: { agent: string; entry: LadderEntry }[];
  readonly failedPairs: PairRow[];
  readonly reasons: Record<string, number>;
  /**
   * The SPRT: its parameters, final state, the pairs it used, and the stopping-adjusted Elo (median-unbiased
   * given where the test stopped; the lines' own intervals are fixed-sample figures that ignore the stop).
   */
  readonly sprt?: { params: SprtParams; state: SprtState; stoppedAfterPairs: number; adjusted?: SprtAdjusted };
}

export function buildReport(plan: BenchPlan, rows: readonly PairRow[], sprt?: BenchReport['sprt']): BenchReport {
  const lines: SummaryLine[] = [];
  const failedPairs = rows.filter((r) => r.error !== undefined);
  const ok = rows.filter((r) => r.error === undefined);
  const reasons: Record<string, number> = {};
  for (const r of ok) for (const g of r.games) reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
  const deckLabel = (m: number) => {
    const [x, y] = plan.matchups[m]!;
    return `${plan.decks[x]!.name} vs ${plan.decks[y]!.name}`;
  };
  const h2h: HeadToHead[] = [];
  plan.pairings.forEach(([a, b], p) => {
    const mine = ok.filter((r) => r.pairing === p);
    const line = (scope: 'matchup' | 'overall', decks: string, rs: PairRow[]): SummaryLine => {
      const penta = emptyPentanomial();
      let eA = 0;
      let eB = 0;
      let draws = 0;
      for (const r of rs) {
        penta[pentaIndex(r.points)]!++;
        for (const g of r.games) {
          if (g.winner === -1) draws++;
          if (g.reason === 'agent-error') {
            // The seat that erred is the loser.
            const loserIsA = g.scoreA === 0;
            if (loserIsA) eA++;
            else eB++;
          }
        }
      }
      return {
        scope,
        a: plan.agents[a]!,
        b: plan.agents[b]!,
        decks,
        stats: summarizePairs(penta),
        agentErrorsA: eA,
        agentErrorsB: eB,
        draws,
      };
    };
    if (plan.matchups.length > 1) {
      plan.matchups.forEach((_, m) => {
        const rs = mine.filter((r) => r.matchup === m);
        if (rs.length > 0) lines.push(line('matchup', deckLabel(m), rs));
      });
    }
    lines.push(line('overall', plan.matchups.length > 1 ? 'all' : deckLabel(0), mine));
    h2h.push({ a, b, pairPoints: mine.map((r) => r.points) });
  });
  const ladder =
    plan.agents.length > 2
      ? eloLadder(plan.agents.length, h2h, plan.seed).map((entry) => ({ agent: plan.agents[entry.agent]!, entry }))
      : undefined;
  return { plan, lines, ...(ladder ? { ladder } : {}), failedPairs, reasons, ...(sprt ? { sprt } : {}) };
}

const f3 = (x: number) => x.toFixed(3);
const elo = eloText;

function table(head: string[], rows: string[][]): string {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('  ');
  return [fmt(head), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map(fmt)].join('\n');
}

export function formatReport(rep: BenchReport, timings?: readonly AgentTiming[], elapsedMs?: number): string {
  const out: string[] = [];
  const multi = rep.plan.pairings.length > 1;
  const head = [
    multi ? 'A vs B / decks' : 'decks',
    'pairs',
    'games',
    'A score [95%]',
    'Elo A−B [95%]',
    'WW',
    'split',
    'LL',
    'draws',
    'err A/B',
  ];
  const rows = rep.lines.map((l) => [
    (multi ? `${l.a} vs ${l.b}: ` : '') + (l.scope === 'overall' && rep.plan.matchups.length > 1 ? 'overall' : l.decks),
    String(l.stats.pairs),
    String(l.stats.games),
    `${f3(l.stats.score)} [${f3(l.stats.low)}, ${f3(l.stats.high)}]${l.stats.small ? '†' : ''}`,
    `${elo(l.stats.elo)} [${elo(l.stats.eloLow)}, ${elo(l.stats.eloHigh)}]`,
    String(l.stats.bothWins),
    String(l.stats.splits),
    String(l.stats.bothLosses),
    String(l.draws),
    `${l.agentErrorsA}/${l.agentErrorsB}`,
  ]);
  if (!multi) out.push(`A = ${rep.plan.agents[0]}   B = ${rep.plan.agents[1]}   game ${rep.plan.game}, seed ${rep.plan.seed}`);
  else out.push(`round robin of ${rep.plan.agents.length} agents, game ${rep.plan.game}, seed ${rep.plan.seed}`);
  out.push(table(head, rows));
  out.push(
    'Pairs: each deal played twice, seats swapped. WW / split / LL: pairs where A scored 2 / ½–1½ / 0 points. ' +
      "Intervals: 95%, pair-aware (Wilson at the pairs' effective sample size, t quantile on pairs − 1)" +
      (rep.lines.some((l) => l.stats.small)
        ? `; † = fewer than ${SMALL_PAIRS} pairs: wide by design and approximate, read the estimate with care`
        : '') +
      (rep.sprt ? '; with an SPRT these are fixed-sample figures (see the stopping-adjusted Elo below)' : '') +
      '.',
  );
  if (rep.ladder) {
    out.push('');
    out.push('Elo ladder (Bradley–Terry fit, mean 0; 95% intervals: bootstrap over pairs)');
    out.push(
      table(
        ['agent', 'Elo [95%]', 'games', 'score'],
        rep.ladder.map(({ agent, entry }) => [
          agent,
          `${elo(entry.elo)} [${elo(entry.low)}, ${elo(entry.high)}]`,
          String(entry.games),
          f3(entry.score),
        ]),
      ),
    );
  }
  if (rep.sprt) {
    const { params: p, state: s, stoppedAfterPairs } = rep.sprt;
    const verdict =
      s.decision === 'H1'
        ? `H1 accepted: the pairs favour A − B = ${p.elo1} Elo over ${p.elo0}`
        : s.decision === 'H0'
          ? `H0 accepted: the pairs favour A − B = ${p.elo0} Elo over ${p.elo1}`
          : 'no decision: the game budget ran out first (see the interval above)';
    out.push('');
    out.push(
      `SPRT elo0=${p.elo0} elo1=${p.elo1} alpha=${p.alpha} beta=${p.beta}: LLR ${s.llr.toFixed(2)} ` +
        `(bounds ${s.lower.toFixed(2)}, ${s.upper.toFixed(2)}) after ${stoppedAfterPairs} pairs: ${verdict}`,
    );
    const adj = rep.sprt.adjusted;
    if (adj?.refused) {
      out.push(`Stopping-adjusted Elo: not given: ${adj.refused}; the table's interval is a fixed-sample figure.`);
    } else if (adj) {
      out.push(
        `Stopping-adjusted Elo A − B: ${elo(adj.elo)} [${elo(adj.low)}, ${elo(adj.high)}] (median-unbiased given where the test ` +
          'stopped, 95% interval; the table above ignores that the run stopped early and leans away from the middle)',
      );
    }
  }
  const reasons = Object.entries(rep.reasons)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  if (reasons) out.push(`Game end reasons: ${reasons}`);
  if (rep.failedPairs.length) {
    out.push(`${rep.failedPairs.length} pair(s) FAILED (engine error or budget; left out of the statistics):`);
    for (const r of rep.failedPairs.slice(0, 5)) out.push(`  pair ${r.task}: ${r.error}`);
  }
  if (timings && elapsedMs !== undefined) {
    const t = timings
      .map(
        (x, i) =>
          `${rep.plan.agents[i]} ${x.ms > 0 ? Math.round((x.decisions / x.ms) * 1000) : '-'} decisions/s` +
          ` (${x.decisions ? Math.round((100 * x.forced) / x.decisions) : 0}% forced)`,
      )
      .join(', ');
    out.push(`Speed (timing, machine-dependent): ${t}; wall clock ${(elapsedMs / 1000).toFixed(1)} s.`);
  }
  return out.join('\n');
}

function csvCell(v: string | number): string {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(Math.round(v * 1e6) / 1e6) : v > 0 ? 'inf' : v < 0 ? '-inf' : '') : v;
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(',') + '\n';
}

/** The summary as CSV: one row per (pairing, deck matchup), per pairing overall, and per ladder entry. */
export function summaryCsv(rep: BenchReport): string {
  let s = csvLine([
    'scope',
    'agent_a',
    'agent_b',
    'decks',
    'pairs',
    'games',
    'score_a',
    'score_low',
    'score_high',
    'interval',
    'elo',
    'elo_low',
    'elo_high',
    'both_wins',
    'splits',
    'both_losses',
    'penta_0',
    'penta_0.5',
    'penta_1',
    'penta_1.5',
    'penta_2',
    'draws',
    'agent_errors_a',
    'agent_errors_b',
  ]);
  for (const l of rep.lines) {
    const st = l.stats;
    s += csvLine([
      l.scope,
      l.a,
      l.b,
      l.decks,
      st.pairs,
      st.games,
      st.score,
      st.low,
      st.high,
      st.small ? 'pairs<20' : st.method,
      printableElo(st.elo),
      printableElo(st.eloLow),
      printableElo(st.eloHigh),
      st.bothWins,
      st.splits,
      st.bothLosses,
      ...st.penta,
      l.draws,
      l.agentErrorsA,
      l.agentErrorsB,
    ]);
  }
  for (const { agent, entry } of rep.ladder ?? []) {
    s += csvLine([
      'ladder',
      agent,
      '',
      'all',
      '',
      entry.games,
      entry.score,
      '',
      '',
      'bootstrap',
      printableElo(entry.elo),
      printableElo(entry.low),
      printableElo(entry.high),
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  const adj = rep.sprt?.adjusted;
  if (adj && !adj.refused) {
    const [a, b] = rep.plan.pairings[0]!;
    const head = ['sprt-adjusted', rep.plan.agents[a]!, rep.plan.agents[b]!, 'all', rep.sprt!.stoppedAfterPairs, '', '', '', ''];
    s += csvLine([
      ...head,
      'stopping-adjusted',
      printableElo(adj.elo),
      printableElo(adj.low),
      printableElo(adj.high),
      ...new Array<string>(11).fill(''),
    ]);
  }
  return s;
}
