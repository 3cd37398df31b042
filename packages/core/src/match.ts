// The match loop: plays one game between two agents, synchronously (fast path) or asynchronously.
import { AgentError, type Agent, type DecisionContext } from './agent.js';
import { determinizeInto, type Game, type GameConfig, type GameResult } from './contract.js';
import { Prng, type Seed } from './rng.js';

export interface GameRecord {
  readonly winner: -1 | 0 | 1;
  readonly reason: string;
  readonly turns: number;
  readonly decisions: number;
  readonly checksum: number;
  readonly firstPlayer: number;
  /** Set when reason is `agent-error`: what the failing agent did. */
  readonly agentError?: string;
}

export interface MatchOptions {
  /** Decision budget: exceeding it throws GameBudgetError (the runner records the game as failed). */
  readonly maxDecisions?: number;
  /** Wall-clock budget in milliseconds (checked every 256 decisions). */
  readonly maxMillis?: number;
  /** Called after each action with its text (enables engine logging where available). */
  readonly onAction?: (player: number, action: number, text: string, events: readonly string[]) => void;
}

/** A game that did not finish within its decision or time budget. */
export class GameBudgetError extends Error {
  override name = 'GameBudgetError';
}

class Ctx<S> implements DecisionContext<S> {
  player = 0;
  count = 0;
  turn = 0;
  decision = 0;
  rng: Prng;
  constructor(
    readonly game: Game<S>,
    readonly legal: Int32Array,
    public state: S,
    private readonly mayPeek: boolean,
    rng: Prng,
  ) {
    this.rng = rng;
  }
  view(): unknown {
    return this.game.view(this.state, this.player);
  }
  sample(rng: Prng): S {
    const c = this.game.clone(this.state);
    this.game.determinize(c, this.player, rng);
    return c;
  }
  sampleInto(rng: Prng, dst: S | undefined): S {
    return determinizeInto(this.game, this.state, this.player, rng, dst);
  }
  actionToString(action: number): string {
    return this.game.actionToString(this.state, action);
  }
  peek(): S {
    if (!this.mayPeek) throw new AgentError('this agent may not read hidden information (peek)');
    return this.state;
  }
}

function checkAgents(agents: readonly Agent[]): void {
  for (const a of agents) {
    if (a.readsHiddenInfo && !/cheat/i.test(a.name)) {
      throw new AgentError(`agent "${a.name}" reads hidden information, so its name must contain "cheat"`);
    }
  }
}

function isLegal(legal: Int32Array, count: number, a: number): boolean {
  for (let i = 0; i < count; i++) if (legal[i] === a) return true;
  return false;
}

function finish<S>(game: Game<S>, s: S, forfeit?: { seat: number; why: string }): GameRecord {
  const r: GameResult = forfeit ? { winner: (1 - forfeit.seat) as 0 | 1, reason: 'agent-error' } : game.result(s);
  const rec: GameRecord = {
    winner: r.winner,
    reason: r.reason,
    turns: game.turn(s),
    decisions: game.decisions(s),
    checksum: game.checksum(s),
    firstPlayer: game.firstPlayer(s),
  };
  return forfeit ? { ...rec, agentError: `seat ${forfeit.seat}: ${forfeit.why}` } : rec;
}

export interface PlayArgs<S> {
  readonly game: Game<S>;
  readonly config: GameConfig;
  readonly agents: readonly [Agent<S>, Agent<S>];
  /** Seeds of the agents' own streams (strings or the runner's numeric keys). */
  readonly agentSeeds: readonly [Seed, Seed];
  readonly options?: MatchOptions;
  /** Start from this state instead of `game.newGame(config)` (scenarios). */
  readonly state?: S;
}

/** Everything both loops set up before the first decision. */
interface Setup<S> {
  readonly s: S;
  readonly legal: Int32Array;
  /**
   * With the engine's trusted path (`Game.trusted`): the loop's own copy of the legal list, which the chosen action is
   * checked against (an agent may write into `legal`), so the engine need not check it again.
   */
  readonly check: Int32Array | undefined;
  readonly ctxs: readonly [Ctx<S>, Ctx<S>];
  readonly maxDecisions: number;
  readonly maxMillis: number;
  readonly onAction: MatchOptions['onAction'];
}

// Legal-action buffers of finished synchronous games, by size, for the next game (a runner plays thousands in a row;
// a buffer is 4 bytes per possible action). Taken and given back around playGame only: asynchronous games may overlap.
const spareLegal: Int32Array[] = [];

function takeLegal(size: number): Int32Array {
  for (let k = spareLegal.length - 1; k >= 0; k--) {
    const b = spareLegal[k]!;
    if (b.length === size) {
      spareLegal[k] = spareLegal[spareLegal.length - 1]!;
      spareLegal.pop();
      return b;
    }
  }
  return new Int32Array(size);
}

function setUp<S>(args: PlayArgs<S>, pooled = false): Setup<S> {
  const { game, agents, options } = args;
  checkAgents(agents);
  const s = args.state ?? game.newGame(args.config);
  const legal = pooled ? takeLegal(game.maxLegalActions) : new Int32Array(game.maxLegalActions);
  const check = !game.trusted ? undefined : pooled ? takeLegal(game.maxLegalActions) : new Int32Array(game.maxLegalActions);
  const ctxs: [Ctx<S>, Ctx<S>] = [
    new Ctx(game, legal, s, !!agents[0].readsHiddenInfo, new Prng(args.agentSeeds[0])),
    new Ctx(game, legal, s, !!agents[1].readsHiddenInfo, new Prng(args.agentSeeds[1])),
  ];
  const onAction = options?.onAction;
  if (onAction) game.setLogging?.(s, true);
  return {
    s,
    legal,
    check,
    ctxs,
    maxDecisions: options?.maxDecisions ?? game.maxDecisions,
    maxMillis: options?.maxMillis ?? 0,
    onAction,
  };
}

/** Ask the legal actions and fill the deciding player's context; returns it. */
function prepare<S>(game: Game<S>, st: Setup<S>, n: number): Ctx<S> {
  const p = game.currentPlayer(st.s);
  const check = st.check;
  const count = check ? game.trusted!.legalActions(st.s, st.legal) : game.legalActions(st.s, st.legal);
  if (count <= 0) throw new Error(`${game.id}: no legal action for player ${p} on turn ${game.turn(st.s)}`);
  if (check) for (let i = 0; i < count; i++) check[i] = st.legal[i]!;
  const ctx = st.ctxs[p]!;
  ctx.player = p;
  ctx.count = count;
  ctx.turn = game.turn(st.s);
  ctx.decision = n;
  return ctx;
}

/** Apply the chosen action (with the readable log when asked) and check the budgets. */
function step<S>(game: Game<S>, st: Setup<S>, p: number, a: number, n: number, t0: number, checkClock: boolean): void {
  const { s, onAction } = st;
  // With a copy of the list the action was checked against (isLegal), the engine applies it without a second check.
  const trusted = st.check ? game.trusted : undefined;
  if (onAction) {
    const text = game.actionToString(s, a);
    if (trusted) trusted.applyAction(s, a);
    else game.applyAction(s, a);
    onAction(p, a, text, game.drainLog?.(s) ?? []);
  } else if (trusted) {
    trusted.applyAction(s, a);
  } else {
    game.applyAction(s, a);
  }
  if (n > st.maxDecisions) {
    throw new GameBudgetError(`game exceeded its budget of ${st.maxDecisions} decisions (turn ${game.turn(s)})`);
  }
  // maxMillis first: read at every decision, so the optimised loop has its type feedback (read only at the 256th
  // decision, the load had none and deoptimised playSetUp once per thread).
  if (st.maxMillis > 0 && checkClock && Date.now() - t0 > st.maxMillis) {
    throw new GameBudgetError(`game exceeded its budget of ${st.maxMillis} ms (turn ${game.turn(s)})`);
  }
}

/** Play one game to the end with synchronous agents. */
export function playGame<S>(args: PlayArgs<S>): GameRecord {
  const st = setUp(args, true);
  try {
    return playSetUp(args, st);
  } finally {
    if (spareLegal.length < 4) spareLegal.push(st.legal);
    if (st.check && spareLegal.length < 4) spareLegal.push(st.check);
  }
}

function playSetUp<S>(args: PlayArgs<S>, st: Setup<S>): GameRecord {
  const { game, agents } = args;
  for (let seat = 0; seat < 2; seat++) agents[seat]!.startGame?.(game, seat);
  const t0 = st.maxMillis > 0 ? Date.now() : 0;
  let n = 0;
  while (!game.isTerminal(st.s)) {
    const ctx = prepare(game, st, n);
    const p = ctx.player;
    let a: number;
    try {
      a = agents[p]!.act(ctx);
    } catch (e) {
      if (e instanceof AgentError) return finish(game, st.s, { seat: p, why: e.message });
      throw e;
    }
    if (!isLegal(st.check ?? st.legal, ctx.count, a)) {
      return finish(game, st.s, { seat: p, why: `illegal action ${a} from agent "${agents[p]!.name}"` });
    }
    n++;
    step(game, st, p, a, n, t0, (n & 255) === 0);
  }
  return finish(game, st.s);
}

/** Play one game where some agent is asynchronous (an external process). Same semantics as playGame. */
export async function playGameAsync<S>(args: PlayArgs<S>): Promise<GameRecord> {
  const { game, agents } = args;
  const st = setUp(args);
  for (let seat = 0; seat < 2; seat++) {
    try {
      await agents[seat]!.startGame?.(game, seat);
    } catch (e) {
      return finish(game, st.s, { seat, why: (e as Error).message });
    }
  }
  const t0 = Date.now();
  let n = 0;
  while (!game.isTerminal(st.s)) {
    const ctx = prepare(game, st, n);
    const p = ctx.player;
    const agent = agents[p]!;
    let a: number;
    try {
      a = agent.actAsync ? await agent.actAsync(ctx) : agent.act(ctx);
    } catch (e) {
      if (e instanceof AgentError) return finish(game, st.s, { seat: p, why: e.message });
      throw e;
    }
    if (!isLegal(st.check ?? st.legal, ctx.count, a)) {
      return finish(game, st.s, { seat: p, why: `illegal action ${a} from agent "${agent.name}"` });
    }
    n++;
    step(game, st, p, a, n, t0, true);
  }
  return finish(game, st.s);
}
