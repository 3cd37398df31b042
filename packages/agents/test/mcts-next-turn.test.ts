// mcts@6 (mcts@4 whose leaves play the next turn out with a one-ply policy): built from its spec, deterministic
// with iters=, legal on all three real games, and its leaf differs from quiescence exactly where a turn ends.
import { describe, expect, it } from 'vitest';
import { deriveSeed, playGame, Prng, type Agent } from '@tcglab/core';
import { createAgent, Evaluator, NextTurnLeaf, NextTurnMctsAgent, Quiescence } from '../src/index.js';
import { miniGame } from './fixtures/mini-shields.js';
import { miniConfig, pairedScore } from './helpers.js';
import { REAL_GAMES, realDeal } from './real-games.js';

describe('mcts@6', () => {
  it('builds from its spec, with its defaults in the name; ms= is not deterministic', () => {
    const a = createAgent('mcts@6');
    expect(a).toBeInstanceOf(NextTurnMctsAgent);
    expect(a.name).toBe('mcts@6');
    expect((createAgent('mcts@6:iters=3') as NextTurnMctsAgent).deterministic).toBe(true);
    expect((createAgent('mcts@6:ms=5') as NextTurnMctsAgent).deterministic).toBe(false);
  });

  it('scores an action like quiescence while every line stays in the turn, and plays the next turn where one ends', () => {
    const ev = new Evaluator(miniGame, 2);
    const q = new Quiescence(miniGame, ev, { depth: 4, nodes: 12 });
    const leaf = new NextTurnLeaf(miniGame, ev, { depth: 4, nodes: 12, policyNodes: 4, policyDecisions: 20 });
    const legal = new Int32Array(miniGame.maxLegalActions);
    let same = 0;
    let ended = 0;
    let differ = 0;
    for (let i = 0; i < 40; i++) {
      const s = miniGame.newGame(miniConfig(i));
      const rng = new Prng(`nt/${i}`);
      for (let k = 0; k < 6 + (i % 20) && !miniGame.isTerminal(s); k++)
        miniGame.applyAction(s, legal[rng.int(miniGame.legalActions(s, legal))]!);
      if (miniGame.isTerminal(s)) continue;
      const n = miniGame.legalActions(s, legal);
      const me = miniGame.currentPlayer(s);
      const turn = miniGame.turn(s);
      for (let j = 0; j < n; j++) {
        const a = miniGame.clone(s);
        miniGame.applyAction(a, legal[j]!);
        const b = miniGame.clone(a);
        const turnsBefore = leaf.turnsPlayed;
        const vl = leaf.value(a, me, turn);
        const vq = q.value(b, me, turn);
        if (leaf.turnsPlayed === turnsBefore) {
          expect(vl).toBe(vq); // no line reached the end of the turn: the same search
          same++;
        } else {
          ended++;
          if (vl !== vq) differ++;
        }
      }
    }
    expect(same).toBeGreaterThan(10);
    expect(ended).toBeGreaterThan(10);
    expect(differ).toBeGreaterThan(0);
  });

  it('is deterministic with iters= and plays only legal actions on the three real games', () => {
    for (const [g, spec] of REAL_GAMES.map(
      (g, i) => [g, ['mcts@6:iters=2,horizon=all', 'mcts@6:iters=3,policy=random', 'mcts@6:iters=3'][i]!] as const,
    )) {
      const play = () => {
        const m = createAgent(spec) as NextTurnMctsAgent;
        const r = playGame({
          game: g.game,
          config: realDeal(g, 'mcts6', 1),
          agents: [m as Agent<unknown>, createAgent('greedy') as Agent<unknown>],
          agentSeeds: [deriveSeed(6, 1, 0), deriveSeed(6, 1, 1)],
        });
        return { r, turns: m.leaf?.turnsPlayed ?? 0 };
      };
      const a = play();
      expect(a.r.reason).not.toBe('agent-error');
      expect(a.turns).toBeGreaterThan(0);
      expect(play()).toEqual(a);
    }
  }, 120_000);

  // (Against greedy@2 on this fixture it scored 0.458 over 12 pairs: no test can tell that from ½ at this size;
  // its strength is measured on Duel Masters in docs/agents.md.)
  it('beats random on the fixture game (paired games)', () => {
    const r = pairedScore('mcts@6:iters=8', 'random', 10);
    expect(r.errors).toBe(0);
    expect(r.score / r.games).toBeGreaterThan(0.8);
  });
});
