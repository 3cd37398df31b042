// One game of an env session: game i of the session's run, its server-side agents, and the client's decisions.
//
// It plays exactly like the match loop (core/src/match.ts): the same config and seeds from the run plan, one
// decision context per seat with the agent stream of the plan, `startGame` before the first decision, an
// illegal action or an AgentError loses the game for that seat (`agent-error`), and the decision budget ends
// it. So a game stepped through the env with the actions `tcglab play` took ends with the same checksum.
import { createAgent } from '@tcglab/agents';
import { AgentError, hex32, Prng, type Agent, type DecisionContext, type Game } from '@tcglab/core';
import { gameConfig, type RunContext } from '../play.js';
import type { EnvConfig } from './config.js';

class SeatContext implements DecisionContext<unknown> {
  player = 0;
  count = 0;
  turn = 0;
  decision = 0;
  constructor(
    readonly game: Game<unknown>,
    readonly legal: Int32Array,
    public state: unknown,
    readonly rng: Prng,
    private readonly mayPeek: boolean,
  ) {}
  view(): unknown {
    return this.game.view(this.state, this.player);
  }
  sample(rng: Prng): unknown {
    const c = this.game.clone(this.state);
    this.game.determinize(c, this.player, rng);
    return c;
  }
  actionToString(action: number): string {
    return this.game.actionToString(this.state, action);
  }
  peek(): unknown {
    if (!this.mayPeek) throw new AgentError('this agent may not read hidden information (peek)');
    return this.state;
  }
}

/** How a game ended (or that it has not). */
export interface SlotOutcome {
  /** -2 while the game goes on; -1 draw; else the winning seat. */
  readonly winner: number;
  readonly reason: string;
  /** The decision budget ran out: the game was cut, not finished (Gymnasium's `truncated`). */
  readonly truncated: boolean;
  readonly checksum: string;
  readonly agentError: string;
}

const ONGOING: SlotOutcome = { winner: -2, reason: '', truncated: false, checksum: '', agentError: '' };

export class GameSlot {
  /** The game index of the run this slot plays now (-1 before the first reset). */
  index = -1;
  state: unknown = undefined;
  /** Legal actions of the pending client decision, [0, count). */
  readonly legal: Int32Array;
  count = 0;
  /** The seat the client must decide for now, or -1 (game over). */
  player = -1;
  outcome: SlotOutcome = ONGOING;
  /** The seat of the client's last decision (its view is a finished game's final observation). */
  lastClientSeat = 0;
  /** Decisions taken by server-side agents during the last reset or step (for throughput figures). */
  serverDecisions = 0;
  private n = 0;
  private agents: (Agent | null)[] = [null, null];
  private ctxs: SeatContext[] = [];
  private readonly maxDecisions: number;
  /**
   * With the engine's trusted path (`Game.trusted`), as in core's match loop: a server-side agent's action is
   * checked against this copy of the legal list (the agent may write into `legal`), so the engine applies every
   * action, the client's (checked against `legal`, which only `advance` writes) and the agents', without
   * checking it a second time.
   */
  private readonly check: Int32Array | undefined;

  constructor(
    private readonly cfg: EnvConfig,
    private readonly run: RunContext,
  ) {
    this.legal = new Int32Array(cfg.game.maxLegalActions);
    this.check = cfg.game.trusted ? new Int32Array(cfg.game.maxLegalActions) : undefined;
    this.maxDecisions = cfg.spec.maxDecisions ?? cfg.game.maxDecisions;
  }

  get done(): boolean {
    return this.outcome.winner !== -2;
  }

  /** Start game `index` of the run and play until the client must decide (or the game ends). */
  async start(index: number): Promise<void> {
    await this.close();
    const { game } = this.cfg;
    const p = this.run.plan.game(index);
    this.index = index;
    this.state = game.newGame(gameConfig(this.run, p));
    this.n = 0;
    this.outcome = ONGOING;
    this.serverDecisions = 0;
    this.agents = this.cfg.seats.map((spec) => (spec === null ? null : createAgent(spec)));
    this.ctxs = [0, 1].map((seat) => {
      const agent = this.agents[seat];
      if (agent?.readsHiddenInfo && !/cheat/i.test(agent.name)) {
        throw new AgentError(`agent "${agent.name}" reads hidden information, so its name must contain "cheat"`);
      }
      return new SeatContext(game, this.legal, this.state, new Prng(p.agentSeeds[seat]!), !!agent?.readsHiddenInfo);
    });
    for (let seat = 0; seat < 2; seat++) {
      try {
        await this.agents[seat]?.startGame?.(game, seat);
      } catch (e) {
        this.forfeit(seat, (e as Error).message);
        return;
      }
    }
    await this.advance();
  }

  /** Apply the client's choice: `k` is an index into the legal list, or the action itself when `raw`. */
  async act(k: number, raw: boolean): Promise<void> {
    if (this.done) throw new Error(`env game ${this.index} is over: reset it before stepping`);
    const action = raw ? k : k >= 0 && k < this.count ? this.legal[k]! : NaN;
    let legal = false;
    for (let i = 0; i < this.count; i++) if (this.legal[i] === action) legal = true;
    if (!legal) {
      const why = raw ? `illegal action ${k}` : `action index ${k} is not in [0, ${this.count})`;
      if (this.cfg.illegal === 'error') throw new Error(`env game ${this.index}: ${why}`);
      this.lastClientSeat = this.player;
      this.forfeit(this.player, `client: ${why}`);
      return;
    }
    this.serverDecisions = 0;
    this.lastClientSeat = this.player;
    if (this.apply(action)) await this.advance();
  }

  /** The view of the pending decision's player (or of `seat`). */
  view(seat = this.player): unknown {
    return this.cfg.game.view(this.state, seat);
  }

  /** Release the agents of the current game (external processes). */
  async close(): Promise<void> {
    for (const a of this.agents) await a?.close?.();
    this.agents = [null, null];
  }

  /** Apply `action` for the pending player; false when the game has ended (terminal or over budget). */
  private apply(action: number): boolean {
    const { game } = this.cfg;
    if (this.check) game.trusted!.applyAction(this.state, action);
    else game.applyAction(this.state, action);
    this.n++;
    // As the match loop: past the budget the game is cut, even by the action that would have ended it.
    if (this.n > this.maxDecisions) {
      this.finish(-1, 'decision-budget', true, '');
      return false;
    }
    if (game.isTerminal(this.state)) {
      const r = game.result(this.state);
      this.finish(r.winner, r.reason, false, '');
      return false;
    }
    return true;
  }

  /** Play the server-side seats until the client must decide or the game ends; fill legal/count/player. */
  private async advance(): Promise<void> {
    const { game } = this.cfg;
    const s = this.state;
    for (;;) {
      if (game.isTerminal(s)) {
        const r = game.result(s);
        this.finish(r.winner, r.reason, false, '');
        return;
      }
      const p = game.currentPlayer(s);
      const check = this.check;
      const count = check ? game.trusted!.legalActions(s, this.legal) : game.legalActions(s, this.legal);
      if (count <= 0) throw new Error(`${game.id}: no legal action for player ${p} on turn ${game.turn(s)}`);
      const agent = this.agents[p];
      if (!agent) {
        this.player = p;
        this.count = count;
        return;
      }
      if (check) for (let i = 0; i < count; i++) check[i] = this.legal[i]!;
      const ctx = this.ctxs[p]!;
      ctx.player = p;
      ctx.count = count;
      ctx.turn = game.turn(s);
      ctx.decision = this.n;
      let a: number;
      try {
        a = agent.actAsync ? await agent.actAsync(ctx) : agent.act(ctx);
      } catch (e) {
        if (e instanceof AgentError) return this.forfeit(p, e.message);
        throw e;
      }
      const list = check ?? this.legal;
      let legal = false;
      for (let i = 0; i < count; i++) if (list[i] === a) legal = true;
      if (!legal) return this.forfeit(p, `illegal action ${a} from agent "${agent.name}"`);
      this.serverDecisions++;
      if (!this.apply(a)) return;
    }
  }

  private forfeit(seat: number, why: string): void {
    this.finish(1 - seat, 'agent-error', false, `seat ${seat}: ${why}`);
  }

  private finish(winner: number, reason: string, truncated: boolean, agentError: string): void {
    this.player = -1;
    this.count = 0;
    this.outcome = { winner, reason, truncated, checksum: hex32(this.cfg.game.checksum(this.state)), agentError };
  }

  /** Decisions taken so far and the turn (for responses). */
  get decisions(): number {
    return this.cfg.game.decisions(this.state);
  }
  get turn(): number {
    return this.cfg.game.turn(this.state);
  }
}
