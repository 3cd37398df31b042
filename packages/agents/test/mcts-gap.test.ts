// mcts@8 (mcts@7 with qnodes=2 that spends no iterations on a decision whose best one-ply action is clear: `gap`)
// on the fixture game.
import { describe, expect, it } from 'vitest';
import { createAgent, ExpandMctsAgent, parseAgentSpec } from '../src/index.js';
import type { MiniState } from './fixtures/mini-shields.js';
import { choiceDecisions, pairedScore, playAgainstGreedy } from './helpers.js';

/** An mcts@8 with its root's children open to the test. */
class Inspect extends ExpandMctsAgent<MiniState> {
  priors(): { action: number; prior: number }[] {
    const t = this.tree;
    const out: { action: number; prior: number }[] = [];
    for (let c = t.first[this.root]!; c >= 0; c = t.next[c]!) out.push({ action: t.action[c]!, prior: t.prior[c]! });
    return out;
  }
  /** Every node's action and visits, in creation order (what the search built). */
  shape(): string {
    const t = this.tree;
    let out = '';
    for (let n = 0; n < t.size; n++) out += `${t.action[n]}:${t.visits[n]} `;
    return out;
  }
}

function playOne(spec: string, i: number) {
  return playAgainstGreedy(spec, i, 5);
}

describe('mcts@8 (mcts@7, qnodes=2, no iterations where the one-ply best is clear)', () => {
  it('builds from its spec with its defaults in the name, and checks its parameters', () => {
    expect(createAgent('mcts@8').name).toBe('mcts@8');
    expect(createAgent('mcts@8:iters=20,gap=0.1').name).toBe('mcts@8:iters=20,gap=0.1');
    expect(() => parseAgentSpec('mcts@8:gap=3')).toThrow(/gap/);
    expect(() => parseAgentSpec('mcts@8:gap=-0.1')).toThrow(/gap/);
  });

  it('with gap=0 it is mcts@7 with qnodes=2 (the same game on the same seeds)', () => {
    for (const i of [1, 2]) expect(playOne('mcts@8:iters=12,gap=0', i)).toEqual(playOne('mcts@7:iters=12,qnodes=2', i));
  });

  it('stops after one iteration exactly when the best one-ply score leads the second by more than gap, and plays it', () => {
    let stopped = 0;
    let searched = 0;
    for (const { c } of choiceDecisions('g')) {
      const gap = 0.02;
      const m = new Inspect({ iters: 40, reuse: true, settle: 1, qnodes: 2, gap });
      const a = m.act(c);
      const p = m.priors().sort((x, y) => y.prior - x.prior);
      if (p.length >= c.count && p[0]!.prior - p[1]!.prior > gap) {
        expect(m.lastIterations).toBe(1);
        expect(a).toBe(p[0]!.action);
        stopped++;
      } else {
        expect(m.lastIterations).toBeGreaterThan(1);
        searched++;
      }
      expect(m.gapStops).toBe(m.lastIterations === 1 ? 1 : 0);
    }
    expect(stopped).toBeGreaterThan(0);
    expect(searched).toBeGreaterThan(0);
  });

  it("copp sets the exploration at the opponent's nodes only: copp = c is mcts@8 itself, copp=0 changes the search", () => {
    for (const i of [1, 2]) expect(playOne('mcts@8:iters=12,c=0.3,copp=0.3', i)).toEqual(playOne('mcts@8:iters=12,c=0.3', i));
    let differ = 0;
    for (const { c, fresh } of choiceDecisions('o')) {
      const a = new Inspect({ iters: 40, reuse: true, settle: 0, qnodes: 2, c: 0.5 });
      const b = new Inspect({ iters: 40, reuse: true, settle: 0, qnodes: 2, c: 0.5, copp: 0 });
      a.act(c);
      b.act(fresh());
      if (a.shape() !== b.shape()) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('croot sets the exploration at the root only: croot = c is mcts@8 itself, another croot changes the search', () => {
    for (const i of [1, 2]) expect(playOne('mcts@8:iters=12,c=0.3,croot=0.3', i)).toEqual(playOne('mcts@8:iters=12,c=0.3', i));
    let differ = 0;
    for (const { c, fresh } of choiceDecisions('r')) {
      const a = new Inspect({ iters: 40, reuse: true, settle: 0, qnodes: 2, c: 0.5 });
      const b = new Inspect({ iters: 40, reuse: true, settle: 0, qnodes: 2, c: 0.5, croot: 0 });
      a.act(c);
      b.act(fresh());
      if (a.shape() !== b.shape()) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('the same seeds give the same game', () => {
    const a = playOne('mcts@8:iters=16,gap=0.05', 3);
    expect(a.reason).not.toBe('agent-error');
    expect(playOne('mcts@8:iters=16,gap=0.05', 3)).toEqual(a);
  });

  it('beats random and is not worse than greedy@2 on the fixture game (paired games)', () => {
    const r = pairedScore('mcts@8:iters=16,gap=0.05', 'random', 10);
    expect(r.errors).toBe(0);
    expect(r.score / r.games).toBeGreaterThan(0.8);
    const g = pairedScore('mcts@8:iters=16,gap=0.05', 'greedy@2', 12);
    expect(g.errors).toBe(0);
    expect(g.score / g.games).toBeGreaterThanOrEqual(0.5);
  });
});
