// The results of a finished search: tune.csv, best-deck.txt, errors.csv (with replay commands), report.html, tune.json's result.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tuneReportHtml, type TuneReport, type TuneReportRow } from '@tcglab/reports';
import { shq } from '../run-dir.js';
import { deckText, type IllegalSwap } from './candidates.js';
import { diffInterval } from './estimate.js';
import type { TuneJson } from './run-dir.js';
import type { CandidateResult, Phase, SearchResult } from './search.js';
import type { TuneSpec } from './spec.js';

export interface UnitFailure {
  readonly stage: number;
  readonly phase: Phase;
  readonly deck: number;
  readonly unit: number;
  readonly opponent: number;
  readonly seed: string;
  readonly error: string;
  readonly cards: readonly string[];
}

export interface OutputInput {
  readonly spec: TuneSpec;
  readonly tuneJson: TuneJson;
  readonly search: SearchResult;
  readonly illegalByStage: ReadonlyMap<number, readonly IllegalSwap[]>;
  readonly failures: readonly UnitFailure[];
  readonly nameOf: (id: string) => string;
  readonly incumbentName: string;
  readonly notes: readonly string[];
  readonly lap: number;
}

const TUNE_COLUMNS = [
  'stage',
  'candidate',
  'out_id',
  'out_name',
  'in_id',
  'in_name',
  'outcome',
  'race_deals',
  'race_games',
  'race_delta',
  'race_low',
  'race_high',
  'eliminated_round',
  'confirm_deals',
  'confirm_games',
  'confirm_delta',
  'confirm_low',
  'confirm_high',
  'failed_deals',
  'reason',
] as const;

const csv = (v: string | number | null): string => {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(Math.round(v * 1e4) / 1e4) : '';
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

const agentsText = (s: TuneSpec): string =>
  s.pilots ? `the tuned deck piloted by ${s.pilots[0]}, the field by ${s.pilots[1]}` : s.agents.join(' vs ');

const pts = (v: number): string => `${v >= 0 ? '+' : ''}${(100 * v).toFixed(1)}`;

function candidateLine(c: CandidateResult, nameOf: (id: string) => string): string {
  const ci = c.confirmInterval;
  return [
    c.stage,
    c.candidate.id,
    c.candidate.out,
    nameOf(c.candidate.out),
    c.candidate.in,
    nameOf(c.candidate.in),
    c.outcome,
    c.raceUnits,
    2 * c.raceUnits,
    c.raceUnits ? c.race.mean : NaN,
    c.raceUnits ? c.raceInterval.low : NaN,
    c.raceUnits ? c.raceInterval.high : NaN,
    c.eliminatedRound,
    c.confirm ? c.confirm.units : '',
    c.confirm ? 2 * c.confirm.units : '',
    c.confirm ? c.confirm.mean : NaN,
    ci ? ci.low : NaN,
    ci ? ci.high : NaN,
    c.failedUnits,
    c.reason,
  ]
    .map(csv)
    .join(',');
}

/** tune.csv: every legal candidate of every stage (by id), then the illegal swaps with their reason. */
function tuneCsv(o: Pick<OutputInput, 'search' | 'illegalByStage' | 'nameOf'>): string {
  const lines = [TUNE_COLUMNS.join(',')];
  for (const s of o.search.stages) {
    for (const c of s.candidates) lines.push(candidateLine(c, o.nameOf));
    for (const x of o.illegalByStage.get(s.stage) ?? []) {
      lines.push(
        [
          s.stage,
          '',
          x.out,
          o.nameOf(x.out),
          x.in,
          o.nameOf(x.in),
          'illegal',
          0,
          0,
          NaN,
          NaN,
          NaN,
          null,
          '',
          '',
          NaN,
          NaN,
          NaN,
          0,
          x.reason,
        ]
          .map(csv)
          .join(','),
      );
    }
  }
  return lines.join('\n') + '\n';
}

function acceptedSwaps(o: OutputInput): CandidateResult[] {
  return o.search.stages.filter((s) => s.accepted).map((s) => s.best!);
}

function swapText(c: CandidateResult, nameOf: (id: string) => string): string {
  const ci = c.confirmInterval!;
  return `−${nameOf(c.candidate.out)} +${nameOf(c.candidate.in)}: ${pts(c.confirm!.mean)} points [${pts(ci.low)}, ${pts(ci.high)}]`;
}

function playCommand(o: OutputInput, f: UnitFailure, deckFile: string): string {
  const a = ['tcglab', 'play', '--game', o.spec.game, '--deck', deckFile, '--deck', o.spec.field[f.opponent]!.file, '--seed', f.seed];
  // `play` has seat agents only: with pilots, the agents of the failed game's seats.
  const seats = o.spec.pilots ? (/^game 1:/.test(f.error) ? [o.spec.pilots[1], o.spec.pilots[0]] : [...o.spec.pilots]) : o.spec.agents;
  a.push('--agent', seats[0]!, '--agent', seats[1]!);
  if (/^game 1:/.test(f.error)) a.push('--swap');
  if (o.spec.turnLimit !== undefined) a.push('--turn-limit', String(o.spec.turnLimit));
  if (o.spec.maxDecisions !== undefined) a.push('--max-decisions', String(o.spec.maxDecisions));
  return a.map(shq).join(' ');
}

/** Deck files cap a line at 300 characters (the CLI's deck-file reading); header lines stay well under it. */
const HEADER_WIDTH = 100;
const HEADER_MAX = 290;

/**
 * A shell command as header lines of at most HEADER_WIDTH characters where it can be (broken between
 * arguments, never inside a quoted one, ` \` continuations), so best-deck.txt reads back as a deck file
 * whatever the paths. An argument too long even for a line of its own leaves the command to tune.json.
 */
function commandLines(title: string, cmd: string): string[] {
  const args = cmd.match(/(?:'[^']*'|\\'|[^\s'])+/g) ?? [];
  if (args.some((a) => a.length > HEADER_MAX)) return [`${title} see the reproduce command in tune.json (too long for a deck file)`];
  const lines = [title];
  let line = '';
  for (const a of args) {
    if (line && line.length + 1 + a.length > HEADER_WIDTH) {
      lines.push(`  ${line} \\`);
      line = a;
    } else line = line ? `${line} ${a}` : a;
  }
  if (line) lines.push(`  ${line}`);
  return lines;
}

/** Header text cut to a deck file's line cap (a deck name can be as long as the line it came from). */
const fitHeader = (h: string): string => (h.length > HEADER_MAX ? `${h.slice(0, HEADER_MAX - 1)}…` : h);

/** Write every output file; returns their paths. Also fills tuneJson.result. */
export function writeTuneOutputs(dir: string, o: OutputInput): string[] {
  const files: string[] = [];
  const put = (name: string, text: string): void => {
    writeFileSync(join(dir, name), text);
    files.push(join(dir, name));
  };
  put('tune.csv', tuneCsv(o));
  const swaps = acceptedSwaps(o);
  const header = [
    `name: ${o.incumbentName}${swaps.length ? ' (tuned)' : ''}`,
    `game: ${o.spec.game}`,
    ...commandLines('tuned by:', o.tuneJson.reproduce),
    ...(swaps.length
      ? swaps.map((c) => `swap ${c.stage}: ${swapText(c, o.nameOf)} (simultaneous interval, fresh deals)`)
      : ['no swap was shown better: this is the deck as given']),
    `agents: ${agentsText(o.spec)}`,
  ];
  put('best-deck.txt', deckText(o.search.best, o.nameOf, header.map(fitHeader)));
  if (o.failures.length) {
    mkdirSync(join(dir, 'decks'), { recursive: true });
    const lines = ['stage,phase,deck,unit,opponent,seed,error,replay'];
    const written = new Set<string>();
    for (const f of o.failures) {
      const name = `decks/stage${f.stage}-deck${f.deck}.txt`;
      if (!written.has(name)) {
        writeFileSync(join(dir, name), deckText(f.cards, o.nameOf, [`name: stage ${f.stage} deck ${f.deck}`, `game: ${o.spec.game}`]));
        written.add(name);
      }
      const replay = playCommand(o, f, join(dir, name));
      lines.push([f.stage, f.phase, f.deck, f.unit, f.opponent, f.seed, f.error, replay].map(csv).join(','));
    }
    put('errors.csv', lines.join('\n') + '\n');
  }
  const family = o.spec.finalists * o.spec.swaps;
  const rows: TuneReportRow[] = o.search.stages.flatMap((s) =>
    s.candidates.map((c) => ({
      stage: s.stage,
      swap: `−${o.nameOf(c.candidate.out)} +${o.nameOf(c.candidate.in)}`,
      outcome: c.outcome,
      raceDeals: c.raceUnits,
      raceDelta: c.raceUnits ? c.race.mean : NaN,
      raceLow: c.raceUnits ? c.raceInterval.low : NaN,
      raceHigh: c.raceUnits ? c.raceInterval.high : NaN,
      eliminatedRound: c.eliminatedRound,
      confirmDeals: c.confirm?.units ?? 0,
      confirmDelta: c.confirm?.mean ?? NaN,
      confirmLow: c.confirmInterval?.low ?? NaN,
      confirmHigh: c.confirmInterval?.high ?? NaN,
      reason: c.reason,
    })),
  );
  const stages = o.search.stages.map((s) => {
    const rate = s.incumbentRate;
    const ci = rate ? diffInterval(rate) : { low: NaN, high: NaN };
    return {
      stage: s.stage,
      incumbent: s.stage === 1 ? o.incumbentName : `${o.incumbentName} after ${s.stage - 1} swap(s)`,
      candidates: s.candidates.length,
      illegal: o.illegalByStage.get(s.stage)?.length ?? 0,
      rounds: s.plan.rounds.length,
      confirmDeals: s.plan.confirmUnits,
      incumbentRate: rate?.mean ?? NaN,
      incumbentLow: ci.low,
      incumbentHigh: ci.high,
      accepted: s.accepted,
    };
  });
  const games = o.search.stages.reduce((a, s) => a + s.plan.games, 0);
  const report: TuneReport = {
    game: o.spec.game,
    deck: o.incumbentName,
    agents: o.spec.pilots ? [`${o.spec.pilots[0]} (pilot of the tuned deck)`, `${o.spec.pilots[1]} (field)`] : o.spec.agents,
    seed: o.spec.seed,
    budgetGames: o.tuneJson.budgetGames,
    gamesPlayed: games,
    field: o.spec.field.map((d, k) => ({ name: d.name, weight: o.search.weights[k]! })),
    pool: o.spec.poolDescription,
    zConfirm: o.search.zConfirm,
    family,
    stop: o.search.stop,
    bestSwaps: swaps.map((c) => swapText(c, o.nameOf)),
    bestFile: 'best-deck.txt',
    notes: o.notes,
    stages,
    rows,
    meta: [
      ['Command', o.tuneJson.command],
      ['Reproduce', o.tuneJson.reproduce],
      ['Resume', o.tuneJson.resume],
      [
        'Versions',
        Object.entries(o.tuneJson.versions)
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
      ],
    ],
  };
  put('report.html', tuneReportHtml(report));
  o.tuneJson.result = {
    stop: o.search.stop,
    zConfirm: Math.round(o.search.zConfirm * 1e4) / 1e4,
    family,
    games,
    stages: stages.map((s, k) => {
      const b = o.search.stages[k]!.best;
      return {
        ...s,
        best: b
          ? {
              out: b.candidate.out,
              in: b.candidate.in,
              swap: swapText(b, o.nameOf),
              delta: b.confirm!.mean,
              low: b.confirmInterval!.low,
              high: b.confirmInterval!.high,
            }
          : null,
      };
    }),
    swaps: swaps.map((c) => swapText(c, o.nameOf)),
    bestDeck: 'best-deck.txt',
  };
  return files;
}
