// greedy@1, mcts@1 and mcts-cheat@1 choose exactly what the pristine b781ea1 agent code chooses, on today's engines.
//
// fixtures/b781ea1/ holds the agent sources of commit b781ea1 (prettier-formatted, otherwise untouched). Both
// sides play the same seeded games on the current engines; any difference in any action is a change of the
// frozen agents' behaviour.
import { describe, expect, it } from 'vitest';
import { playGame, type Agent, type DecisionContext } from '@tcglab/core';
import { createAgent } from '../src/index.js';
import { GreedyAgent } from './fixtures/b781ea1/greedy.js';
import { MctsAgent } from './fixtures/b781ea1/mcts.js';
import { REAL_GAMES, realDeal } from './real-games.js';

/** Wraps an agent and records every action it returns. */
function recording(inner: Agent, log: number[]): Agent {
  return {
    name: inner.name,
    ...(inner.readsHiddenInfo ? { readsHiddenInfo: true } : {}),
    act: (ctx: DecisionContext) => {
      const a = inner.act(ctx);
      log.push(a);
      return a;
    },
  };
}

const CASES: { pristine: () => [Agent, Agent]; frozen: [string, string]; games?: number }[] = [
  { pristine: () => [new GreedyAgent(), new GreedyAgent({ samples: 2 })], frozen: ['greedy@1', 'greedy@1:samples=2'] },
  // Enough iterations that UCB selects among expanded children (with fewer, every iteration expands).
  { pristine: () => [new MctsAgent({ iters: 40 }), new GreedyAgent()], frozen: ['mcts@1:iters=40', 'greedy@1'], games: 1 },
  {
    pristine: () => [
      new MctsAgent({ iters: 6, rollout: 'eps', epsilon: 0.3, turns: 1 }),
      new MctsAgent({ iters: 5, c: 1.2, depth: 10, turns: 0 }),
    ],
    frozen: ['mcts@1:iters=6,rollout=eps,eps=0.3,turns=1', 'mcts@1:iters=5,c=1.2,depth=10,turns=0'],
  },
  {
    pristine: () => [new MctsAgent({ iters: 6, cheat: true, name: 'mcts-cheat' }), new GreedyAgent()],
    frozen: ['mcts-cheat@1:iters=6', 'greedy@1'],
  },
];

describe.each(REAL_GAMES.map((g) => [g.game.id, g] as const))('%s: frozen agents = b781ea1 code', (_id, g) => {
  it.each(CASES.map((c) => [c.frozen.join(' vs '), c] as const))('%s', (_name, c) => {
    const games = c.games ?? (g.game.id === 'duel-masters' ? 2 : 1);
    for (let i = 0; i < games; i++) {
      const config = realDeal(g, 'frozen', i);
      const seeds: [string, string] = [`frozen/${i}/0`, `frozen/${i}/1`];
      const before: number[] = [];
      const after: number[] = [];
      const [p0, p1] = c.pristine();
      const a = playGame({ game: g.game, config, agents: [recording(p0, before), recording(p1, before)], agentSeeds: seeds });
      const f0 = createAgent(c.frozen[0]);
      const f1 = createAgent(c.frozen[1]);
      const b = playGame({ game: g.game, config, agents: [recording(f0, after), recording(f1, after)], agentSeeds: seeds });
      expect(after).toEqual(before);
      expect(b).toEqual(a);
      expect(before.length).toBeGreaterThan(10);
    }
  });
});
