// games.csv as bytes: a worker writes each finished game's row straight into its batch's byte buffer, from the game's
// record and its card use (numbers: `Game.cardUse` over `Game.cardIds`), with every text a run repeats (deck names,
// agent specs, end reasons, card ids) checked for quoting and encoded once per run. No list, string or row object
// per game; the main thread writes a batch's bytes as they come. The same bytes as `gameRowToCsv(gameRow(…))`
// (test/row-line.test.ts, quoting cases included).
import { CardUse, SEEN_IN_HAND, SEEN_IN_OPENING, SEEN_ONLY_FROM_SHIELDS, type Deck, type Game, type GameRecord } from '@tcglab/core';
import { csvText } from '@tcglab/reports/game-row';
import type { GamePlan } from './plan.js';
import type { RunSpec } from './spec.js';

const encoder = new TextEncoder();
const HEX = encoder.encode('0123456789abcdef');
const COMMA = 44;
const SPACE = 32;
const AT = 64;
const NEWLINE = 10;
/** Bytes kept free before each row: more than a row of the shipped games takes (~0.6 KB for Duel Masters). */
const ROW_ROOM = 1 << 14;

/** A growing byte buffer that rows are written into; `take` hands its bytes over and starts again. */
export class CsvBytes {
  buf: Uint8Array;
  n = 0;
  constructor(size = 1 << 14) {
    this.buf = new Uint8Array(size);
  }

  /** Room for `k` more bytes. */
  room(k: number): void {
    if (this.n + k > this.buf.length) this.grow(k);
  }

  /** A larger buffer with room for `k` more bytes. */
  grow(k: number): void {
    let size = this.buf.length * 2;
    while (size < this.n + k) size *= 2;
    const b = new Uint8Array(size);
    b.set(this.buf.subarray(0, this.n));
    this.buf = b;
  }

  /** The bytes written so far, as an array of their own (sent to the main thread); empties the buffer. */
  take(): Uint8Array {
    const out = this.buf.slice(0, this.n);
    this.n = 0;
    return out;
  }

  byte(c: number): void {
    this.room(1);
    this.buf[this.n++] = c;
  }

  /** `len` bytes of `src` from `from` (card ids and run texts: short, so a loop, not `set`). */
  copy(src: Uint8Array, from: number, len: number): void {
    this.room(len);
    const buf = this.buf;
    let n = this.n;
    for (let k = 0; k < len; k++) buf[n++] = src[from + k]!;
    this.n = n;
  }

  bytes(src: Uint8Array): void {
    this.copy(src, 0, src.length);
  }

  /** A string as UTF-8 (a loop for ASCII, the encoder otherwise). */
  text(v: string): void {
    const len = v.length;
    this.room(len * 3);
    const buf = this.buf;
    let n = this.n;
    for (let k = 0; k < len; k++) {
      const c = v.charCodeAt(k);
      if (c >= 0x80) {
        this.n += encoder.encodeInto(v, buf.subarray(this.n)).written;
        return;
      }
      buf[n++] = c;
    }
    this.n = n;
  }

  /** An integer in decimal, as `String(v)` writes it. */
  int(v: number): void {
    if (v < 0 || v > 0x7fffffff || v !== (v | 0)) {
      if (v < 0 && v >= -0x7fffffff && v === (v | 0)) {
        this.byte(45); // '-'
        this.int(-v);
      } else this.text(String(v));
      return;
    }
    this.room(10);
    const buf = this.buf;
    let digits = 1;
    for (let x = v; x >= 10; x = (x / 10) | 0) digits++;
    let n = this.n + digits;
    this.n = n;
    let x = v;
    do {
      buf[--n] = 48 + (x % 10);
      x = (x / 10) | 0;
    } while (x !== 0);
  }

  /** A 32-bit word as core's `hex32` writes it: 8 lowercase hex digits. */
  hex32(v: number): void {
    this.room(8);
    const buf = this.buf;
    const n = this.n;
    for (let k = 0; k < 8; k++) buf[n + k] = HEX[(v >>> ((7 - k) * 4)) & 15]!;
    this.n = n + 8;
  }
}

/** A text on one line (line breaks to spaces): errors and agent errors in CSV files. */
export const oneLine = (s: string): string => s.replace(/[\r\n]+/g, ' ');

/** What the rows of a run read (the worker's run context has it). */
export interface RowSource {
  readonly spec: RunSpec;
  readonly game: Game<unknown>;
  readonly decks: readonly Deck[];
}

/**
 * games.csv text a run's rows share, encoded once: each deck's name (quoted when it must be), each agent spec and end
 * reason as met, whether the run seed (so every deal label) needs quoting, and every card id with whether it needs
 * quoting (a list field is quoted when one of its ids is).
 */
class RowText {
  readonly deck: readonly Uint8Array[];
  readonly seedPlain: boolean;
  private readonly text = new Map<string, Uint8Array>();
  /** The game's card ids (undefined without card use), all in one array of bytes: def d at idFrom[d]…idFrom[d+1]. */
  readonly ids: readonly string[] | undefined;
  readonly idBytes: Uint8Array;
  readonly idFrom: Int32Array;
  /** Per def: 1 when the id needs quoting. */
  readonly idQuoted: Uint8Array;
  /** The seats' card use of the game whose row is being written. */
  readonly use: readonly [CardUse, CardUse] = [new CardUse(), new CardUse()];
  constructor(ctx: RowSource) {
    this.deck = ctx.decks.map((d) => encoder.encode(csvText(d.name)));
    this.seedPlain = csvText(String(ctx.spec.seed)) === String(ctx.spec.seed);
    const ids = ctx.game.cardUse ? ctx.game.cardIds?.() : undefined;
    this.ids = ids;
    const encoded = (ids ?? []).map((id) => encoder.encode(id));
    this.idFrom = new Int32Array(encoded.length + 1);
    for (let d = 0; d < encoded.length; d++) this.idFrom[d + 1] = this.idFrom[d]! + encoded[d]!.length;
    this.idBytes = new Uint8Array(this.idFrom[encoded.length]!);
    encoded.forEach((b, d) => this.idBytes.set(b, this.idFrom[d]!));
    this.idQuoted = new Uint8Array((ids ?? []).map((id) => (csvText(id) === id ? 0 : 1)));
  }

  /** A text field (agent spec, end reason) as written; remembered (a run has a few). */
  field(v: string): Uint8Array {
    let t = this.text.get(v);
    if (t === undefined) {
      t = encoder.encode(csvText(v));
      if (this.text.size < 256) this.text.set(v, t);
    }
    return t;
  }
}

const rowTexts = new WeakMap<RowSource, RowText>();

function rowTextOf(ctx: RowSource): RowText {
  let t = rowTexts.get(ctx);
  if (t === undefined) rowTexts.set(ctx, (t = new RowText(ctx)));
  return t;
}

/** The ids of the seen cards with bit `how`, space-separated, quoted when one of them needs it. */
function seenField(t: RowText, use: CardUse, how: number, out: CsvBytes): void {
  const at = out.n;
  let first = true;
  for (let k = 0; k < use.seenCount; k++) {
    if ((use.seenHow[k]! & how) === 0) continue;
    const d = use.seenDef[k]!;
    if (t.idQuoted[d] !== 0) return quotedSeen(t, use, how, out, at);
    if (!first) out.byte(SPACE);
    first = false;
    const from = t.idFrom[d]!;
    out.copy(t.idBytes, from, t.idFrom[d + 1]! - from);
  }
}

/** seenField's list when an id needs quoting (never with the shipped card sets): written again, from `at`, as text. */
function quotedSeen(t: RowText, use: CardUse, how: number, out: CsvBytes, at: number): void {
  const ids: string[] = [];
  for (let k = 0; k < use.seenCount; k++) if (use.seenHow[k]! & how) ids.push(t.ids![use.seenDef[k]!]!);
  out.n = at;
  out.text(csvText(ids.join(' ')));
}

/** Space-separated `id@turn`, quoted when an id needs it. */
function playedField(t: RowText, use: CardUse, out: CsvBytes): void {
  const at = out.n;
  for (let k = 0; k < use.playedCount; k++) {
    const d = use.playedDef[k]!;
    if (t.idQuoted[d] !== 0) return quotedPlayed(t, use, out, at);
    if (k !== 0) out.byte(SPACE);
    const from = t.idFrom[d]!;
    out.copy(t.idBytes, from, t.idFrom[d + 1]! - from);
    out.byte(AT);
    out.int(use.playedTurn[k]!);
  }
}

function quotedPlayed(t: RowText, use: CardUse, out: CsvBytes, at: number): void {
  let text = '';
  for (let k = 0; k < use.playedCount; k++) text += (k ? ' ' : '') + t.ids![use.playedDef[k]!]! + '@' + use.playedTurn[k]!;
  out.n = at;
  out.text(csvText(text));
}

/**
 * Game i's games.csv line (with its newline), appended to `out` from its record and final state: byte-identical to
 * `gameRowToCsv(gameRow(…))` (GAME_COLUMNS in order), without building the row, a list or a string. On a throw,
 * `out` is as before.
 */
export function writeRow(ctx: RowSource, i: number, p: GamePlan, rec: GameRecord, state: unknown, out: CsvBytes): void {
  // The buffer grows here, before the row, not in the writers below (`room`): they are optimised after a few dozen
  // rows, and a growth first reached after that deoptimised them ("insufficient type feedback", once per thread).
  // Here it first happens at the second row and again at ~30, ~80, ~190 … (the buffer doubles), so the call has
  // its feedback before writeRow is optimised.
  if (out.n + ROW_ROOM > out.buf.length) out.grow(ROW_ROOM);
  const start = out.n;
  try {
    const t = rowTextOf(ctx);
    const d0 = p.seatDecks[0];
    const d1 = p.seatDecks[1];
    out.int(i);
    out.byte(COMMA);
    out.text(t.seedPlain ? p.dealSeed : csvText(p.dealSeed));
    out.byte(COMMA);
    out.int(p.pair);
    out.byte(COMMA);
    out.bytes(t.deck[d0]!);
    out.byte(COMMA);
    out.bytes(t.deck[d1]!);
    out.byte(COMMA);
    out.bytes(t.field(p.agents[0]));
    out.byte(COMMA);
    out.bytes(t.field(p.agents[1]));
    out.byte(COMMA);
    out.int(rec.firstPlayer);
    out.byte(COMMA);
    out.int(rec.winner);
    out.byte(COMMA);
    if (rec.winner >= 0) out.bytes(t.deck[rec.winner === 0 ? d0 : d1]!);
    out.byte(COMMA);
    out.bytes(t.field(rec.reason));
    out.byte(COMMA);
    out.int(rec.turns);
    out.byte(COMMA);
    out.int(rec.decisions);
    out.byte(COMMA);
    out.hex32(rec.checksum); // hex digits: never quoted
    out.byte(COMMA);
    if (rec.agentError) out.text(csvText(oneLine(rec.agentError)));
    out.byte(COMMA);
    if (t.ids === undefined) {
      for (let k = 0; k < 7; k++) out.byte(COMMA); // the eight card columns, empty
    } else {
      const [u0, u1] = t.use;
      ctx.game.cardUse!(state, 0, u0);
      ctx.game.cardUse!(state, 1, u1);
      seenField(t, u0, SEEN_IN_HAND, out);
      out.byte(COMMA);
      seenField(t, u1, SEEN_IN_HAND, out);
      out.byte(COMMA);
      playedField(t, u0, out);
      out.byte(COMMA);
      playedField(t, u1, out);
      out.byte(COMMA);
      seenField(t, u0, SEEN_IN_OPENING, out);
      out.byte(COMMA);
      seenField(t, u1, SEEN_IN_OPENING, out);
      out.byte(COMMA);
      seenField(t, u0, SEEN_ONLY_FROM_SHIELDS, out);
      out.byte(COMMA);
      seenField(t, u1, SEEN_ONLY_FROM_SHIELDS, out);
    }
    out.byte(NEWLINE);
  } catch (e) {
    out.n = start;
    throw e;
  }
}
