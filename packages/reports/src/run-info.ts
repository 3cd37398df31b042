// Reads run.json defensively: only what reports need (game, seed, decks, agents, command, versions).
import { readFile } from 'node:fs/promises';

export interface RunDeck {
  readonly name: string;
  readonly file?: string;
  /** Card ids, one per physical card, when run.json lists them. */
  readonly cards?: readonly string[];
  /** The deck file's text, when run.json stores it (parse it with the game to get card ids). */
  readonly text?: string;
}

/** A deck pairing as the runner defines it: deck A is the pair's first deck. */
export interface RunPair {
  readonly pair: number;
  readonly deck_a: string;
  readonly deck_b: string;
}

/** One seat's agent (or one deck's pilot) as run.json describes it (versioned name with every parameter). */
export interface RunSeat {
  readonly seat?: number;
  readonly deck?: string;
  readonly full: string;
  readonly random: boolean;
}

export interface RunInfo {
  readonly game?: string;
  readonly seed?: string;
  readonly agents: readonly string[];
  /** Deck name → its agent, when the run bound agents to decks (`--pilot`). */
  readonly pilots?: Readonly<Record<string, string>>;
  /** Who played each seat (or each deck, with pilots), versioned with every parameter, when run.json says. */
  readonly seats?: readonly RunSeat[];
  readonly decks: readonly RunDeck[];
  readonly pairs: readonly RunPair[];
  readonly gamesPerPair?: number;
  readonly command?: string;
  readonly versions: Readonly<Record<string, string>>;
  /** Everything else the runner wrote at the top level, as short text, for the metadata table. */
  readonly extra: Readonly<Record<string, string>>;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

function agentName(a: unknown): string | undefined {
  if (typeof a === 'string') return a;
  if (isObj(a)) return str(a.name) ?? str(a.id) ?? str(a.spec) ?? JSON.stringify(a);
  return undefined;
}

/** Interpret parsed run.json; ignores what it does not understand. */
export function parseRunInfo(json: unknown): RunInfo {
  const top = isObj(json) ? json : {};
  const spec = isObj(top.spec) ? top.spec : {};
  const decks: RunDeck[] = [];
  const rawDecks = Array.isArray(spec.decks) ? spec.decks : Array.isArray(top.decks) ? top.decks : [];
  for (const d of rawDecks) {
    if (typeof d === 'string') decks.push({ name: d });
    else if (isObj(d) && str(d.name) !== undefined) {
      const cards = Array.isArray(d.cards) ? d.cards.filter((c): c is string => typeof c === 'string') : undefined;
      const file = str(d.file);
      const text = typeof d.text === 'string' ? d.text : undefined;
      decks.push({ name: str(d.name)!, ...(file !== undefined ? { file } : {}), ...(cards ? { cards } : {}), ...(text !== undefined ? { text } : {}) });
    }
  }
  const rawAgents = spec.agents ?? top.agents;
  const agents = (Array.isArray(rawAgents) ? rawAgents : rawAgents !== undefined ? [rawAgents] : [])
    .map(agentName)
    .filter((a): a is string => a !== undefined);
  const rawPilots = spec.pilots;
  const pilots =
    Array.isArray(rawPilots) && rawPilots.length === decks.length && rawPilots.every((p) => typeof p === 'string')
      ? Object.fromEntries(decks.map((d, k) => [d.name, rawPilots[k] as string]))
      : undefined;
  const seats: RunSeat[] = [];
  if (Array.isArray(top.agents)) {
    for (const a of top.agents) {
      if (!isObj(a) || typeof a.full !== 'string') continue;
      const who = typeof a.seat === 'number' ? { seat: a.seat } : typeof a.deck === 'string' ? { deck: a.deck } : undefined;
      if (who) seats.push({ ...who, full: a.full, random: a.random === true });
    }
  }
  const versions: Record<string, string> = {};
  if (isObj(top.versions)) for (const [k, v] of Object.entries(top.versions)) versions[k] = str(v) ?? JSON.stringify(v);
  const command = Array.isArray(top.command) ? top.command.map(String).join(' ') : str(top.command);
  const gpp = spec.gamesPerPair ?? top.gamesPerPair;
  const pairs: RunPair[] = [];
  if (Array.isArray(top.pairs)) {
    for (const p of top.pairs) {
      if (isObj(p) && typeof p.pair === 'number' && typeof p.deck_a === 'string' && typeof p.deck_b === 'string') {
        pairs.push({ pair: p.pair, deck_a: p.deck_a, deck_b: p.deck_b });
      }
    }
  }
  // Scalar settings worth showing (spec first, then the run's own fields); lists and objects are left out.
  const extra: Record<string, string> = {};
  const skip = ['game', 'seed', 'spec', 'command', 'versions', 'decks', 'agents', 'pilots', 'pairs', 'gamesPerPair', 'text'];
  for (const src of [spec, top]) {
    for (const [k, v] of Object.entries(src)) {
      if (skip.includes(k) || v === null || typeof v === 'object') continue;
      const s = String(v);
      extra[k] = s.length > 4000 ? s.slice(0, 3997) + '...' : s;
    }
  }
  const game = str(top.game) ?? str(spec.game);
  const seed = str(top.seed) ?? str(spec.seed);
  return {
    ...(game !== undefined ? { game } : {}),
    ...(seed !== undefined ? { seed } : {}),
    agents,
    ...(pilots ? { pilots } : {}),
    ...(seats.length ? { seats } : {}),
    decks,
    pairs,
    ...(typeof gpp === 'number' ? { gamesPerPair: gpp } : {}),
    ...(command !== undefined ? { command } : {}),
    versions,
    extra,
  };
}

/**
 * Read run.json from a file. A missing file gives undefined; an unreadable one gives undefined and a
 * warning (the reports can be made from games.csv alone).
 */
export async function readRunInfo(file: string, warn: (msg: string) => void): Promise<RunInfo | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    warn(`${file}: ${(e as Error).message}`);
    return undefined;
  }
  try {
    return parseRunInfo(JSON.parse(text));
  } catch (e) {
    warn(`${file}: not valid JSON (${(e as Error).message}); reporting from games.csv alone`);
    return undefined;
  }
}
