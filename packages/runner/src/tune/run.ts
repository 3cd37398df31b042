// A tune run: checks every input before writing anything, plays the search's units on the worker pool, logs
// each unit in task order (tune-units.csv, the source of resume), and writes the results when the search ends.
import type { Deck, Game } from '@tcglab/core';
import { deriveSeed } from '@tcglab/core';
import { join, resolve } from 'node:path';
import { loadGame } from '../games.js';
import { newRunDir, pointLatest, shq } from '../run-dir.js';
import { TCGLAB_VERSION } from '../version.js';
import { OpponentSequence } from './allocation.js';
import { swapsOf, type IllegalSwap, type SwapSet } from './candidates.js';
import { unitExecutor, type UnitExecutor } from './executor.js';
import { UnitLog, readUnits, unitKey, unitLine, type LoggedUnit } from './log.js';
import { writeTuneOutputs, type UnitFailure } from './outputs.js';
import { TuneBudgetError, minimumStageGames, planStage } from './plan.js';
import type { UnitContext } from './play-unit.js';
import { claimTuneDir, readTuneJson, writeTuneJson, type TuneJson } from './run-dir.js';
import { runSearch, type CandidateResult, type Phase, type SearchEvent, type SearchResult, type UnitTask } from './search.js';
import { TuneInputError, tuneSpecHash, validateTuneSpec, type TuneSpec } from './spec.js';

export interface TuneOptions {
  /** A new run (ignored when resuming). */
  readonly spec?: TuneSpec;
  /** Pool ids named one by one on the command line: each must be able to enter the deck. */
  readonly explicitPool?: ReadonlySet<string>;
  readonly resumeDir?: string;
  readonly outDir?: string;
  /** Parent of default folders (`reports/<date>-tune-<deck>-<seed>/`). */
  readonly reportsBase?: string;
  /** Worker threads; 0 plays in this thread. */
  readonly workers: number;
  /** Units per worker task (does not change results). */
  readonly batchSize?: number;
  readonly command?: string;
  /** Use this game object instead of loading it by id (in-process tests). */
  readonly game?: Game<unknown>;
  /** Stop dispatching when aborted; finished units are logged and the run stays resumable. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: TuneProgress) => void;
  /** Called after units are logged, with the games done so far (tests use it to interrupt). */
  readonly onLogged?: (gamesDone: number) => void;
}

export interface TuneProgress {
  readonly stage: number;
  readonly stages: number;
  readonly phase: Phase;
  /** 1-based race round being played (0 in the confirmation) and the stage's race rounds. */
  readonly round: number;
  readonly rounds: number;
  /** Candidates still in the race. */
  readonly left: number;
  readonly leader?: {
    readonly label: string;
    readonly mean: number;
    readonly low: number;
    readonly high: number;
    readonly confirmed: boolean;
  };
  readonly gamesDone: number;
  /** Games the search will play if every stage runs (an upper bound). */
  readonly gamesPlanned: number;
  readonly gamesPerSecond: number;
  readonly etaSeconds: number;
}

export interface TuneResult {
  readonly dir: string;
  readonly tuneJson: TuneJson;
  readonly search?: SearchResult;
  readonly gamesDone: number;
  /** Games played by this invocation. */
  readonly played: number;
  readonly resumedGames: number;
  readonly failedUnits: number;
  readonly complete: boolean;
  readonly interrupted: boolean;
  readonly seconds: number;
  readonly notes: string[];
  readonly files: string[];
  readonly failures: UnitFailure[];
  /** Card name of an id (for printing swaps). */
  readonly nameOf: (id: string) => string;
}

const RANDOM_NOTE =
  "random agents: a card's value here is how the deck plays itself under random play (which cards help a deck that " +
  'plays at random), not its value in skilled hands; tune with a stronger agent (--agents greedy, mcts, …) for that';

class TuneInterrupted extends Error {
  override name = 'TuneInterrupted';
}

/** Everything checked and parsed before a folder is written. */
interface Prepared {
  readonly game: Game<unknown>;
  readonly incumbent: Deck;
  readonly seq: OpponentSequence;
  readonly stage1: SwapSet;
  readonly ctx: UnitContext;
  readonly nameOf: (id: string) => string;
}

async function prepare(spec: TuneSpec, explicit: ReadonlySet<string>, gameObj?: Game<unknown>): Promise<Prepared> {
  validateTuneSpec(spec);
  const game = gameObj ?? (await loadGame(spec.game));
  const incumbent = game.parseDeck(spec.deck.text, spec.deck.file);
  for (const d of spec.field) game.parseDeck(d.text, d.file);
  for (const id of spec.pool) {
    const c = game.cards.resolve(id);
    if (!c) throw new TuneInputError(`the pool holds unknown card "${id}"`);
    if (!c.playable)
      throw new TuneInputError(`the pool holds ${c.name} (${id}), which cannot be played (${c.unsupported ?? 'not implemented'})`);
  }
  const nameOf = (id: string): string => game.cards.resolve(id)?.name ?? id;
  for (const id of spec.swapOut ?? []) {
    const c = game.cards.resolve(id);
    if (!c) throw new TuneInputError(`--swap-out names unknown card "${id}"`);
    if (!incumbent.cards.some((x) => nameOf(x) === c.name))
      throw new TuneInputError(`--swap-out ${c.name}: ${incumbent.name} holds no copy of it`);
  }
  const stage1 = swapsOf(game, incumbent.cards, spec.pool, spec.swapOut);
  for (const id of explicit) {
    if (stage1.candidates.some((c) => c.in === id)) continue;
    const why = stage1.illegal.find((x) => x.in === id);
    throw new TuneInputError(
      `${nameOf(id)} cannot be swapped into ${incumbent.name}: ${why ? `every swap gives an illegal deck (${why.reason})` : 'no card that may leave the deck is another card'}`,
    );
  }
  if (stage1.candidates.length === 0) {
    const why = [...new Set(stage1.illegal.map((x) => x.reason))].slice(0, 3);
    throw new TuneInputError(
      `no legal swap: every swap of the pool into ${incumbent.name} gives an illegal deck${why.length ? ` (${why.join('; ')})` : ''}`,
    );
  }
  const seq = new OpponentSequence(spec.field.map((d) => d.weight));
  const ctx: UnitContext = {
    game: spec.game,
    opponents: spec.field.map((d) => ({ name: d.name, file: d.file, text: d.text })),
    agents: spec.agents,
    ...(spec.pilots ? { pilots: spec.pilots } : {}),
    ...(spec.turnLimit !== undefined ? { turnLimit: spec.turnLimit } : {}),
    ...(spec.maxDecisions !== undefined ? { maxDecisions: spec.maxDecisions } : {}),
  };
  return { game, incumbent, seq, stage1, ctx, nameOf };
}

/** Refuse a games budget too small for the first stage's plan, naming the minimum. */
function checkBudget(spec: TuneSpec, games: number, n: number, lap: number): void {
  const o = { finalists: spec.finalists, confirmShare: spec.confirmShare, lap };
  try {
    planStage(n, { ...o, games: Math.floor(games / spec.swaps) });
  } catch (e) {
    if (!(e instanceof TuneBudgetError)) throw e;
    const min = minimumStageGames(n, o) * spec.swaps;
    throw new TuneBudgetError(
      `a budget of ${games} games is too small for ${n} candidate swaps (${e.message}); it needs at least ${min} games` +
        `${spec.swaps > 1 ? ` for ${spec.swaps} stages` : ''}: raise --budget, narrow --pool, or lower --finalists`,
    );
  }
}

/** `tcglab tune …` flags that replay the same search from scratch. */
function reproduceCommand(spec: TuneSpec, games: number): string {
  const a = ['tcglab', 'tune', '--game', spec.game, '--deck', spec.deck.file];
  if (spec.fieldArgs?.length) for (const v of spec.fieldArgs) a.push('--vs', v);
  else for (const d of spec.field) a.push('--vs', d.weight === 1 ? d.file : `${d.file}@${d.weight}`);
  for (const p of spec.poolArgs ?? [spec.pool.join(',')]) a.push('--pool', p);
  if (spec.swapOut) a.push('--swap-out', spec.swapOut.join(','));
  a.push('--swaps', String(spec.swaps));
  if (spec.pilots) a.push('--pilot', spec.pilots[0], '--field-agent', spec.pilots[1]);
  else a.push('--agent', spec.agents[0], '--agent', spec.agents[1]);
  a.push('--budget', String(games), '--seed', spec.seed);
  a.push('--finalists', String(spec.finalists), '--confirm-share', String(spec.confirmShare), '--alpha', String(spec.alpha));
  if (spec.turnLimit !== undefined) a.push('--turn-limit', String(spec.turnLimit));
  if (spec.maxDecisions !== undefined) a.push('--max-decisions', String(spec.maxDecisions));
  return a.map(shq).join(' ');
}

const unitSeed = (spec: TuneSpec, t: Pick<UnitTask, 'stage' | 'phase' | 'unit'>): string =>
  deriveSeed(spec.seed, 'tune', t.stage, t.phase, t.unit);

function swapLabel(c: CandidateResult, nameOf: (id: string) => string): string {
  return `−${nameOf(c.candidate.out)} +${nameOf(c.candidate.in)}`;
}

/** Play the incumbent's first stage-1 race units for a few seconds and turn a time budget into games. */
async function calibrate(
  spec: TuneSpec,
  p: Prepared,
  exec: UnitExecutor,
  seconds: number,
  cache: Map<string, LoggedUnit>,
): Promise<{ games: number; rate: number }> {
  const t0 = Date.now();
  const target = Math.min(5_000, seconds * 50);
  let u = 0;
  let games = 0;
  const batch = 4;
  while (Date.now() - t0 < target || games < 8 * exec.concurrency) {
    const round = Array.from({ length: exec.concurrency }, (_, k) => u + k * batch);
    await Promise.all(
      round.map(async (from) => {
        const units = Array.from({ length: batch }, (_, j) => ({
          seed: unitSeed(spec, { stage: 1, phase: 'race', unit: from + j }),
          opponent: p.seq.opponentOf(from + j),
        }));
        const rows = await exec.run({ cards: p.incumbent.cards, units });
        rows.forEach((r, j) => cache.set(unitKey(1, 'race', 0, from + j), { ...r, ...units[j]! }));
      }),
    );
    u += exec.concurrency * batch;
    games += 2 * exec.concurrency * batch;
  }
  const rate = games / Math.max(0.001, (Date.now() - t0) / 1000);
  return { games: Math.floor(rate * seconds), rate };
}

export async function runTune(opts: TuneOptions): Promise<TuneResult> {
  const t0 = Date.now();
  const prior = opts.resumeDir ? readTuneJson(opts.resumeDir) : undefined;
  const spec = prior?.spec ?? opts.spec;
  if (!spec) throw new Error('runTune: no spec');
  if (prior && tuneSpecHash(prior.spec) !== prior.specHash) {
    throw new TuneInputError(`${opts.resumeDir}/tune.json: its spec does not match its hash ${prior.specHash}; the file was edited`);
  }
  const p = await prepare(spec, prior ? new Set() : (opts.explicitPool ?? new Set()), opts.game);
  if (prior && prior.versions.game !== p.game.version) {
    throw new TuneInputError(
      `${opts.resumeDir} was played with ${spec.game} engine ${prior.versions.game}, but this is ${p.game.version}: resuming would mix rules versions`,
    );
  }
  const lap = p.seq.lap();
  const workers = Math.max(0, Math.floor(opts.workers));
  const notes: string[] = [];
  if ((spec.pilots ? [spec.pilots[0]] : spec.agents).some((a) => /^random\b/.test(a))) notes.push(RANDOM_NOTE);
  const cache = new Map<string, LoggedUnit>();
  let budgetGames: number;
  let exec: UnitExecutor | undefined;
  if (prior) budgetGames = prior.budgetGames;
  else if ('games' in spec.budget) budgetGames = spec.budget.games;
  else {
    exec = unitExecutor(p.game, p.ctx, workers);
    const c = await calibrate(spec, p, exec, spec.budget.seconds, cache).catch(async (e: unknown) => {
      await exec!.close();
      throw e;
    });
    budgetGames = c.games;
    notes.push(
      `time budget ${spec.budget.seconds}s → ${budgetGames} games at the ${c.rate.toFixed(0)} games/s measured here: a time budget is not ` +
        `reproducible across machines or loads; rerun with --budget ${budgetGames} to get this exact result anywhere`,
    );
  }
  try {
    checkBudget(spec, budgetGames, p.stage1.candidates.length, lap);
  } catch (e) {
    await exec?.close();
    throw e;
  }

  // Everything is checked: from here on, the run folder exists.
  let dir: string;
  if (opts.resumeDir) dir = opts.resumeDir;
  else if (opts.outDir) dir = claimTuneDir(opts.outDir);
  else {
    dir = newRunDir(opts.reportsBase ?? 'reports', `tune-${p.incumbent.name}`, spec.seed);
    pointLatest(dir);
  }
  const shown = resolve(dir).startsWith(process.cwd() + '/') ? resolve(dir).slice(process.cwd().length + 1) : resolve(dir);
  const tuneJson: TuneJson = prior
    ? { ...prior, status: 'running' }
    : {
        format: 'tcglab-tune/1',
        specHash: tuneSpecHash(spec),
        spec,
        budgetGames,
        command: opts.command ?? '',
        cwd: process.cwd(),
        reproduce: reproduceCommand(spec, budgetGames),
        resume: `tcglab tune --resume ${shq(shown)}`,
        status: 'running',
        startedAt: new Date().toISOString(),
        versions: { tcglab: TCGLAB_VERSION, node: process.version, game: p.game.version },
        notes,
      };
  writeTuneJson(dir, tuneJson);

  const unitsFile = join(dir, 'tune-units.csv');
  const known = readUnits(unitsFile);
  const log = new UnitLog(unitsFile);
  exec ??= unitExecutor(p.game, p.ctx, workers);
  const window = Math.max(4, exec.concurrency * 4);
  const batchMax = opts.batchSize ?? 8;
  const failures: UnitFailure[] = [];
  let gamesDone = 0;
  let played = 0;
  let resumedGames = 0;
  const tStart = Date.now();
  let stageNow = 1;
  let planGames = 0;
  let doneBeforeStage = 0;
  let view: Omit<TuneProgress, 'gamesDone' | 'gamesPlanned' | 'gamesPerSecond' | 'etaSeconds'> = {
    stage: 1,
    stages: spec.swaps,
    phase: 'race',
    round: 1,
    rounds: 0,
    left: p.stage1.candidates.length,
  };
  let lastProgress = 0;
  const progress = (force = false): void => {
    if (!opts.onProgress) return;
    const now = Date.now();
    if (!force && now - lastProgress < 250) return;
    lastProgress = now;
    const planned = doneBeforeStage + planGames * (spec.swaps - stageNow + 1);
    const gps = played / Math.max(0.001, (now - tStart) / 1000);
    opts.onProgress({
      ...view,
      gamesDone,
      gamesPlanned: planned,
      gamesPerSecond: gps,
      etaSeconds: gps > 0 ? Math.max(0, planned - gamesDone) / gps : NaN,
    });
  };
  const ticker = opts.onProgress ? setInterval(() => progress(), 250) : undefined;
  ticker?.unref();

  const play = async (tasks: readonly UnitTask[]): Promise<number[]> => {
    const n = tasks.length;
    const rows: (LoggedUnit | undefined)[] = new Array<LoggedUnit | undefined>(n);
    const logged = new Uint8Array(n);
    const pending: number[] = [];
    for (let k = 0; k < n; k++) {
      const t = tasks[k]!;
      const key = unitKey(t.stage, t.phase, t.deck, t.unit);
      const seed = unitSeed(spec, t);
      const hit = known.get(key) ?? cache.get(key);
      if (!hit) {
        pending.push(k);
        continue;
      }
      if (hit.seed !== seed || hit.opponent !== t.opponent) {
        throw new TuneInputError(
          `${unitsFile}: unit ${key} was played with seed ${hit.seed} against opponent ${hit.opponent}, not ${seed} against ${t.opponent}: the file does not belong to this run`,
        );
      }
      rows[k] = hit;
      if (known.has(key)) {
        logged[k] = 1;
        resumedGames += 2;
      } else played += 2;
      cache.delete(key);
      gamesDone += 2;
    }
    const batches: number[][] = [];
    for (const k of pending) {
      const last = batches[batches.length - 1];
      if (last && last.length < batchMax && last[last.length - 1] === k - 1 && tasks[k - 1]!.cards === tasks[k]!.cards) last.push(k);
      else batches.push([k]);
    }
    let w = 0;
    const flush = (): void => {
      let text = '';
      while (w < n && rows[w]) {
        const t = tasks[w]!;
        const r = rows[w]!;
        if (r.error)
          failures.push({
            stage: t.stage,
            phase: t.phase,
            deck: t.deck,
            unit: t.unit,
            opponent: t.opponent,
            seed: r.seed,
            error: r.error,
            cards: t.cards,
          });
        if (!logged[w]) text += unitLine(t.stage, t.phase, t.deck, t.unit, r);
        w++;
      }
      log.write(text);
    };
    flush();
    let next = 0;
    let fatal: unknown;
    const inflight = new Set<Promise<void>>();
    for (;;) {
      while (!opts.signal?.aborted && fatal === undefined && next < batches.length && inflight.size < window) {
        const b = batches[next++]!;
        const units = b.map((k) => ({ seed: unitSeed(spec, tasks[k]!), opponent: tasks[k]!.opponent }));
        const job: Promise<void> = exec!
          .run({ cards: tasks[b[0]!]!.cards, units })
          .then(
            (res) => {
              res.forEach((r, j) => (rows[b[j]!] = { ...r, ...units[j]! }));
              played += 2 * b.length;
              gamesDone += 2 * b.length;
            },
            (e: unknown) => {
              fatal ??= e;
            },
          )
          .finally(() => inflight.delete(job));
        inflight.add(job);
      }
      if (inflight.size === 0) break;
      await Promise.race(inflight);
      flush();
      opts.onLogged?.(gamesDone);
      progress();
    }
    flush();
    if (fatal !== undefined) throw fatal;
    if (w < n) throw new TuneInterrupted('interrupted');
    return rows.map((r) => r!.points);
  };

  const onEvent = (e: SearchEvent): void => {
    if (e.kind === 'stage') {
      stageNow = e.stage;
      doneBeforeStage = gamesDone;
      planGames = e.plan.games;
      view = {
        ...view,
        stage: e.stage,
        phase: e.plan.rounds.length ? 'race' : 'confirm',
        round: e.plan.rounds.length ? 1 : 0,
        rounds: e.plan.rounds.length,
        left: e.plan.candidates,
      };
      const first = e.plan.rounds[0];
      if (first && first.to - first.from < lap) {
        notes.push(
          `stage ${e.stage}: race round 1 gives each of ${e.plan.candidates} candidates ${first.to - first.from} deal(s), less than one lap of the ` +
            `${p.seq.size}-deck field: the first cut is coarse; a larger --budget or a narrower --pool sharpens it`,
        );
      }
    } else {
      const l = e.leader;
      const ci = e.phase === 'confirm' ? l?.confirmInterval : l?.raceInterval;
      const est = e.phase === 'confirm' ? l?.confirm : l?.race;
      view = {
        ...view,
        phase: e.phase === 'race' && e.round < e.rounds ? 'race' : 'confirm',
        round: e.phase === 'race' && e.round < e.rounds ? e.round + 1 : 0,
        left: e.left,
        ...(l && ci && est
          ? { leader: { label: swapLabel(l, p.nameOf), mean: est.mean, low: ci.low, high: ci.high, confirmed: e.phase === 'confirm' } }
          : {}),
      };
    }
    progress(true);
  };

  const illegalByStage = new Map<number, IllegalSwap[]>([[1, p.stage1.illegal]]);
  let search: SearchResult | undefined;
  let interrupted = false;
  try {
    search = await runSearch({
      start: p.incumbent.cards,
      stages: spec.swaps,
      gamesPerStage: Math.floor(budgetGames / spec.swaps),
      finalists: spec.finalists,
      confirmShare: spec.confirmShare,
      alpha: spec.alpha,
      field: p.seq,
      candidatesFor: (stage, cards) => {
        if (stage === 1) return p.stage1.candidates;
        const s = swapsOf(p.game, cards, spec.pool, spec.swapOut);
        illegalByStage.set(stage, s.illegal);
        return s.candidates;
      },
      play,
      onEvent,
    });
  } catch (e) {
    if (!(e instanceof TuneInterrupted)) throw e;
    interrupted = true;
  } finally {
    if (ticker) clearInterval(ticker);
    log.close();
    await exec.close();
  }
  progress(true);
  let files: string[] = [];
  if (search) {
    files = writeTuneOutputs(dir, {
      spec,
      tuneJson,
      search,
      illegalByStage,
      failures,
      nameOf: p.nameOf,
      incumbentName: p.incumbent.name,
      notes,
      lap,
    });
  }
  tuneJson.status = interrupted || !search ? 'interrupted' : 'complete';
  tuneJson.finishedAt = new Date().toISOString();
  tuneJson.seconds = Math.round((Date.now() - t0) / 100) / 10;
  tuneJson.notes = [...new Set([...(tuneJson.notes ?? []), ...notes])];
  writeTuneJson(dir, tuneJson);
  return {
    dir,
    tuneJson,
    ...(search ? { search } : {}),
    gamesDone,
    played,
    resumedGames,
    failedUnits: new Set(failures.map((f) => unitKey(f.stage, f.phase, f.deck, f.unit))).size,
    complete: !!search && !interrupted,
    interrupted,
    seconds: (Date.now() - t0) / 1000,
    notes: tuneJson.notes,
    files,
    failures,
    nameOf: p.nameOf,
  };
}
