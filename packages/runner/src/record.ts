// `sim --record FILE`: one JSON line per decision (who decided, what it saw, what it could do, what it did, how
// the game ended), for supervised learning. Workers build each finished game's lines (gzipped per game for a
// .gz file) and the main thread appends them in game order with games.csv, so the file is byte-identical for
// any worker count. A run without --record never builds any of it.
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Agent, DecisionContext, Game, ObservationEncoding } from '@tcglab/core';
import { f32Json } from './env/floats.js';

/** What a decision's line holds besides game, decision, turn, player, legal, action and the outcome. */
export const RECORD_FIELDS = ['obs', 'act', 'view', 'text'] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];
export const DEFAULT_RECORD_FIELDS: readonly RecordField[] = ['obs', 'act'];

/** What workers need to record (no file: the main thread writes). */
export interface RecordSpec {
  readonly fields: readonly RecordField[];
  readonly gzip: boolean;
}

/** Parse `--record-with obs,act,view,text`. Throws an Error naming the bad field. */
export function parseRecordFields(text: string | undefined): RecordField[] {
  if (text === undefined) return [...DEFAULT_RECORD_FIELDS];
  const out: RecordField[] = [];
  for (const f of text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    if (!(RECORD_FIELDS as readonly string[]).includes(f))
      throw new Error(`--record-with: unknown field "${f}"; known: ${RECORD_FIELDS.join(', ')}`);
    if (!out.includes(f as RecordField)) out.push(f as RecordField);
  }
  return out;
}

/** Collects one game's decision lines; `finish` closes them with the outcome. */
export class GameRecorder {
  private lines: string[] = [];
  private players: number[] = [];
  private obs: Float32Array;
  private act: Float32Array;
  constructor(
    private readonly index: number,
    private readonly spec: RecordSpec,
    private readonly encoding: ObservationEncoding | undefined,
  ) {
    this.obs = new Float32Array(encoding?.size ?? 0);
    this.act = new Float32Array(encoding?.actionSize ?? 0);
  }

  /**
   * The game's state, so that an encoding with a state path (encodeState, encodeActionState: the same floats as
   * from the view, read from the state without building the view or the action texts) can use it.
   */
  state: unknown = undefined;

  /** Record the decision in `ctx` (before the action is applied) and the action the agent chose. */
  capture(ctx: DecisionContext<unknown>, action: number): void {
    const { fields } = this.spec;
    const legal: number[] = [];
    let k = -1;
    for (let i = 0; i < ctx.count; i++) {
      legal.push(ctx.legal[i]!);
      if (ctx.legal[i] === action) k = i;
    }
    let line = `{"game":${this.index},"decision":${ctx.decision},"turn":${ctx.turn},"player":${ctx.player},"legal":[${legal.join(',')}],"action":${action},"action_index":${k}`;
    const enc = this.encoding;
    const s = this.state;
    const direct = s !== undefined && enc?.encodeState !== undefined && enc.encodeActionState !== undefined;
    const withView = fields.includes('view');
    const needView = withView || (!direct && (fields.includes('obs') || fields.includes('act')));
    const view = needView ? ctx.view() : undefined;
    const texts = fields.includes('text') || (!direct && fields.includes('act')) ? legal.map((a) => ctx.actionToString(a)) : [];
    if (fields.includes('obs')) {
      if (direct) enc!.encodeState!(s, ctx.player, this.obs, 0);
      else enc!.encode(view, this.obs, 0);
      line += `,"obs":${f32Json(this.obs, 0, this.obs.length)}`;
    }
    if (fields.includes('act')) {
      const rows = legal.map((a, i) => {
        if (direct) enc!.encodeActionState!(s, ctx.player, a, this.act, 0);
        else enc!.encodeAction(view, a, texts[i]!, this.act, 0);
        return f32Json(this.act, 0, this.act.length);
      });
      line += `,"act":[${rows.join(',')}]`;
    }
    if (fields.includes('view')) line += `,"view":${JSON.stringify(view)}`;
    if (fields.includes('text')) line += `,"text":${JSON.stringify(texts)}`;
    this.lines.push(line);
    this.players.push(ctx.player);
  }

  /** The game's lines with the outcome (winner -1 draw; reward +1/-1/0 for the line's player), joined. */
  finish(winner: number, reason: string): string | Buffer {
    const r = JSON.stringify(reason);
    let text = '';
    for (let i = 0; i < this.lines.length; i++) {
      const p = this.players[i]!;
      const reward = winner < 0 ? 0 : winner === p ? 1 : -1;
      text += `${this.lines[i]},"winner":${winner},"reason":${r},"reward":${reward}}\n`;
    }
    this.lines = [];
    this.players = [];
    // One gzip member per game: a .gz file is their concatenation (valid gzip, read by zcat and Python's gzip),
    // the same bytes whichever worker compressed which game.
    return this.spec.gzip ? gzipSync(text) : text;
  }
}

/** An agent that lets `recorder` see each decision it takes; plays exactly as the agent it wraps. */
export function recordingAgent(inner: Agent, recorder: GameRecorder): Agent {
  const wrapped: Agent = {
    name: inner.name,
    ...(inner.readsHiddenInfo ? { readsHiddenInfo: true } : {}),
    act(ctx) {
      const a = inner.act(ctx);
      recorder.capture(ctx, a);
      return a;
    },
    ...(inner.actAsync
      ? {
          async actAsync(ctx: DecisionContext<unknown>) {
            const a = await inner.actAsync!(ctx);
            recorder.capture(ctx, a);
            return a;
          },
        }
      : {}),
    startGame(game: Game<unknown>, seat: number) {
      return inner.startGame?.(game, seat);
    },
    close() {
      return inner.close?.();
    },
    // The failure of the last decision (an external bot's crash or bad answer) is the inner agent's.
    get lastError() {
      return inner.lastError;
    },
  };
  return wrapped;
}

/** The main thread's writer: appends each batch's records in game order. Refuses an existing file. */
export class RecordWriter {
  private readonly fd: number;
  constructor(readonly file: string) {
    if (existsSync(file)) throw new Error(`--record: ${file} already exists (tcglab never overwrites a record file)`);
    this.fd = openSync(file, 'wx');
  }
  write(parts: readonly (string | Uint8Array)[]): void {
    for (const p of parts) {
      if (typeof p === 'string') writeSync(this.fd, p);
      else writeSync(this.fd, p);
    }
  }
  close(): void {
    closeSync(this.fd);
  }
}

/** What `playIndex` needs to record decisions: the spec, and the observation encoding when lines hold tensors. */
export interface Recording {
  readonly spec: RecordSpec;
  readonly encoding?: ObservationEncoding;
}

/**
 * The recording setup of a run (loads the game's observation encoding only when the fields need it, unless `encoding`
 * gives it: a worker bundle holds its game's).
 */
export async function recordingFor(
  game: string,
  spec: RecordSpec | undefined,
  encoding?: ObservationEncoding,
): Promise<Recording | undefined> {
  if (!spec) return undefined;
  const needs = spec.fields.includes('obs') || spec.fields.includes('act');
  if (!needs) return { spec };
  if (encoding) return { spec, encoding };
  // Loaded here, not at the top: every sim worker imports this module, and only a recording run needs the env code.
  const { loadEncoding } = await import('./env/config.js');
  return { spec, encoding: await loadEncoding(game) };
}
