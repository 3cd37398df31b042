// mcts@7 (mcts@4 that stops a decision once its move is settled, and may prune children scored far below their best
// sibling) on the fixture game.
import { describe, expect, it } from 'vitest';
import { createAgent, ExpandMctsAgent, parseAgentSpec } from '../src/index.js';
import { miniGame, type MiniState } from './fixtures/mini-shields.js';
import { choiceDecisions, ctxFor, midGame, pairedScore, playAgainstGreedy } from './helpers.js';

/** mcts@7 with its root's children open to the test. */
class Inspect extends ExpandMctsAgent<MiniState> {
  rootChildren(): { visits: number; prior: number }[] {
    const t = this.tree;
    const out: { visits: number; prior: number }[] = [];
    for (let c = t.first[this.root]!; c >= 0; c = t.next[c]!) out.push({ visits: t.visits[c]!, prior: t.prior[c]! });
    return out;
  }
}

function playOne(spec: string, i: number) {
  return playAgainstGreedy(spec, i, 4);
}

describe('mcts@7 (mcts@4 that stops once its move is settled)', () => {
  it('builds from its spec with its defaults in the name, and checks its parameters', () => {
    expect(createAgent('mcts@7').name).toBe('mcts@7');
    expect(createAgent('mcts@7:iters=20,settle=0.5,prune=0.1').name).toBe('mcts@7:iters=20,settle=0.5,prune=0.1');
    expect(() => parseAgentSpec('mcts@7:settle=2')).toThrow(/settle/);
    expect(() => parseAgentSpec('mcts@7:prune=-1')).toThrow(/prune/);
  });

  it('settle=1 plays the move mcts@4 plays on the same stream, in no more iterations, and in fewer where the move is clear', () => {
    let fewer = 0;
    let compared = 0;
    for (let i = 0; i < 30; i++) {
      const s = midGame(i);
      if (miniGame.isTerminal(s)) continue;
      const m4 = new ExpandMctsAgent<MiniState>({ iters: 40, reuse: true });
      const m7 = new ExpandMctsAgent<MiniState>({ iters: 40, reuse: true, settle: 1 });
      const c4 = ctxFor(s, `s/${i}`);
      if (c4.count < 2) continue;
      expect(m7.act(ctxFor(s, `s/${i}`))).toBe(m4.act(c4));
      expect(m7.lastIterations).toBeLessThanOrEqual(m4.lastIterations);
      if (m7.lastIterations < m4.lastIterations) fewer++;
      compared++;
    }
    expect(compared).toBeGreaterThan(8);
    expect(fewer).toBeGreaterThan(0);
  });

  it('with settle=0 and no pruning it is mcts@4 (the same game on the same seeds)', () => {
    for (const i of [1, 2]) {
      const r4 = playOne('mcts@4:iters=12', i);
      const r7 = playOne('mcts@7:iters=12,settle=0', i);
      expect(r7).toEqual(r4);
    }
  });

  it('prune never walks into a root child scored more than prune below the best one (it keeps its one visit)', () => {
    let pruned = 0;
    for (const { c } of choiceDecisions('p')) {
      const m = new Inspect({ iters: 40, reuse: true, prune: 0.05 });
      m.act(c);
      const kids = m.rootChildren();
      const top = Math.max(...kids.map((k) => k.prior));
      for (const k of kids) {
        if (k.prior < top - 0.05) {
          expect(k.visits).toBe(1);
          pruned++;
        }
      }
    }
    expect(pruned).toBeGreaterThan(0);
  });

  it('the same seeds give the same game', () => {
    const a = playOne('mcts@7:iters=16,settle=0.5,prune=0.2', 3);
    expect(a.reason).not.toBe('agent-error');
    expect(playOne('mcts@7:iters=16,settle=0.5,prune=0.2', 3)).toEqual(a);
  });

  it('beats random and is not worse than greedy@2 on the fixture game (paired games)', () => {
    const r = pairedScore('mcts@7:iters=16', 'random', 10);
    expect(r.errors).toBe(0);
    expect(r.score / r.games).toBeGreaterThan(0.8);
    const g = pairedScore('mcts@7:iters=16', 'greedy@2', 12);
    expect(g.errors).toBe(0);
    expect(g.score / g.games).toBeGreaterThanOrEqual(0.5);
  });
});
