// A bench-agents folder: bench.json (the whole plan with deck texts, versions, status and the resume command),
// games.csv appended pair by pair in task order as pairs finish, and at the end summary.csv, report.txt and
// report.html. A killed or interrupted benchmark resumes from it byte for byte; `tcglab report` rebuilds the
// reports from it.
import {
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  BenchGamesError,
  benchGamesHeader,
  benchmark,
  describeAgent,
  eloText,
  formatReport,
  pairCsvLines,
  readBenchGames,
  summaryCsv,
  type AgentTiming,
  type BenchPlan,
  type BenchReport,
  type PairRow,
  type SprtParams,
} from '@tcglab/agents';
import { renderBenchHtml, type BenchHtmlInput } from '@tcglab/reports';
import { UsageError } from './errors.js';

export interface BenchJson {
  readonly format: 'tcglab-bench/1';
  readonly plan: BenchPlan;
  readonly sprt: SprtParams | null;
  /** `bench-agents --ladder-budget`: the base agent and KEY=V1,V2,… its plan was built from. */
  readonly budgetLadder?: { readonly base: string; readonly budgets: string };
  readonly versions: { readonly tcglab: string; readonly node: string; readonly game: string };
  /** The command line as typed, its working directory, and the command that continues the benchmark. */
  readonly command: string;
  readonly cwd: string;
  readonly resume: string;
  readonly totalPairs: number;
  status: 'running' | 'complete' | 'interrupted';
  readonly startedAt: string;
  finishedAt?: string;
  pairsDone?: number;
  workers?: number;
  seconds?: number;
}

const BENCH_JSON = 'bench.json';

/** An agent spec with its versioned kind and every parameter (`greedy` → `greedy (greedy@2:samples=1,…)`). */
function whoPlayed(spec: string): string {
  try {
    const full = describeAgent(spec).full;
    return full === spec ? spec : `${spec} (${full})`;
  } catch {
    return spec; // a kind this build does not know (a user's agent): the spec as written
  }
}

export function isBenchFolder(dir: string): boolean {
  return existsSync(join(dir, BENCH_JSON));
}

/** An explicit --out folder: refuse one that already holds a benchmark or a run. */
export function claimBenchDir(dir: string): string {
  if (isBenchFolder(dir) || existsSync(join(dir, 'games.csv')) || existsSync(join(dir, 'run.json'))) {
    throw new UsageError(
      `${dir} already holds a benchmark or a run; runs never overwrite each other (continue one with: tcglab bench-agents --resume ${dir})`,
    );
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function readBenchJson(dir: string): BenchJson {
  const file = join(dir, BENCH_JSON);
  if (!existsSync(file)) throw new UsageError(`${dir} is not a bench-agents folder (no ${BENCH_JSON})`);
  let j: BenchJson;
  try {
    j = JSON.parse(readFileSync(file, 'utf8')) as BenchJson;
  } catch (e) {
    throw new UsageError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (j?.format !== 'tcglab-bench/1' || !j.plan || !Array.isArray(j.plan.agents))
    throw new UsageError(`${file}: not a tcglab-bench/1 file`);
  return j;
}

export function writeBenchJson(dir: string, j: BenchJson): void {
  const tmp = join(dir, `${BENCH_JSON}.tmp`);
  writeFileSync(tmp, JSON.stringify(j, null, 2) + '\n');
  renameSync(tmp, join(dir, BENCH_JSON));
}

/** The complete pairs of games.csv and where they end (a games.csv that contradicts the plan: exit 2). */
function scanBenchRows(dir: string, plan: BenchPlan): { rows: PairRow[]; bytes: number; file: string } {
  const file = join(dir, 'games.csv');
  if (!existsSync(file)) return { rows: [], bytes: 0, file };
  const text = readFileSync(file, 'utf8');
  try {
    const r = readBenchGames(plan, text, file);
    return { rows: r.rows, bytes: Buffer.byteLength(text.slice(0, r.end)), file };
  } catch (e) {
    if (e instanceof BenchGamesError) throw new UsageError(e.message);
    throw e;
  }
}

/** The pairs of a benchmark folder, read only (for `tcglab report`). */
export function readBenchRows(dir: string, plan: BenchPlan): PairRow[] {
  return scanBenchRows(dir, plan).rows;
}

/**
 * The pairs already in games.csv (the longest prefix of complete pairs that match the plan), for a resume: a
 * torn or half-written tail is cut from the file.
 */
export function loadBenchRows(dir: string, plan: BenchPlan): PairRow[] {
  const { rows, bytes, file } = scanBenchRows(dir, plan);
  if (!existsSync(file)) return rows;
  const fd = openSync(file, 'r+');
  try {
    if (fstatSync(fd).size !== bytes) ftruncateSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
  return rows;
}

/** Appends pairs to games.csv, one write per pair (a kill leaves at most one torn pair, cut on resume). */
export class BenchGamesWriter {
  private readonly fd: number;
  constructor(
    dir: string,
    private readonly plan: BenchPlan,
  ) {
    this.fd = openSync(join(dir, 'games.csv'), 'a');
    if (fstatSync(this.fd).size === 0) writeSync(this.fd, benchGamesHeader());
  }
  write(row: PairRow): void {
    writeSync(this.fd, pairCsvLines(this.plan, row));
  }
  close(): void {
    closeSync(this.fd);
  }
}

/** The report of the pairs so far (no games played: the SPRT replays over them). */
export async function benchReportOf(j: BenchJson, rows: readonly PairRow[]): Promise<BenchReport> {
  const { report } = await benchmark({ plan: j.plan, workers: 0, only: [], prior: rows, ...(j.sprt ? { sprt: j.sprt } : {}) });
  return report;
}

/** Per agent: games played and games lost by failing (reason agent-error). */
export function agentErrorTally(plan: BenchPlan, rows: readonly PairRow[]): { agent: string; games: number; agentErrors: number }[] {
  const out = plan.agents.map((agent) => ({ agent, games: 0, agentErrors: 0 }));
  for (const r of rows) {
    for (const g of r.games) {
      out[r.a]!.games++;
      out[r.b]!.games++;
      if (g.reason === 'agent-error') out[g.scoreA === 0 ? r.a : r.b]!.agentErrors++;
    }
  }
  return out;
}

function htmlInput(j: BenchJson, rep: BenchReport, pairsPlayed: number): BenchHtmlInput {
  const plan = j.plan;
  const lines = rep.lines.map((l) => ({
    scope: l.scope,
    a: l.a,
    b: l.b,
    decks: l.decks,
    pairs: l.stats.pairs,
    games: l.stats.games,
    score: l.stats.score,
    low: l.stats.low,
    high: l.stats.high,
    method: l.stats.method,
    small: l.stats.small,
    elo: eloText(l.stats.elo),
    eloLow: eloText(l.stats.eloLow),
    eloHigh: eloText(l.stats.eloHigh),
    bothWins: l.stats.bothWins,
    splits: l.stats.splits,
    bothLosses: l.stats.bothLosses,
    draws: l.draws,
    agentErrorsA: l.agentErrorsA,
    agentErrorsB: l.agentErrorsB,
  }));
  let sprt: string | undefined;
  if (rep.sprt) {
    const { params: p, state: s, stoppedAfterPairs } = rep.sprt;
    const verdict =
      s.decision === 'H1'
        ? `H1 accepted: the pairs favour A − B = ${p.elo1} Elo over ${p.elo0}`
        : s.decision === 'H0'
          ? `H0 accepted: the pairs favour A − B = ${p.elo0} Elo over ${p.elo1}`
          : 'no decision yet (the game budget ran out, or the benchmark is unfinished)';
    sprt = `SPRT elo0=${p.elo0} elo1=${p.elo1} alpha=${p.alpha} beta=${p.beta}: LLR ${s.llr.toFixed(2)} (bounds ${s.lower.toFixed(2)}, ${s.upper.toFixed(2)}) after ${stoppedAfterPairs} pairs: ${verdict}.`;
    const adj = rep.sprt.adjusted;
    if (adj?.refused) sprt += ` Stopping-adjusted Elo: not given: ${adj.refused}.`;
    else if (adj) {
      sprt += ` Stopping-adjusted Elo A − B: ${eloText(adj.elo)} [${eloText(adj.low)}, ${eloText(adj.high)}] (median-unbiased given where the test stopped, 95% interval; the table ignores the early stop).`;
    }
  }
  return {
    game: plan.game,
    seed: plan.seed,
    agents: plan.agents,
    decks: plan.decks.map((d) => ({ name: d.name, file: d.file })),
    lines,
    ...(rep.ladder
      ? {
          ladder: rep.ladder.map(({ agent, entry }) => ({
            agent,
            elo: eloText(entry.elo),
            low: eloText(entry.low),
            high: eloText(entry.high),
            games: entry.games,
            score: entry.score,
          })),
        }
      : {}),
    ...(sprt ? { sprt } : {}),
    reasons: rep.reasons,
    failedPairs: rep.failedPairs.map((r) => ({ task: r.task, error: r.error ?? '' })),
    pairsPlanned: j.totalPairs,
    pairsPlayed,
    status: j.status,
    meta: [
      { label: 'Game', text: plan.game },
      { label: 'Seed', text: plan.seed, code: true },
      { label: 'Agents', text: plan.agents.map(whoPlayed).join(', ') },
      { label: 'Decks', text: plan.decks.map((d) => `${d.name} (${d.file})`).join(', ') },
      { label: 'Pairs per agent pairing', text: String(plan.pairsPerPairing) },
      ...(plan.turnLimit !== undefined ? [{ label: 'Turn limit', text: String(plan.turnLimit) }] : []),
      { label: 'Command', text: j.command, code: true },
      { label: 'Resume', text: j.resume, code: true },
      {
        label: 'Versions',
        text: Object.entries(j.versions)
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
      },
    ],
  };
}

/** Write summary.csv, report.txt and report.html of the benchmark; returns the text report. */
export function writeBenchReports(
  dir: string,
  j: BenchJson,
  rep: BenchReport,
  pairsPlayed: number,
  timing?: { timings: readonly AgentTiming[]; elapsedMs: number },
): string {
  const text = formatReport(rep, timing?.timings, timing?.elapsedMs);
  writeFileSync(join(dir, 'summary.csv'), summaryCsv(rep));
  writeFileSync(join(dir, 'report.txt'), text + '\n');
  writeFileSync(join(dir, 'report.html'), renderBenchHtml(htmlInput(j, rep, pairsPlayed)));
  return text;
}
