// `tcglab env` sessions: the `open` request read into a checked configuration (decks, seats, sizes, options).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAgentSpec } from '@tcglab/agents';
import type { Game, ObservationEncoding } from '@tcglab/core';
import { extraGameModules, GAME_PACKAGES, knownGameIds, loadGame } from '../games.js';
import { readRunJson } from '../run-dir.js';
import { validateSpec, type DeckSource, type RunSpec } from '../spec.js';

/** Games per deck pair of an env session that is not opened from a run folder: large, so streams rarely wrap. */
export const ENV_GAMES_PER_PAIR = 1_000_000;
export const DEFAULT_MAX_ACTIONS = 64;
const MAX_ENVS = 4096;

/** What an env session plays and returns. */
export interface EnvConfig {
  readonly game: Game<unknown>;
  readonly encoding: ObservationEncoding;
  /** The run the games come from: game index i of a session is game i of this run. */
  readonly spec: RunSpec;
  /** Per seat: the agent spec that plays it inside the server, or null for the client. */
  readonly seats: readonly [string | null, string | null];
  readonly numEnvs: number;
  /** Legal actions that get a feature row and a mask slot (the `count` field always tells the full number). */
  readonly maxActions: number;
  /**
   * Tensors as JSON number arrays, base64 strings of little-endian float32/int32, or `[offset, length]` into
   * raw bytes that follow the answer line (`bin_bytes` of them: the fastest, what the Python client uses).
   */
  readonly wire: 'json' | 'base64' | 'binary';
  /** Extra per-decision data: the view's JSON, the legal actions' texts. */
  readonly withView: boolean;
  readonly withText: boolean;
  /** Send a feature row per legal action (`act`); off, the answer has no `act` tensor and builds no action text. */
  readonly withAct: boolean;
  /** A finished game is replaced by the next game of its env's stream within the same step. */
  readonly autoreset: boolean;
  /** An illegal client action: the client's seat loses (`lose`, as for any tcglab agent) or the request fails. */
  readonly illegal: 'lose' | 'error';
}

/** A request problem: the session answers `{ok: false, error}` and stays usable. */
export class EnvRequestError extends Error {
  override name = 'EnvRequestError';
}

const OPEN_KEYS = new Set([
  'op',
  'id',
  'game',
  'decks',
  'run',
  'seed',
  'games_per_pair',
  'gauntlet',
  'agents',
  'num_envs',
  'max_actions',
  'encoding',
  'view',
  'text',
  'act',
  'autoreset',
  'illegal',
  'turn_limit',
  'max_decisions',
  'options',
]);

function bad(msg: string): never {
  throw new EnvRequestError(msg);
}

function intField(req: Record<string, unknown>, key: string, min: number, dflt: number): number {
  const v = req[key];
  if (v === undefined) return dflt;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) bad(`"${key}" must be an integer ≥ ${min}; got ${JSON.stringify(v)}`);
  return v;
}

function boolField(req: Record<string, unknown>, key: string, dflt: boolean): boolean {
  const v = req[key];
  if (v === undefined) return dflt;
  if (typeof v !== 'boolean') bad(`"${key}" must be true or false; got ${JSON.stringify(v)}`);
  return v;
}

/** Deck files (a folder means its *.txt files, sorted), parsed; names made unique like `tcglab play` does. */
function loadDecks(game: Game<unknown>, paths: unknown): DeckSource[] {
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
    bad('"decks" must be a non-empty list of deck files or folders');
  }
  const files: string[] = [];
  for (const p of paths as string[]) {
    if (!existsSync(p)) bad(`deck file ${p} does not exist`);
    if (statSync(p).isDirectory()) {
      const inDir = readdirSync(p)
        .filter((f) => f.endsWith('.txt'))
        .sort();
      if (inDir.length === 0) bad(`deck folder ${p} holds no .txt deck files`);
      files.push(...inDir.map((f) => join(p, f)));
    } else files.push(p);
  }
  // One deck means a mirror match: the same list in both seats.
  if (files.length === 1) files.push(files[0]!);
  const names = new Set<string>();
  return files.map((file) => {
    const text = readFileSync(file, 'utf8');
    let name: string;
    try {
      name = game.parseDeck(text, file).name;
    } catch (e) {
      bad((e as Error).message);
    }
    let unique = name;
    for (let k = 2; names.has(unique); k++) unique = `${name} (${k})`;
    names.add(unique);
    return { name: unique, file, text };
  });
}

function seatsOf(v: unknown): [string | null, string | null] {
  if (v === undefined) return [null, null];
  if (!Array.isArray(v) || v.length !== 2)
    bad('"agents" must be a list of two entries: an agent spec, or null for a seat the client plays');
  const out = v.map((a, seat) => {
    if (a === null) return null;
    if (typeof a !== 'string') bad(`"agents"[${seat}] must be an agent spec string or null`);
    try {
      parseAgentSpec(a);
    } catch (e) {
      bad(`"agents"[${seat}]: ${(e as Error).message}`);
    }
    return a;
  }) as [string | null, string | null];
  if (out[0] !== null && out[1] !== null) bad('"agents": at least one seat must be null (played by the client)');
  return out;
}

/** The `observation` export of a game's package (the same module `loadGame` reads). */
export async function loadEncoding(gameId: string): Promise<ObservationEncoding> {
  const pkg = extraGameModules()[gameId] ?? GAME_PACKAGES[gameId];
  if (!pkg) bad(`unknown game "${gameId}"; known games: ${knownGameIds().join(', ')}`);
  const mod = (await import(pkg)) as { observation?: ObservationEncoding };
  if (!mod.observation) bad(`game "${gameId}" has no observation encoding (its package exports no \`observation\`)`);
  return mod.observation;
}

function maxEnvs(req: Record<string, unknown>): number {
  if (typeof req['num_envs'] === 'number' && req['num_envs'] > MAX_ENVS) bad(`"num_envs" is at most ${MAX_ENVS}; got ${req['num_envs']}`);
  return MAX_ENVS;
}

/** Read and check an `open` request. Paths are relative to the server's working folder. */
export async function readOpen(req: Record<string, unknown>): Promise<EnvConfig> {
  for (const k of Object.keys(req)) if (!OPEN_KEYS.has(k)) bad(`open: unknown field "${k}"; known: ${[...OPEN_KEYS].join(', ')}`);
  let spec: RunSpec;
  if (req['run'] !== undefined) {
    if (typeof req['run'] !== 'string') bad('"run" must be a run folder path');
    for (const k of ['game', 'decks', 'seed', 'games_per_pair', 'gauntlet', 'turn_limit', 'max_decisions', 'options']) {
      if (req[k] !== undefined) bad(`"run" takes the games from ${req['run']}/run.json; drop "${k}"`);
    }
    try {
      spec = readRunJson(req['run']).spec;
    } catch (e) {
      bad((e as Error).message);
    }
  } else {
    const gameId = req['game'];
    if (typeof gameId !== 'string') bad(`"game" is required (${knownGameIds().join(', ')}), or "run" with a run folder`);
    if (!knownGameIds().includes(gameId)) bad(`unknown game "${gameId}"; known games: ${knownGameIds().join(', ')}`);
    const g = await loadGame(gameId);
    const decks = loadDecks(g, req['decks']);
    const gauntlet = req['gauntlet'];
    if (gauntlet !== undefined && (typeof gauntlet !== 'string' || !decks.some((d) => d.name === gauntlet))) {
      bad(`"gauntlet" must name one of the decks: ${decks.map((d) => d.name).join(', ')}`);
    }
    const options = req['options'];
    if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options)))
      bad('"options" must be an object');
    const turnLimit = intField(req, 'turn_limit', 1, 0);
    const maxDecisions = intField(req, 'max_decisions', 1, 0);
    const seed = req['seed'] ?? '1';
    if (typeof seed !== 'string' && typeof seed !== 'number') bad('"seed" must be a string or a number');
    spec = {
      game: gameId,
      decks,
      agents: ['client', 'client'],
      gamesPerPair: intField(req, 'games_per_pair', 2, ENV_GAMES_PER_PAIR),
      seed: String(seed),
      pairing: gauntlet !== undefined ? 'gauntlet' : 'round-robin',
      ...(gauntlet !== undefined ? { gauntlet: gauntlet as string } : {}),
      ...(turnLimit ? { turnLimit } : {}),
      ...(maxDecisions ? { maxDecisions } : {}),
      ...(options ? { options: options as Record<string, string | number | boolean> } : {}),
    };
    try {
      validateSpec(spec);
    } catch (e) {
      bad((e as Error).message);
    }
  }
  const game = await loadGame(spec.game);
  const encodingName = req['encoding'] ?? 'json';
  if (encodingName !== 'json' && encodingName !== 'base64' && encodingName !== 'binary') {
    bad(`"encoding" must be "json", "base64" or "binary"; got ${JSON.stringify(encodingName)}`);
  }
  const illegal = req['illegal'] ?? 'lose';
  if (illegal !== 'lose' && illegal !== 'error') bad(`"illegal" must be "lose" or "error"; got ${JSON.stringify(illegal)}`);
  return {
    game,
    encoding: await loadEncoding(spec.game),
    spec,
    seats: seatsOf(req['agents']),
    numEnvs: Math.min(intField(req, 'num_envs', 1, 1), maxEnvs(req)),
    maxActions: intField(req, 'max_actions', 1, DEFAULT_MAX_ACTIONS),
    wire: encodingName,
    withView: boolField(req, 'view', false),
    withText: boolField(req, 'text', false),
    withAct: boolField(req, 'act', true),
    autoreset: boolField(req, 'autoreset', false),
    illegal,
  };
}

/** The observation and action layouts of an encoding as Markdown tables (docs/env.md, `tcglab env --layout`). */
export function layoutMarkdown(enc: ObservationEncoding): string {
  const table = (segs: ObservationEncoding['layout']): string =>
    '| segment | offset | length | shape | contents |\n| --- | --- | --- | --- | --- |\n' +
    segs.map((s) => `| \`${s.name}\` | ${s.offset} | ${s.length} | ${s.shape ? s.shape.join('×') : ''} | ${s.doc} |`).join('\n');
  return (
    `Observation: ${enc.size} floats.\n\n${table(enc.layout)}\n\n` +
    `Each legal action: ${enc.actionSize} floats.\n\n${table(enc.actionLayout)}\n`
  );
}
