// The run spec: everything that determines a run's games (and nothing that does not, like worker count).
import { createHash } from 'node:crypto';

/** A deck as a run holds it: its text is stored in run.json so a run can be replayed without the files. */
export interface DeckSource {
  /** Display name (unique within a run); the deck's `# name:` header or its file's base name. */
  readonly name: string;
  readonly file: string;
  readonly text: string;
}

export type Pairing = 'round-robin' | 'gauntlet';

export interface RunSpec {
  readonly game: string;
  readonly decks: readonly DeckSource[];
  /**
   * Agent spec of seat 0 and seat 1. With `pilots`, the field agent in both seats (what decks without a pilot
   * of their own play with); the pilots decide.
   */
  readonly agents: readonly [string, string];
  /** Deck agents: one agent spec per deck (in `decks` order); each deck's agent follows it between seats. */
  readonly pilots?: readonly string[];
  /** Games per deck pair (even: games come in seat-swapped pairs). With untilCi: the cap. */
  readonly gamesPerPair: number;
  readonly seed: string;
  readonly pairing: Pairing;
  /** Name of the gauntlet deck (pairing `gauntlet`). */
  readonly gauntlet?: string;
  /** Stop a deck pair once its pair-aware 95% half-width is at most this (schedule.ts). */
  readonly untilCi?: number;
  /** Games per pair per until-ci round (even). */
  readonly untilCiBatch?: number;
  readonly turnLimit?: number;
  readonly maxDecisions?: number;
  /** Wall-clock budget per game (0/absent: none). Makes results depend on machine speed: off by default. */
  readonly maxMs?: number;
  readonly options?: Readonly<Record<string, string | number | boolean>>;
}

/** Games per deck pair at most (beyond that, shard the run): far below 2^53 game indices. */
export const MAX_GAMES_PER_PAIR = 100_000_000;

/** Default games per pair per until-ci round. */
export const DEFAULT_UNTIL_CI_BATCH = 100;

/** Deck index pairs [a, b] the run plays: all pairs a < b (round robin) or the gauntlet deck against each other. */
export function pairsOf(spec: RunSpec): [number, number][] {
  const n = spec.decks.length;
  const out: [number, number][] = [];
  if (spec.pairing === 'gauntlet') {
    const g = spec.decks.findIndex((d) => d.name === spec.gauntlet);
    if (g < 0)
      throw new Error(`gauntlet deck "${spec.gauntlet}" is not among the run's decks (${spec.decks.map((d) => d.name).join(', ')})`);
    for (let b = 0; b < n; b++) if (b !== g) out.push([g, b]);
  } else {
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) out.push([a, b]);
  }
  return out;
}

/** Check a spec's invariants; throws an Error that says what to change. */
export function validateSpec(spec: RunSpec): void {
  if (!spec.game) throw new Error('no game: pass --game ID (or "game" in the spec file)');
  if (spec.decks.length < 2)
    throw new Error(`a run needs at least 2 decks; got ${spec.decks.length} (use --deck FILE twice or --decks DIR)`);
  const names = new Set<string>();
  for (const d of spec.decks) {
    if (names.has(d.name)) throw new Error(`two decks are named "${d.name}" (${d.file}); deck names must be unique in a run`);
    names.add(d.name);
  }
  if (!Number.isInteger(spec.gamesPerPair) || spec.gamesPerPair < 2 || spec.gamesPerPair % 2 !== 0) {
    throw new Error(`games per pair must be an even integer ≥ 2 (games come in seat-swapped pairs); got ${spec.gamesPerPair}`);
  }
  if (spec.gamesPerPair > MAX_GAMES_PER_PAIR) {
    throw new Error(
      `games per pair must be at most ${MAX_GAMES_PER_PAIR.toLocaleString('en-US')} (shard bigger runs); got ${spec.gamesPerPair}`,
    );
  }
  if (spec.pilots !== undefined && (spec.pilots.length !== spec.decks.length || spec.pilots.some((p) => typeof p !== 'string' || !p))) {
    throw new Error(`pilots must hold one agent spec per deck (${spec.decks.length}); got ${JSON.stringify(spec.pilots)}`);
  }
  if (spec.untilCi !== undefined && !(spec.untilCi > 0 && spec.untilCi < 0.5)) {
    throw new Error(`--until-ci must be a half-width in (0, 0.5), e.g. 0.03; got ${spec.untilCi}`);
  }
  if (spec.untilCiBatch !== undefined && (!Number.isInteger(spec.untilCiBatch) || spec.untilCiBatch < 2 || spec.untilCiBatch % 2)) {
    throw new Error(`until-ci batch must be an even integer ≥ 2; got ${spec.untilCiBatch}`);
  }
  for (const [k, v] of [
    ['turn limit', spec.turnLimit],
    ['max decisions', spec.maxDecisions],
    ['max ms', spec.maxMs],
  ] as const) {
    if (v !== undefined && (!Number.isInteger(v) || v < 0)) throw new Error(`${k} must be a non-negative integer; got ${v}`);
  }
  pairsOf(spec);
}

/** The canonical JSON of what determines the games (key order fixed). */
export function canonicalSpec(spec: RunSpec): string {
  return JSON.stringify({
    game: spec.game,
    decks: spec.decks.map((d) => ({ name: d.name, text: d.text })),
    agents: spec.agents,
    // Only when set, so the hash of a seat-agent spec does not change.
    ...(spec.pilots ? { pilots: spec.pilots } : {}),
    gamesPerPair: spec.gamesPerPair,
    seed: spec.seed,
    pairing: spec.pairing,
    gauntlet: spec.gauntlet ?? null,
    untilCi: spec.untilCi ?? null,
    untilCiBatch: spec.untilCi !== undefined ? (spec.untilCiBatch ?? DEFAULT_UNTIL_CI_BATCH) : null,
    turnLimit: spec.turnLimit ?? null,
    maxDecisions: spec.maxDecisions ?? null,
    maxMs: spec.maxMs ?? null,
    options: spec.options ?? null,
  });
}

/** 16 hex digits identifying a run's games: shards of one run share it. */
export function specHash(spec: RunSpec): string {
  return createHash('sha256').update(canonicalSpec(spec)).digest('hex').slice(0, 16);
}

/** Total number of game indices of a run (the until-ci cap when untilCi is set). */
export function totalGames(spec: RunSpec): number {
  return pairsOf(spec).length * spec.gamesPerPair;
}
