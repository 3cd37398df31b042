// `tcglab tune`: search 1-for-1 card swaps (up to K) that raise a deck's win rate against a field.
import type { Command } from 'commander';
import {
  FieldError,
  PoolError,
  TUNE_DEFAULTS,
  TuneBudgetError,
  TuneInputError,
  defaultWorkers,
  knownGameIds,
  resolveField,
  resolvePool,
  runTune,
  type DeckSource,
  type TuneProgress,
  type TuneResult,
  type TuneSpec,
} from '@tcglab/runner';
import { checkAgentSpec, seatAgents } from '../util/agents-arg.js';
import { inferGame, loadDeckSources } from '../util/decks-arg.js';
import { loadGameArg } from '../util/game-arg.js';
import { UsageError, collect, intFlag, numFlag, workersFlag } from '../util/errors.js';
import { DECK_FILE, readTextInput } from '../util/text-input.js';
import { installInterrupt } from './sim.js';

interface TuneFlags {
  game?: string;
  deck?: string;
  vs?: string[];
  pool?: string[];
  swapOut?: string;
  swaps?: string;
  agents?: string;
  agent?: string[];
  pilot?: string;
  fieldAgent?: string;
  budget?: string;
  seed?: string;
  finalists?: string;
  confirmShare?: string;
  alpha?: string;
  workers?: string;
  out?: string;
  resume?: string;
  turnLimit?: string;
  maxDecisions?: string;
  batch?: string;
  force?: boolean;
  quiet?: boolean;
  json?: boolean;
}

const RUN_FLAGS: (keyof TuneFlags)[] = [
  'game',
  'deck',
  'vs',
  'pool',
  'swaps',
  'agents',
  'agent',
  'budget',
  'seed',
  'finalists',
  'confirmShare',
  'alpha',
  'out',
  'turnLimit',
  'maxDecisions',
];

/** `--budget 20000` (games, the default kind) or `--budget 90s` / `10m` / `2h` (time: not reproducible). */
export function parseBudget(text: string): TuneSpec['budget'] {
  const t = text.trim().toLowerCase();
  const g = /^(\d+)\s*(games?)?$/.exec(t);
  if (g) return { games: Number(g[1]) };
  const s = /^(\d+(?:\.\d+)?)\s*(s|m|h)$/.exec(t);
  if (s) return { seconds: Number(s[1]) * (s[2] === 'h' ? 3600 : s[2] === 'm' ? 60 : 1) };
  throw new UsageError(`--budget expects games (e.g. 20000) or a time (e.g. 90s, 10m, 2h); got "${text}"`);
}

/** Card-list and .field files are read with the deck-file caps (size, lines, line length; text only). */
const readCapped = (file: string): string => readTextInput(file, DECK_FILE);

const bad = (e: unknown): never => {
  if (e instanceof TuneInputError || e instanceof PoolError || e instanceof FieldError || e instanceof TuneBudgetError)
    throw new UsageError(e.message);
  throw e;
};

async function buildSpec(f: TuneFlags): Promise<{ spec: TuneSpec; explicit: ReadonlySet<string> }> {
  if (!f.deck) throw new UsageError('tune needs --deck FILE (the deck to tune)');
  const gameId = f.game ?? inferGame(f.deck, knownGameIds());
  if (!gameId) throw new UsageError(`no game: pass --game ID (${knownGameIds().join(', ')})`);
  const game = await loadGameArg(gameId);
  const [deck] = loadDeckSources(game, [f.deck]);
  let entries;
  try {
    entries = resolveField(f.vs ?? [], readCapped);
  } catch (e) {
    return bad(e);
  }
  const sources = loadDeckSources(
    game,
    entries.map((e) => e.file),
  );
  const seen = new Map<string, number>();
  const field = sources.map((d: DeckSource, k) => {
    const n = (seen.get(d.name) ?? 0) + 1;
    seen.set(d.name, n);
    return { ...d, name: n > 1 ? `${d.name} (${n})` : d.name, weight: entries[k]!.weight };
  });
  let pool;
  try {
    pool = resolvePool(game.cards, f.pool ?? [], readCapped);
  } catch (e) {
    return bad(e);
  }
  const swapOut = f.swapOut?.split(',').map((ref) => {
    const c = game.cards.resolve(ref.trim());
    if (!c) {
      const near = game.cards.suggest(ref.trim(), 3);
      throw new UsageError(`--swap-out: unknown card "${ref.trim()}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`);
    }
    return c.id;
  });
  const turnLimit = intFlag('--turn-limit', f.turnLimit, 1);
  const maxDecisions = intFlag('--max-decisions', f.maxDecisions, 1);
  const byDeck = f.pilot !== undefined || f.fieldAgent !== undefined;
  if (byDeck && (f.agents !== undefined || f.agent?.length)) {
    throw new UsageError('give seat agents (--agents/--agent) or deck agents (--pilot/--field-agent), not both');
  }
  const pilots: [string, string] | undefined = byDeck
    ? [checkAgentSpec(f.pilot ?? 'random'), checkAgentSpec(f.fieldAgent ?? 'random')]
    : undefined;
  const spec: TuneSpec = {
    game: gameId,
    deck: deck!,
    field,
    fieldArgs: f.vs ?? [],
    pool: pool.ids,
    poolDescription: pool.description,
    poolArgs: f.pool ?? [],
    ...(swapOut ? { swapOut } : {}),
    swaps: intFlag('--swaps', f.swaps, 1) ?? TUNE_DEFAULTS.swaps,
    agents: pilots ? [pilots[1], pilots[1]] : seatAgents(f.agents, f.agent),
    ...(pilots ? { pilots } : {}),
    budget: f.budget !== undefined ? parseBudget(f.budget) : { games: TUNE_DEFAULTS.games },
    seed: f.seed ?? '1',
    finalists: intFlag('--finalists', f.finalists, 1) ?? TUNE_DEFAULTS.finalists,
    confirmShare: numFlag('--confirm-share', f.confirmShare) ?? TUNE_DEFAULTS.confirmShare,
    alpha: numFlag('--alpha', f.alpha) ?? TUNE_DEFAULTS.alpha,
    ...(turnLimit !== undefined ? { turnLimit } : {}),
    ...(maxDecisions !== undefined ? { maxDecisions } : {}),
  };
  return { spec, explicit: pool.explicit };
}

function fmtTime(s: number): string {
  if (!Number.isFinite(s)) return '?';
  if (s < 60) return `${Math.round(s)}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

const pts = (v: number): string => `${v >= 0 ? '+' : ''}${(100 * v).toFixed(1)}`;

export function tuneProgressLine(p: TuneProgress): string {
  const where = p.phase === 'race' ? `race round ${p.round}/${p.rounds}` : 'confirmation';
  const lead = p.leader
    ? `  best ${p.leader.label} ${pts(p.leader.mean)} [${pts(p.leader.low)}, ${pts(p.leader.high)}]${p.leader.confirmed ? ' confirmed' : ''}`
    : '';
  return (
    `stage ${p.stage}/${p.stages} ${where}  ${p.left} candidate${p.left === 1 ? '' : 's'} left${lead}  ` +
    `${p.gamesDone}/${p.gamesPlanned} games  ${p.gamesPerSecond.toFixed(0)} games/s  ETA ${fmtTime(p.etaSeconds)}`
  );
}

function report(r: TuneResult, json: boolean, quiet: boolean): number {
  const code = r.interrupted ? 130 : r.failedUnits > 0 ? 1 : 0;
  const result = r.tuneJson.result as { swaps?: string[] } | undefined;
  if (json) {
    process.stdout.write(
      JSON.stringify(
        {
          dir: r.dir,
          status: r.tuneJson.status,
          budgetGames: r.tuneJson.budgetGames,
          gamesDone: r.gamesDone,
          played: r.played,
          resumedGames: r.resumedGames,
          failedUnits: r.failedUnits,
          stop: r.search?.stop ?? null,
          swaps: result?.swaps ?? [],
          result: r.tuneJson.result ?? null,
          files: r.files,
          notes: r.notes,
          exitCode: code,
        },
        null,
        2,
      ) + '\n',
    );
    return code;
  }
  if (!quiet && r.search) {
    for (const s of r.search.stages) {
      const finalists = s.candidates
        .filter((c) => c.eliminatedRound === null)
        .sort((a, b) => (b.confirm?.mean ?? -2) - (a.confirm?.mean ?? -2));
      process.stdout.write(
        `stage ${s.stage}: ${s.candidates.length} candidate swaps, ${s.plan.rounds.length} race round(s), ${finalists.length} finalist(s) × ${s.plan.confirmUnits} fresh deals (${2 * s.plan.confirmUnits} games)\n`,
      );
      for (const c of finalists) {
        const ci = c.confirmInterval!;
        const label = `−${r.nameOf(c.candidate.out)} +${r.nameOf(c.candidate.in)}`;
        process.stdout.write(
          `  ${c.outcome.padEnd(9)} ${label.padEnd(44)} ${pts(c.confirm!.mean).padStart(6)} points [${pts(ci.low)}, ${pts(ci.high)}]\n`,
        );
      }
    }
    process.stdout.write(`${r.search.stop}\n`);
    if (result?.swaps?.length) process.stdout.write(`found: ${result.swaps.join('; ')}\n`);
    process.stdout.write(
      `${r.gamesDone} games (${r.played} played now${r.resumedGames ? `, ${r.resumedGames} from before` : ''}) in ${r.seconds.toFixed(1)}s → ${r.dir} (best-deck.txt, tune.csv, report.html)\n`,
    );
  }
  for (const n of r.notes) process.stderr.write(`note: ${n}\n`);
  if (r.failedUnits > 0) {
    process.stderr.write(`${r.failedUnits} deal(s) had a failed game (left out of the statistics; see errors.csv); replay with:\n`);
    for (const f of r.failures.slice(0, 5)) process.stderr.write(`  seed ${f.seed}: ${f.error.slice(0, 120)}\n`);
  }
  if (r.interrupted) process.stderr.write(`interrupted: ${r.gamesDone} games logged; continue with: ${r.tuneJson.resume}\n`);
  return code;
}

export function register(program: Command): void {
  program
    .command('tune')
    .description(
      "Search 1-for-1 card swaps (up to --swaps K) that raise a deck's win rate against a field: paired deals, a successive-halving race, a confirmation on fresh deals",
    )
    .option('--game <id>', 'game id (inferred from the deck folder decks/<game>/ or its # game: header)')
    .option('--deck <file>', 'the deck to tune')
    .option(
      '--vs <decks>',
      'the field: a folder, deck files (comma-separated or repeated), FILE@WEIGHT, or a .field file of "WEIGHT FILE" lines',
      collect,
    )
    .option(
      '--pool <cards>',
      'cards to try: a card-list file, set:CODE, names/ids (comma-separated), or "any" (every playable card); repeatable',
      collect,
    )
    .option('--swap-out <cards>', 'only these cards of the deck may leave (names or ids, comma-separated) [any card]')
    .option('--swaps <k>', `at most K swaps, one greedy stage each [${TUNE_DEFAULTS.swaps}]`)
    .option('--agents <a,b>', 'agent spec per seat, or one for both [random]')
    .option('--agent <spec>', 'agent spec of the next seat, never split at commas (repeatable)', collect)
    .option('--pilot <spec>', 'the agent of the tuned deck, in both seats (with --field-agent; not with --agents)')
    .option('--field-agent <spec>', 'the agent of every deck of the field [random] (with --pilot)')
    .option('--budget <n>', `games in all (reproducible), or a time like 90s/10m/2h (not reproducible) [${TUNE_DEFAULTS.games}]`)
    .option('--seed <s>', 'seed [1]')
    .option('--finalists <m>', `candidates confirmed per stage [${TUNE_DEFAULTS.finalists}]`)
    .option('--confirm-share <f>', `share of each stage's budget for the confirmation [${TUNE_DEFAULTS.confirmShare}]`)
    .option('--alpha <a>', `family-wise error rate of the confirmation intervals [${TUNE_DEFAULTS.alpha}]`)
    .option('--workers <n>', 'worker threads (0: the main thread) [cores]')
    .option('--force', 'allow --workers above the number of cores')
    .option('--out <dir>', 'run folder (default reports/<date>-tune-<deck>-<seed>/)')
    .option('--resume <dir>', 'continue an interrupted tune run (everything comes from DIR/tune.json)')
    .option('--turn-limit <n>', "turns before a game is a draw [the game's default]")
    .option('--max-decisions <n>', "decisions before a game fails [the game's default]")
    .option('--batch <n>', 'deals per worker task (does not change results) [8]')
    .option('--quiet', 'no progress line and no table')
    .option('--json', 'print the end summary as JSON on stdout')
    .action(async (f: TuneFlags) => {
      const workers = workersFlag(f.workers, f.force) ?? defaultWorkers();
      const batch = intFlag('--batch', f.batch, 1);
      const progress = !f.quiet && !f.json && process.stderr.isTTY;
      const onProgress = progress ? (p: TuneProgress) => process.stderr.write(`\r\x1b[K${tuneProgressLine(p)}`) : undefined;
      const command = ['tcglab', ...process.argv.slice(2)].join(' ');
      let built: { spec: TuneSpec; explicit: ReadonlySet<string> } | undefined;
      if (f.resume) {
        const clash = RUN_FLAGS.filter((k) => f[k] !== undefined);
        if (clash.length) {
          throw new UsageError(
            `--resume takes the whole run from ${f.resume}/tune.json; drop ${clash.map((k) => '--' + k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())).join(', ')}`,
          );
        }
      } else built = await buildSpec(f);
      const intr = installInterrupt();
      try {
        const r = await runTune({
          ...(built ? { spec: built.spec, explicitPool: built.explicit } : {}),
          ...(f.resume ? { resumeDir: f.resume } : {}),
          ...(f.out ? { outDir: f.out } : {}),
          workers,
          command,
          signal: intr.signal,
          ...(batch ? { batchSize: batch } : {}),
          ...(onProgress ? { onProgress } : {}),
        }).catch(bad);
        if (progress) process.stderr.write('\r\x1b[K');
        process.exitCode = report(r, !!f.json, !!f.quiet);
      } catch (e) {
        if (progress) process.stderr.write('\r\x1b[K');
        throw e;
      } finally {
        intr.dispose();
      }
    });
}
