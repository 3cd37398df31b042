// A transparent wrapper that counts an agent's decisions and the time it spends deciding (for decisions/s).
import type { Agent, DecisionContext, Game } from '@tcglab/core';

export class TimedAgent<S> implements Agent<S> {
  decisions = 0;
  /** Decisions with a single legal action (agents answer those at once). */
  forced = 0;
  ms = 0;
  readonly actAsync?: (ctx: DecisionContext<S>) => Promise<number>;

  constructor(readonly inner: Agent<S>) {
    if (inner.actAsync) {
      const f = inner.actAsync.bind(inner);
      this.actAsync = async (ctx) => {
        const t = performance.now();
        if (ctx.count === 1) this.forced++;
        try {
          return await f(ctx);
        } finally {
          this.ms += performance.now() - t;
          this.decisions++;
        }
      };
    }
  }
  get name(): string {
    return this.inner.name;
  }
  get readsHiddenInfo(): boolean | undefined {
    return this.inner.readsHiddenInfo;
  }
  get lastError(): string | undefined {
    return this.inner.lastError;
  }
  act(ctx: DecisionContext<S>): number {
    const t = performance.now();
    if (ctx.count === 1) this.forced++;
    try {
      return this.inner.act(ctx);
    } finally {
      this.ms += performance.now() - t;
      this.decisions++;
    }
  }
  startGame(game: Game<S>, seat: number): void | Promise<void> {
    return this.inner.startGame?.(game, seat);
  }
  close(): void | Promise<void> {
    return this.inner.close?.();
  }
}
