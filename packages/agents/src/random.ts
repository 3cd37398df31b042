// The uniform random agent: the reference opponent and the fuzzer. Allocates nothing per decision.
import type { Agent, DecisionContext } from '@tcglab/core';

export class RandomAgent implements Agent {
  readonly name = 'random';
  act(ctx: DecisionContext): number {
    return ctx.legal[ctx.rng.int(ctx.count)]!;
  }
}
