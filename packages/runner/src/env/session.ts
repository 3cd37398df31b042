// An env session: one client's batch of games, driven by JSON requests (open, reset, step, observe, …).
//
// The protocol is documented in docs/env.md. Each request is one JSON object with an `op`; each answer is one
// JSON line `{"id": …, "ok": true, …}` or `{"id": …, "ok": false, "error": "…"}`. A bad request never ends
// the session.
import type { RunContext } from '../play.js';
import { RunPlan } from '../plan.js';
import { pairsOf } from '../spec.js';
import { TCGLAB_VERSION } from '../version.js';
import { BatchBuilder, type EndedGame } from './batch.js';
import { EnvRequestError, loadEncoding, readOpen, type EnvConfig } from './config.js';
import { GameSlot } from './slot.js';
import { Wire, type WireEncoding } from './wire.js';

/** 1: the first protocol; 2 adds the `act` field of `open` (an old client never sends it, so 1's requests still work). */
export const ENV_PROTOCOL_VERSION = 2;

/** One answer: a JSON line, and in the binary encoding the bytes its tensor fields point into. */
export interface EnvAnswer {
  readonly line: string;
  readonly payload?: Buffer;
}

type Req = Record<string, unknown>;

function bad(msg: string): never {
  throw new EnvRequestError(msg);
}

export class EnvSession {
  private cfg: EnvConfig | undefined;
  private run: RunContext | undefined;
  private slots: GameSlot[] = [];
  /** Per env: episodes started from its stream since the last seeded reset. */
  private episodes: number[] = [];
  /** Tensor writers per encoding (the session's, and `encode`'s own choice), reused across answers. */
  private readonly wires = new Map<WireEncoding, Wire>();
  /** Builds reset and step answers (its scratch arrays are reused from answer to answer). */
  private readonly batcher = new BatchBuilder();
  /** The writer of the answer being built, if it has tensors. */
  private out: Wire | undefined;
  /** Set by `close`: the transport ends the connection after answering. */
  closed = false;

  /** Answer one request line: one JSON line back (newline excluded), and the raw bytes that follow it in binary mode. */
  async handleLine(line: string): Promise<EnvAnswer> {
    let req: unknown;
    try {
      req = JSON.parse(line);
    } catch {
      return { line: JSON.stringify({ id: null, ok: false, error: `not JSON: ${line.slice(0, 120)}` }) };
    }
    if (!req || typeof req !== 'object' || Array.isArray(req))
      return { line: JSON.stringify({ id: null, ok: false, error: 'a request is a JSON object with an "op"' }) };
    return this.handle(req as Req);
  }

  async handle(req: Req): Promise<EnvAnswer> {
    const id = req['id'] ?? null;
    this.out = undefined;
    try {
      const body = await this.dispatch(req);
      // Tensor fields come pre-serialised (JSON arrays, base64 strings, or [offset, length] of the raw bytes).
      const { raw, ...rest } = body;
      const payload = this.answerPayload();
      let out = JSON.stringify({ id, ok: true, ...rest, ...(payload ? { bin_bytes: payload.length } : {}) });
      if (raw) out = out.slice(0, -1) + raw + '}';
      return payload ? { line: out, payload } : { line: out };
    } catch (e) {
      const msg = e instanceof Error ? (e instanceof EnvRequestError ? e.message : `${e.name}: ${e.message}`) : String(e);
      return { line: JSON.stringify({ id, ok: false, error: msg.replace(/[\r\n]+/g, ' ') }) };
    }
  }

  async close(): Promise<void> {
    for (const s of this.slots) await s.close();
  }

  private async dispatch(req: Req): Promise<Record<string, unknown> & { raw?: string }> {
    switch (req['op']) {
      case 'hello':
        return { protocol: ENV_PROTOCOL_VERSION, tcglab: TCGLAB_VERSION };
      case 'open':
        return this.open(req);
      case 'reset':
        return this.reset(req);
      case 'step':
        return this.step(req);
      case 'observe':
        return this.observe(req);
      case 'describe': {
        const slot = this.slot(req['env']);
        return { text: this.config().game.describe(slot.state) };
      }
      case 'encode':
        return this.encodeRequest(req);
      case 'close':
        await this.close();
        this.closed = true;
        return {};
      default:
        return bad(`unknown op ${JSON.stringify(req['op'])}; ops: hello, open, reset, step, observe, describe, encode, close`);
    }
  }

  private config(): EnvConfig {
    if (!this.cfg) bad('no game is open: send {"op": "open", …} first');
    return this.cfg;
  }

  private slot(env: unknown): GameSlot {
    this.config();
    if (typeof env !== 'number' || !Number.isInteger(env) || env < 0 || env >= this.slots.length) {
      bad(`"env" must be an integer in [0, ${this.slots.length}); got ${JSON.stringify(env)}`);
    }
    return this.slots[env]!;
  }

  private runContext(cfg: EnvConfig, seed: string): RunContext {
    const spec = { ...cfg.spec, seed };
    const decks = spec.decks.map((d) => {
      const deck = cfg.game.parseDeck(d.text, d.file);
      return deck.name === d.name ? deck : { ...deck, name: d.name };
    });
    return { spec, game: cfg.game, decks, plan: new RunPlan(spec) };
  }

  private async open(req: Req): Promise<Record<string, unknown>> {
    const cfg = await readOpen(req);
    await this.close();
    this.cfg = cfg;
    this.run = this.runContext(cfg, cfg.spec.seed);
    this.slots = Array.from({ length: cfg.numEnvs }, () => new GameSlot(cfg, this.run!));
    this.episodes = new Array<number>(cfg.numEnvs).fill(0);
    const { spec, encoding } = cfg;
    return {
      protocol: ENV_PROTOCOL_VERSION,
      tcglab: TCGLAB_VERSION,
      game: spec.game,
      engine_version: cfg.game.version,
      observation_version: encoding.version,
      obs_size: encoding.size,
      obs_layout: encoding.layout,
      action_size: encoding.actionSize,
      action_layout: encoding.actionLayout,
      max_actions: cfg.maxActions,
      num_envs: cfg.numEnvs,
      agents: cfg.seats,
      decks: spec.decks.map((d) => d.name),
      pairs: pairsOf(spec),
      games_per_pair: spec.gamesPerPair,
      total_games: this.run.plan.total,
      seed: spec.seed,
      encoding: cfg.wire,
      autoreset: cfg.autoreset,
      act: cfg.withAct,
    };
  }

  /**
   * Game index of env j's next game: stream game n = e·num_envs + j is game n (mod the run's total) of the run,
   * whose indices already interleave the deck pairs and their seat-swapped deals (plan.ts, runner 2).
   */
  private nextIndex(j: number): number {
    const n = this.episodes[j]! * this.slots.length + j;
    this.episodes[j]!++;
    return n % this.run!.plan.total;
  }

  private envList(v: unknown): number[] {
    if (v === undefined) return this.slots.map((_, j) => j);
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < this.slots.length)) {
      bad(`"envs" must be a list of env indices in [0, ${this.slots.length})`);
    }
    if (new Set(v).size !== v.length) bad('"envs" lists an env twice');
    return v as number[];
  }

  private async reset(req: Req): Promise<Record<string, unknown>> {
    const cfg = this.config();
    const envs = this.envList(req['envs']);
    if (req['seed'] !== undefined) {
      const seed = req['seed'];
      if (typeof seed !== 'string' && typeof seed !== 'number') bad('"seed" must be a string or a number');
      if (envs.length !== this.slots.length) bad('"seed" restarts every env\'s game stream: give it without "envs"');
      this.run = this.runContext(cfg, String(seed));
      this.slots = this.slots.map(() => new GameSlot(cfg, this.run!));
      this.episodes.fill(0);
    }
    const games = req['games'];
    if (games !== undefined) {
      const total = this.run!.plan.total;
      if (
        !Array.isArray(games) ||
        games.length !== envs.length ||
        !games.every((g) => typeof g === 'number' && Number.isInteger(g) && g >= 0 && g < total)
      ) {
        bad(`"games" must list one game index in [0, ${total}) per env reset (${envs.length})`);
      }
    }
    const out = this.startBatch(envs.length);
    for (let k = 0; k < envs.length; k++) {
      const j = envs[k]!;
      const slot = this.slots[j]!;
      await slot.start(games ? (games as number[])[k]! : this.nextIndex(j));
      out.add(slot, undefined);
    }
    return out.finish(envs, 0);
  }

  private async step(req: Req): Promise<Record<string, unknown>> {
    const cfg = this.config();
    const envs = this.envList(req['envs']);
    const actions = req['actions'];
    if (!Array.isArray(actions) || actions.length !== envs.length) bad(`"actions" must hold one entry per env (${envs.length})`);
    const raw = req['raw'] === true;
    // The entries are checked before any game moves, so a malformed request moves none.
    for (let k = 0; k < envs.length; k++) {
      const j = envs[k]!;
      const slot = this.slots[j]!;
      const a = actions[k] as unknown;
      if (a === null || a === -1) {
        if (!slot.done) bad(`env ${j}: action null, but its game ${slot.index} awaits a decision`);
        continue;
      }
      if (typeof a !== 'number' || !Number.isInteger(a)) bad(`env ${j}: action must be an integer; got ${JSON.stringify(a)}`);
      if (slot.index < 0) bad(`env ${j} has no game yet: reset it first`);
      if (slot.done) bad(`env ${j}: its game ${slot.index} is over (send null, or reset it)`);
    }
    const out = this.startBatch(envs.length);
    let serverDecisions = 0;
    for (let k = 0; k < envs.length; k++) {
      const j = envs[k]!;
      const slot = this.slots[j]!;
      const a = actions[k] as number | null;
      let end: EndedGame | undefined;
      if (a !== null && a !== -1) {
        await slot.act(a, raw);
        serverDecisions += slot.serverDecisions;
        // Autoreset: record what the finished game ended with, then start the env's next game.
        if (slot.done && cfg.autoreset) {
          end = out.endGame(j, slot);
          await slot.start(this.nextIndex(j));
          serverDecisions += slot.serverDecisions;
        }
      }
      out.add(slot, end);
    }
    return out.finish(envs, serverDecisions);
  }

  private observe(req: Req): Record<string, unknown> {
    const cfg = this.config();
    const slot = this.slot(req['env']);
    const seat = req['seat'];
    if (seat !== 0 && seat !== 1) bad('"seat" must be 0 or 1');
    if (slot.index < 0) bad('this env has no game yet: reset it first');
    const view = slot.view(seat);
    const w = this.begin(cfg.wire);
    const obs = w.f32(cfg.encoding.size);
    cfg.encoding.encode(view, obs, 0);
    return { env: req['env'], seat, ...(cfg.withView ? { view } : {}), raw: ',"obs":' + w.field(obs) };
  }

  /**
   * Encode a view and legal actions given by the client (an external bot's request: `view`, `legal` as
   * [{action, text}]), without a game open: the same tensors a session would send for that decision.
   */
  private async encodeRequest(req: Req): Promise<Record<string, unknown> & { raw: string }> {
    const gameId = req['game'];
    if (typeof gameId !== 'string') bad('"game" is required');
    const encoding = await loadEncoding(gameId);
    const legal = req['legal'];
    if (
      !Array.isArray(legal) ||
      !legal.every(
        (l) =>
          l &&
          typeof l === 'object' &&
          Number.isInteger((l as { action?: unknown }).action) &&
          typeof (l as { text?: unknown }).text === 'string',
      )
    ) {
      bad('"legal" must be a list of {"action": integer, "text": string}');
    }
    const wire = req['encoding'] ?? 'json';
    if (wire !== 'json' && wire !== 'base64' && wire !== 'binary') bad('"encoding" must be "json", "base64" or "binary"');
    const w = this.begin(wire);
    w.reserve(encoding.size + legal.length * encoding.actionSize);
    const obs = w.f32(encoding.size);
    const act = w.f32(legal.length * encoding.actionSize);
    try {
      encoding.encode(req['view'], obs, 0);
      legal.forEach((l: { action: number; text: string }, k) =>
        encoding.encodeAction(req['view'], l.action, l.text, act, k * encoding.actionSize),
      );
    } catch (e) {
      bad(`this view cannot be encoded as ${gameId}: ${(e as Error).message}`);
    }
    return {
      obs_size: encoding.size,
      action_size: encoding.actionSize,
      ...(req['layout'] === true ? { obs_layout: encoding.layout, action_layout: encoding.actionLayout } : {}),
      raw: ',"obs":' + w.field(obs) + ',"act":' + w.field(act),
    };
  }

  /** The raw bytes of the answer just built (binary encoding), if it has tensors. */
  private answerPayload(): Buffer | undefined {
    return this.out?.payload();
  }

  /** The tensor writer of this answer, in `enc`, emptied (its previous answer has been written by now). */
  private begin(enc: WireEncoding): Wire {
    let w = this.wires.get(enc);
    if (!w) this.wires.set(enc, (w = new Wire(enc)));
    if (this.out !== w) w.begin();
    this.out = w;
    return w;
  }

  /** The builder of a batch answer for `n` envs, in the session's tensor encoding. */
  private startBatch(n: number): BatchBuilder {
    this.batcher.begin(this.cfg!, this.begin(this.cfg!.wire), n);
    return this.batcher;
  }
}
