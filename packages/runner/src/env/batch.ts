// The answer to a reset or step (a batch): per-env fields and tensors, filled env by env.
//
// Each env is encoded right after its game moved (the step's action, the server-side agents, an autoreset),
// while the engine has just read the same state: with 64 games a request, encoding them all afterwards in a
// second pass found every game's state out of the cache again, and cost the observation several times what it
// costs warm. The observations go straight into the answer's tensor writer (their size is known up front);
// the action rows, legal lists and final observations, whose sizes are known only at the end, into reused
// scratch arrays that are copied into the writer once.
import type { EnvConfig } from './config.js';
import type { GameSlot } from './slot.js';
import type { Wire } from './wire.js';

/** How a game that ended in this step (autoreset) is reported: its fields before the env started the next. */
export interface EndedGame {
  readonly j: number;
  readonly index: number;
  readonly decisions: number;
  readonly turn: number;
  readonly winner: number;
  readonly reason: string;
  readonly truncated: boolean;
  readonly checksum: string;
  readonly agentError: string;
}

export class BatchBuilder {
  private act = new Float32Array(1 << 14);
  private legal = new Int32Array(1 << 10);
  private finals = new Float32Array(0);
  private cfg!: EnvConfig;
  private wire!: Wire;
  private obs!: Float32Array;
  private n = 0;
  private k = 0;
  private rows = 0;
  private li = 0;
  private nFinal = 0;
  private per = { player: [] as number[], count: [] as number[], game: [] as number[], decisions: [] as number[], turn: [] as number[] };
  private fin = {
    done: [] as number[],
    truncated: [] as number[],
    winner: [] as number[],
    reason: [] as string[],
    checksum: [] as string[],
    agent_error: [] as string[],
  };
  private views: unknown[] = [];
  private texts: string[][] = [];
  private ended: EndedGame[] = [];

  /** Start the answer for `n` envs in `wire` (emptied by the caller). */
  begin(cfg: EnvConfig, wire: Wire, n: number): void {
    this.cfg = cfg;
    this.wire = wire;
    this.n = n;
    this.k = 0;
    this.rows = 0;
    this.li = 0;
    this.nFinal = 0;
    wire.reserve(n * cfg.encoding.size);
    this.obs = wire.f32(n * cfg.encoding.size);
    this.per = { player: [], count: [], game: [], decisions: [], turn: [] };
    this.fin = { done: [], truncated: [], winner: [], reason: [], checksum: [], agent_error: [] };
    this.views = [];
    this.texts = [];
    this.ended = [];
  }

  /**
   * Record that `slot`'s game has just ended (autoreset, before the env starts its next game): its outcome for
   * the env's entries, and its final observation for the seat of the client decision that ended it.
   */
  endGame(j: number, slot: GameSlot): EndedGame {
    const { encoding } = this.cfg;
    const e: EndedGame = { j, ...slot.outcome, index: slot.index, decisions: slot.decisions, turn: slot.turn };
    this.ended.push(e);
    const size = encoding.size;
    if (this.finals.length < (this.nFinal + 1) * size) {
      const grown = new Float32Array(Math.max((this.nFinal + 1) * size, 2 * this.finals.length));
      grown.set(this.finals.subarray(0, this.nFinal * size));
      this.finals = grown;
    }
    if (encoding.encodeState) encoding.encodeState(slot.state, slot.lastClientSeat, this.finals, this.nFinal * size);
    else encoding.encode(slot.view(slot.lastClientSeat), this.finals, this.nFinal * size);
    this.nFinal++;
    return e;
  }

  /** The next env's entries (env `j`, in the order of the request's envs): its pending decision, or its end. */
  add(slot: GameSlot, end: EndedGame | undefined): void {
    const { encoding, maxActions, withView, withText, withAct, game } = this.cfg;
    const k = this.k++;
    const size = encoding.size;
    const width = encoding.actionSize;
    const o = end ?? slot.outcome;
    const per = this.per;
    const fin = this.fin;
    per.player.push(slot.player);
    per.count.push(slot.count);
    per.game.push(slot.index);
    per.decisions.push(end ? end.decisions : slot.decisions);
    per.turn.push(end ? end.turn : slot.turn);
    fin.done.push(o.winner !== -2 ? 1 : 0);
    fin.truncated.push(o.truncated ? 1 : 0);
    fin.winner.push(o.winner);
    fin.reason.push(o.reason);
    fin.checksum.push(o.checksum);
    fin.agent_error.push(o.agentError);
    const obs = this.obs;
    if (slot.player < 0) {
      obs.fill(0, k * size, (k + 1) * size);
      if (withView) this.views.push(null);
      if (withText) this.texts.push([]);
      return;
    }
    const count = slot.count;
    const rows = withAct ? Math.min(count, maxActions) : 0;
    if (this.act.length < (this.rows + rows) * width) this.act = grow(this.act, (this.rows + rows) * width);
    if (this.legal.length < this.li + count) this.legal = grow(this.legal, this.li + count);
    const act = this.act;
    const legal = this.legal;
    // The encoding's state path when it has one (the same floats, without building the view and the texts).
    const direct = encoding.encodeState !== undefined && encoding.encodeActionState !== undefined;
    const view = direct && !withView ? undefined : slot.view();
    if (direct) encoding.encodeState!(slot.state, slot.player, obs, k * size);
    else encoding.encode(view, obs, k * size);
    if (withView) this.views.push(view);
    const t: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = slot.legal[i]!;
      legal[this.li++] = a;
      // Action texts only where a row or the `text` field needs them (they cost more than the rest).
      const withRow = i < rows;
      if (direct) {
        if (withRow) encoding.encodeActionState!(slot.state, slot.player, a, act, this.rows++ * width);
        if (withText) t.push(game.actionToString(slot.state, a));
      } else if (withRow || withText) {
        const text = game.actionToString(slot.state, a);
        if (withRow) encoding.encodeAction(view, a, text, act, this.rows++ * width);
        if (withText) t.push(text);
      }
    }
    if (withText) this.texts.push(t);
  }

  /** The answer's body: per-env arrays, then the tensors (observations, action rows, legal lists, final observations). */
  finish(envs: readonly number[], serverDecisions: number): Record<string, unknown> & { raw: string } {
    if (this.k !== this.n) throw new Error(`env batch: ${this.k} of ${this.n} envs added`);
    const { encoding, withView, withText, withAct } = this.cfg;
    const w = this.wire;
    const width = encoding.actionSize;
    const size = encoding.size;
    w.reserve(this.rows * width + this.li + this.nFinal * size);
    let raw = ',"obs":' + w.field(this.obs);
    if (withAct) {
      const act = w.f32(this.rows * width);
      act.set(this.act.subarray(0, this.rows * width));
      raw += ',"act":' + w.field(act);
    }
    const legal = w.i32(this.li);
    legal.set(this.legal.subarray(0, this.li));
    raw += ',"legal":' + w.field(legal);
    if (this.nFinal) {
      const finals = w.f32(this.nFinal * size);
      finals.set(this.finals.subarray(0, this.nFinal * size));
      raw += ',"final_obs":' + w.field(finals);
    }
    const ended = this.ended;
    return {
      envs,
      ...this.per,
      ...this.fin,
      ...(ended.length ? { final_envs: ended.map((e) => e.j), final_games: ended.map((e) => e.index) } : {}),
      server_decisions: serverDecisions,
      ...(withView ? { views: this.views } : {}),
      ...(withText ? { texts: this.texts } : {}),
      raw,
    };
  }
}

function grow<T extends Float32Array | Int32Array>(a: T, need: number): T {
  const next = new (a.constructor as new (n: number) => T)(Math.max(need, 2 * a.length));
  next.set(a);
  return next;
}
