// A benchmark's games.csv: written pair by pair in task order as pairs finish, and read back (for a resume or a
// report) as the longest prefix of complete pairs, so a killed benchmark continues byte for byte.
import type { BenchGameRow, PairRow } from './play-pair.js';
import { taskOf, totalTasks, type BenchPlan } from './plan.js';
import { csvLine } from './report.js';

export const BENCH_GAMES_COLUMNS = [
  'pair',
  'deal',
  'agent_a',
  'agent_b',
  'deck_seat0',
  'deck_seat1',
  'seat_of_a',
  'winner',
  'score_a',
  'reason',
  'turns',
  'decisions',
  'checksum',
  'agent_error',
  'pair_error',
] as const;

export function benchGamesHeader(): string {
  return csvLine(BENCH_GAMES_COLUMNS);
}

/** The games.csv lines of one pair: its two games, or the games it played and a `failed` line. */
export function pairCsvLines(plan: BenchPlan, r: PairRow): string {
  const [d0, d1] = plan.matchups[r.matchup]!;
  const base = [r.task, r.k, plan.agents[r.a]!, plan.agents[r.b]!, plan.decks[d0]!.name, plan.decks[d1]!.name];
  let s = '';
  for (const g of r.games) {
    s += csvLine([
      ...base,
      g.seatOfA,
      g.winner,
      g.scoreA,
      g.reason,
      g.turns,
      g.decisions,
      (g.checksum >>> 0).toString(16).padStart(8, '0'),
      g.agentError ?? '',
      '',
    ]);
  }
  if (r.error !== undefined) s += csvLine([...base, '', '', '', 'failed', '', '', '', '', r.error]);
  return s;
}

/** Every game as CSV (what happened, including agent errors), in task order. */
export function gamesCsv(plan: BenchPlan, rows: readonly PairRow[]): string {
  return benchGamesHeader() + rows.map((r) => pairCsvLines(plan, r)).join('');
}

/** Split one CSV record (RFC 4180 quotes; the record holds no raw newline outside quotes) into fields. */
function fields(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let v = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) throw new Error('unterminated quote');
        v += line.slice(i, q);
        if (line[q + 1] === '"') {
          v += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(v);
    } else {
      const c = line.indexOf(',', i);
      out.push(line.slice(i, c < 0 ? line.length : c));
      i = c < 0 ? line.length : c;
    }
    if (i >= line.length) return out;
    if (line[i] !== ',') throw new Error('text after a quoted field');
    i++;
  }
}

/** Complete CSV records of `text` (a quoted field may hold newlines), with the offset just past each. */
function* records(text: string, from: number): Generator<{ line: string; end: number }> {
  let start = from;
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) {
      yield { line: text.slice(start, i), end: i + 1 };
      start = i + 1;
    }
  }
}

/** A bench games.csv that is not this plan's (another benchmark, another tcglab). */
export class BenchGamesError extends Error {
  override name = 'BenchGamesError';
}

/**
 * Read a benchmark's games.csv back into pair rows: the longest prefix of complete pairs 0, 1, 2… that match
 * the plan (agents and decks of each task). Returns the rows and the character offset where that prefix ends;
 * anything after it (a torn last line, a half-written pair) is to be cut. Throws BenchGamesError when the header
 * or a row contradicts the plan.
 */
export function readBenchGames(plan: BenchPlan, text: string, file = 'games.csv'): { rows: PairRow[]; end: number } {
  const header = benchGamesHeader();
  if (!text.startsWith(header)) {
    if (text.length < header.length && header.startsWith(text)) return { rows: [], end: 0 };
    throw new BenchGamesError(`${file}: unexpected header; is this the games.csv of a tcglab bench-agents folder?`);
  }
  const rows: PairRow[] = [];
  let end = header.length;
  let games: BenchGameRow[] = [];
  const total = totalTasks(plan);
  for (const { line, end: e } of records(text, header.length)) {
    let f: string[];
    try {
      f = fields(line);
    } catch (err) {
      throw new BenchGamesError(`${file}: a malformed line after pair ${rows.length - 1} (${(err as Error).message})`);
    }
    const t = rows.length;
    if (f.length !== BENCH_GAMES_COLUMNS.length || Number(f[0]) !== t || t >= total) {
      throw new BenchGamesError(`${file}: line for pair ${f[0]} where pair ${t} was expected; the file does not belong to this benchmark`);
    }
    const task = taskOf(plan, t);
    const [d0, d1] = plan.matchups[task.matchup]!;
    if (
      Number(f[1]) !== task.k ||
      f[2] !== plan.agents[task.a] ||
      f[3] !== plan.agents[task.b] ||
      f[4] !== plan.decks[d0]!.name ||
      f[5] !== plan.decks[d1]!.name
    ) {
      throw new BenchGamesError(`${file}: pair ${t} names other agents or decks than the benchmark's bench.json`);
    }
    if (f[9] === 'failed') {
      rows.push({ ...task, games, points: NaN, error: f[14]! });
      games = [];
      end = e;
      continue;
    }
    const seatOfA = Number(f[6]) as 0 | 1;
    games.push({
      seatOfA,
      winner: Number(f[7]) as -1 | 0 | 1,
      reason: f[9]!,
      turns: Number(f[10]),
      decisions: Number(f[11]),
      checksum: parseInt(f[12]!, 16) | 0,
      ...(f[13] ? { agentError: f[13] } : {}),
      scoreA: Number(f[8]),
    });
    if (games.length === 2) {
      rows.push({ ...task, games, points: games[0]!.scoreA + games[1]!.scoreA });
      games = [];
      end = e;
    }
  }
  return { rows, end };
}
