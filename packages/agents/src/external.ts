// The external agent: a bot in any language, run as a child process speaking JSON lines (see docs/agents.md).
import { AgentError, type Agent, type DecisionContext, type Game } from '@tcglab/core';
import { JsonLinesProcess } from './json-lines-process.js';

export const EXTERNAL_PROTOCOL_VERSION = 1;

export interface ExternalOptions {
  /** Shell command that starts the bot. */
  readonly cmd: string;
  /** Per-decision time limit in milliseconds. */
  readonly timeoutMs?: number;
  /** Extra time allowed for the first reply after the bot starts (interpreter start-up). */
  readonly startupMs?: number;
  readonly name?: string;
}

/**
 * One bot process per agent, started at the first game and reused across games. A crash, a malformed reply,
 * or a timeout throws AgentError (the seat loses with reason `agent-error`) and stops the process; the next
 * game starts a fresh one. An illegal action is returned as is: the match loop rejects it the same way.
 */
export class ExternalAgent<S = unknown> implements Agent<S> {
  readonly name: string;
  lastError?: string;
  private proc: JsonLinesProcess | undefined;
  private fresh = false;
  private readonly timeoutMs: number;
  private readonly startupMs: number;
  private readonly legalBuf: { action: number; text: string }[] = [];

  constructor(private readonly opts: ExternalOptions) {
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.startupMs = opts.startupMs ?? 5000;
    this.name = opts.name ?? `external:${opts.cmd}`;
  }

  private ensure(): JsonLinesProcess {
    if (!this.proc || !this.proc.alive) {
      this.proc?.kill();
      this.proc = new JsonLinesProcess(this.opts.cmd);
      this.fresh = true;
    }
    return this.proc;
  }

  private fail(why: string): never {
    this.lastError = why;
    this.proc?.kill();
    this.proc = undefined;
    throw new AgentError(why);
  }

  startGame(game: Game<S>, seat: number): void {
    this.lastError = undefined;
    const p = this.ensure();
    p.send(JSON.stringify({ type: 'start', protocol: EXTERNAL_PROTOCOL_VERSION, game: game.id, seat }));
  }

  act(): number {
    throw new Error(`agent "${this.name}" is asynchronous: play it with playGameAsync (actAsync)`);
  }

  async actAsync(ctx: DecisionContext<S>): Promise<number> {
    const p = this.ensure();
    if (p.pendingLines() > 0) this.fail(`bot "${this.opts.cmd}" wrote a line nobody asked for (one reply per request)`);
    const legal = this.legalBuf;
    legal.length = 0;
    for (let i = 0; i < ctx.count; i++) legal.push({ action: ctx.legal[i]!, text: ctx.actionToString(ctx.legal[i]!) });
    const request = {
      type: 'act',
      game: ctx.game.id,
      player: ctx.player,
      turn: ctx.turn,
      decision: ctx.decision,
      seed: ctx.rng.int(0x7fffffff),
      view: ctx.view(),
      legal,
    };
    p.send(JSON.stringify(request));
    const limit = this.timeoutMs + (this.fresh ? this.startupMs : 0);
    this.fresh = false;
    let line: string;
    try {
      line = await p.nextLine(limit);
    } catch (e) {
      return this.fail((e as Error).message);
    }
    let reply: unknown;
    try {
      reply = JSON.parse(line);
    } catch {
      return this.fail(`bot "${this.opts.cmd}" replied with a line that is not JSON: ${line.slice(0, 120)}`);
    }
    const action = typeof reply === 'number' ? reply : (reply as { action?: unknown } | null)?.action;
    if (typeof action !== 'number' || !Number.isInteger(action)) {
      return this.fail(`bot "${this.opts.cmd}" replied without an integer "action": ${line.slice(0, 120)}`);
    }
    let ok = false;
    for (let i = 0; i < ctx.count; i++) if (ctx.legal[i] === action) ok = true;
    if (!ok) this.lastError = `bot "${this.opts.cmd}" answered illegal action ${action}`;
    return action;
  }

  async close(): Promise<void> {
    const p = this.proc;
    this.proc = undefined;
    if (p) await p.close();
  }
}
