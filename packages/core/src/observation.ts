// Observation encodings: a game's fixed-size numeric tensor of what one player may know, built from `view()`.
//
// An encoding reads only the JSON that `game.view(state, player)` returns (and, for legal actions, the action
// integer and its `actionToString` text), so it can never show a player what the view hides. Each game package
// exports one as `observation` from `src/observation.ts`; its layout is documented in docs/env.md.
import type { CardPool, Deck, Game, GameConfig } from './contract.js';
import { Prng } from './rng.js';

/** One named block of an encoding: floats [offset, offset + length), read as `shape` when given. */
export interface ObsSegment {
  readonly name: string;
  readonly offset: number;
  readonly length: number;
  /** Row-major shape of the block (e.g. [slots, features]); absent for a flat vector. */
  readonly shape?: readonly number[];
  readonly doc: string;
}

export interface ObservationEncoding {
  /** The game id this encodes. */
  readonly game: string;
  /** Layout version: bump whenever a segment, a feature or a scale changes. */
  readonly version: string;
  /** Floats in one observation. */
  readonly size: number;
  readonly layout: readonly ObsSegment[];
  /** Floats per legal action. */
  readonly actionSize: number;
  readonly actionLayout: readonly ObsSegment[];
  /** Fill out[offset, offset + size) from `view` (what game.view returned). Overwrites every float. */
  encode(view: unknown, out: Float32Array, offset: number): void;
  /**
   * Fill out[offset, offset + actionSize) with the features of one legal action of the player whose view
   * this is: its integer, its actionToString text and the same view. Overwrites every float.
   */
  encodeAction(view: unknown, action: number, text: string, out: Float32Array, offset: number): void;
  /**
   * Optional fast path (the env server's): exactly the floats of `encode(game.view(state, player), out, offset)`,
   * read from the game state without building the view. It may read only what the view shows; checkObservation
   * compares it with the view path float for float at every decision.
   */
  encodeState?(state: unknown, player: number, out: Float32Array, offset: number): void;
  /**
   * Optional fast path: exactly the floats of `encodeAction(game.view(state, player), action,
   * game.actionToString(state, action), out, offset)` for a legal action of `player`, `player` to act.
   */
  encodeActionState?(state: unknown, player: number, action: number, out: Float32Array, offset: number): void;
}

/** Builds a layout block by block; `done()` gives the segments and the total size. */
export class LayoutBuilder {
  private readonly segs: ObsSegment[] = [];
  private size = 0;
  /** Reserve a block of `length` floats (or of shape rows × cols); returns its offset. */
  add(name: string, shape: number | readonly number[], doc: string): number {
    const dims = typeof shape === 'number' ? [shape] : shape;
    const length = dims.reduce((a, b) => a * b, 1);
    const offset = this.size;
    this.segs.push({ name, offset, length, ...(dims.length > 1 ? { shape: dims } : {}), doc });
    this.size += length;
    return offset;
  }
  done(): { layout: readonly ObsSegment[]; size: number } {
    return { layout: this.segs.slice(), size: this.size };
  }
}

/** One card's static features: its index in the card pool and `width` floats. */
export interface CardFeatures {
  readonly index: number;
  readonly f: Float32Array;
}

/**
 * The static feature rows of a game's card pool, built on first use: `features(data, f)` fills the `width`
 * floats of one card from its record's `data`. Looking up a card the pool lacks is an Error naming the game.
 */
export class CardFeatureTable<D> {
  private rows: Map<string, CardFeatures> | undefined;

  constructor(
    private readonly game: string,
    readonly width: number,
    private readonly pool: () => CardPool,
    private readonly features: (data: D, f: Float32Array) => void,
  ) {}

  has(id: string): boolean {
    return this.table().has(id);
  }

  row(id: string): CardFeatures {
    const row = this.table().get(id);
    if (!row) throw new Error(`${this.game} observation: the view names card "${id}", which is not in the card data`);
    return row;
  }

  /** A present flag at `at` and the card's features after it; returns the card index + 1 (its categorical id). */
  put(out: Float32Array, at: number, id: string): number {
    const row = this.row(id);
    out[at] = 1;
    out.set(row.f, at + 1);
    return row.index + 1;
  }

  private table(): Map<string, CardFeatures> {
    if (this.rows) return this.rows;
    const m = new Map<string, CardFeatures>();
    this.pool()
      .all()
      .forEach((c, index) => {
        const f = new Float32Array(this.width);
        this.features(c.data as D, f);
        m.set(c.id, { index, f });
      });
    return (this.rows = m);
  }
}

const CARD_REF = /\(([^()\s]+)\)/g;

/**
 * The card ids an action text names, in order. The contract's `actionToString` names cards as `Name (id)`,
 * so this reads them without any engine state. Fills `out` (cleared first) and returns it.
 */
export function cardIdsInText(text: string, out: string[]): string[] {
  out.length = 0;
  CARD_REF.lastIndex = 0;
  for (let m = CARD_REF.exec(text); m; m = CARD_REF.exec(text)) out.push(m[1]!);
  return out;
}

/** Write a one-hot of `index` over `n` floats at `at` (all zero when index is outside [0, n)). */
export function oneHot(out: Float32Array, at: number, n: number, index: number): void {
  for (let k = 0; k < n; k++) out[at + k] = 0;
  if (index >= 0 && index < n) out[at + index] = 1;
}

export interface ObservationCheckOptions {
  readonly games: number;
  readonly config: (i: number) => GameConfig;
  /** Check hidden-information invariance (a determinized clone encodes the same) every `every` decisions. */
  readonly every?: number;
}

/** Game i of an observation check: decks i and i·stride + 1 (mod their number), seeds `obs/i…`, seat i mod 2 starts. */
export function observationCheckGame(decks: readonly Deck[], stride: number): (i: number) => GameConfig {
  return (i) => ({
    decks: [decks[i % decks.length]!, decks[(i * stride + 1) % decks.length]!],
    shuffleSeeds: [`obs/${i}/0`, `obs/${i}/1`],
    engineSeed: `obs/${i}`,
    startWinner: (i % 2) as 0 | 1,
  });
}

/**
 * Play up to `steps` decisions of one game (decision n takes legal action n mod count) and encode every legal
 * action: each must have exactly one kind (its `kind` segment sums to 1; else an Error naming the action).
 * Returns how many actions had the present flag (first float) of segment `cardSegment` set.
 */
export function checkActionKinds<S>(game: Game<S>, enc: ObservationEncoding, config: GameConfig, cardSegment: string, steps = 300): number {
  const seg = (name: string): ObsSegment => {
    const found = enc.actionLayout.find((x) => x.name === name);
    if (!found) throw new Error(`${enc.game} observation: no action segment "${name}"`);
    return found;
  };
  const kind = seg('kind');
  const card = seg(cardSegment);
  const s = game.newGame(config);
  const legal = new Int32Array(game.maxLegalActions);
  const f = new Float32Array(enc.actionSize);
  let withCard = 0;
  for (let n = 0; n < steps && !game.isTerminal(s); n++) {
    const count = game.legalActions(s, legal);
    const view = game.view(s, game.currentPlayer(s));
    for (let i = 0; i < count; i++) {
      const text = game.actionToString(s, legal[i]!);
      enc.encodeAction(view, legal[i]!, text, f, 0);
      let kinds = 0;
      for (let k = 0; k < kind.length; k++) kinds += f[kind.offset + k]!;
      if (kinds !== 1) throw new Error(`${enc.game} observation, decision ${n}: action ${legal[i]} (${text}) has ${kinds} kinds`);
      if (f[card.offset] === 1) withCard++;
    }
    game.applyAction(s, legal[n % count]!);
  }
  return withCard;
}

/**
 * Play `games` random games and check an encoding at every decision: the layout tiles [0, size); encode and
 * encodeAction overwrite exactly their block (garbage around it survives, garbage inside does not matter),
 * give finite values, and give the same floats for the same view; and the acting player's observation does
 * not change when everything it cannot see is resampled (`determinize`). Throws an Error naming the game,
 * the decision and the check. Returns the largest absolute value seen (scales are meant to keep it small).
 */
export function checkObservation<S>(
  game: Game<S>,
  enc: ObservationEncoding,
  opts: ObservationCheckOptions,
): { decisions: number; maxAbs: number } {
  for (const [segs, size] of [
    [enc.layout, enc.size],
    [enc.actionLayout, enc.actionSize],
  ] as const) {
    let at = 0;
    for (const s of segs) {
      if (s.offset !== at) throw new Error(`${enc.game} observation: segment ${s.name} starts at ${s.offset}, expected ${at}`);
      at += s.length;
    }
    if (at !== size) throw new Error(`${enc.game} observation: segments cover ${at} floats, size says ${size}`);
  }
  const legal = new Int32Array(game.maxLegalActions);
  const pad = 8;
  const a = new Float32Array(enc.size + 2 * pad);
  const b = new Float32Array(enc.size + 2 * pad);
  const act = new Float32Array(enc.actionSize + 2 * pad);
  const actState = new Float32Array(enc.actionSize + 2 * pad);
  const every = opts.every ?? 7;
  let decisions = 0;
  let maxAbs = 0;
  const same = (x: Float32Array, y: Float32Array, n: number): number => {
    for (let k = 0; k < n; k++) if (x[pad + k] !== y[pad + k]) return k;
    return -1;
  };
  const segOf = (k: number): string => enc.layout.find((s) => k >= s.offset && k < s.offset + s.length)?.name ?? '?';
  for (let g = 0; g < opts.games; g++) {
    const cfg = opts.config(g);
    const s = game.newGame(cfg);
    const rng = new Prng(`observation-check/${g}`);
    let n = 0;
    const where = (what: string): string =>
      `${enc.game} observation check, game ${g} (engine seed ${cfg.engineSeed}), decision ${n}: ${what}`;
    const sameStatePath = (seat: number): void => {
      if (!enc.encodeState) return;
      enc.encode(game.view(s, seat), a, pad);
      enc.encodeState(s, seat, b, pad);
      const k = same(a, b, enc.size);
      if (k >= 0) throw new Error(where(`encodeState differs from encode(view) for seat ${seat} (float ${k}, segment ${segOf(k)})`));
    };
    while (!game.isTerminal(s)) {
      const p = game.currentPlayer(s);
      const view = game.view(s, p);
      a.fill(7);
      b.fill(-3);
      enc.encode(view, a, pad);
      enc.encode(JSON.parse(JSON.stringify(view)), b, pad);
      if (a[pad - 1] !== 7 || a[pad + enc.size] !== 7) throw new Error(where('encode wrote outside its block'));
      const diff = same(a, b, enc.size);
      if (diff >= 0) throw new Error(where(`encode is not a function of the view alone (float ${diff}, segment ${segOf(diff)})`));
      for (let k = 0; k < enc.size; k++) {
        const x = a[pad + k]!;
        if (!Number.isFinite(x)) throw new Error(where(`non-finite float ${k} (segment ${segOf(k)})`));
        maxAbs = Math.max(maxAbs, Math.abs(x));
      }
      if (n % every === 0) {
        const d = game.clone(s);
        game.determinize(d, p, new Prng(`observation-check/${g}/${n}`));
        enc.encode(game.view(d, p), b, pad);
        const leak = same(a, b, enc.size);
        if (leak >= 0)
          throw new Error(where(`the observation changed when hidden cards were resampled (float ${leak}, segment ${segOf(leak)})`));
      }
      if (enc.encodeState) {
        b.fill(-3);
        enc.encodeState(s, p, b, pad);
        if (b[pad - 1] !== -3 || b[pad + enc.size] !== -3) throw new Error(where('encodeState wrote outside its block'));
        const k = same(a, b, enc.size);
        if (k >= 0)
          throw new Error(where(`encodeState differs from encode(view) (float ${k}, segment ${segOf(k)}: ${b[pad + k]} vs ${a[pad + k]})`));
      }
      const count = game.legalActions(s, legal);
      for (let i = 0; i < count; i++) {
        act.fill(5);
        enc.encodeAction(view, legal[i]!, game.actionToString(s, legal[i]!), act, pad);
        if (enc.encodeActionState) {
          actState.fill(-5);
          enc.encodeActionState(s, p, legal[i]!, actState, pad);
          if (actState[pad - 1] !== -5 || actState[pad + enc.actionSize] !== -5)
            throw new Error(where('encodeActionState wrote outside its block'));
          for (let k = 0; k < enc.actionSize; k++)
            if (actState[pad + k] !== act[pad + k])
              throw new Error(
                where(
                  `encodeActionState differs from encodeAction for action ${legal[i]} (${game.actionToString(s, legal[i]!)}), float ${k}`,
                ),
              );
        }
        if (act[pad - 1] !== 5 || act[pad + enc.actionSize] !== 5) throw new Error(where('encodeAction wrote outside its block'));
        for (let k = 0; k < enc.actionSize; k++) {
          const x = act[pad + k]!;
          if (!Number.isFinite(x)) throw new Error(where(`non-finite action feature ${k} of action ${legal[i]}`));
          maxAbs = Math.max(maxAbs, Math.abs(x));
        }
      }
      // The state path for the other seat too (the env's `final_obs` is the view of the seat that acted last).
      if (n % every === 0) sameStatePath(1 - p);
      game.applyAction(s, legal[rng.int(count)]!);
      n++;
      decisions++;
    }
    sameStatePath(0);
    sameStatePath(1);
  }
  return { decisions, maxAbs };
}
