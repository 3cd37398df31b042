// mcts@3 (best-first ISMCTS, every action of a node expanded and scored at once) on the fixture game.
import { describe, expect, it } from 'vitest';
import { deriveSeed, playGame, Prng, type Agent } from '@tcglab/core';
import { createAgent, Evaluator, ExpandMctsAgent, Quiescence } from '../src/index.js';
import { miniGame, type MiniState } from './fixtures/mini-shields.js';
import { choiceDecisions, ctxFor, midGame, miniConfig, pairedScore } from './helpers.js';

function strongOnFixture(spec: string): void {
  const r = pairedScore(spec, 'random', 10);
  expect(r.errors).toBe(0);
  expect(r.score / r.games).toBeGreaterThan(0.8);
  const g = pairedScore(spec, 'greedy@2', 12);
  expect(g.errors).toBe(0);
  expect(g.score / g.games).toBeGreaterThanOrEqual(0.5);
}

describe('mcts@3', () => {
  it('builds from its spec, with its defaults in the name', () => {
    const a = createAgent('mcts@3');
    expect(a).toBeInstanceOf(ExpandMctsAgent);
    expect(a.name).toBe('mcts@3');
    expect((createAgent('mcts@3:ms=5') as ExpandMctsAgent).deterministic).toBe(false);
  });

  it('with one iteration plays a best action by the one-ply scores of greedy@2 on the same sample', () => {
    const ev = new Evaluator(miniGame, 2);
    const q = new Quiescence(miniGame, ev, { depth: 4, nodes: 12 });
    let compared = 0;
    for (const { i, c: ctx, fresh } of choiceDecisions('g')) {
      const sample = fresh().sample(new Prng(`g/${i}`));
      const score = (a: number) => {
        const c = miniGame.clone(sample);
        miniGame.applyAction(c, a);
        return q.value(c, ctx.player, ctx.turn);
      };
      const scores = [...ctx.legal.subarray(0, ctx.count)].map(score);
      const m = new ExpandMctsAgent<MiniState>({ iters: 1 }).act(fresh());
      expect(score(m)).toBe(Math.max(...scores));
      compared++;
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('runs exactly the iterations asked for, and the same seeds give the same game', () => {
    const m = new ExpandMctsAgent<MiniState>({ iters: 23 });
    m.act(ctxFor(midGame(1), 'x'));
    expect(m.lastIterations).toBe(23);
    const play = () =>
      playGame({
        game: miniGame,
        config: miniConfig(3),
        agents: [createAgent('mcts@3:iters=12') as Agent<MiniState>, createAgent('greedy') as Agent<MiniState>],
        agentSeeds: [deriveSeed(1, 3, 0), deriveSeed(1, 3, 1)],
      });
    const a = play();
    expect(play()).toEqual(a);
    expect(a.reason).not.toBe('agent-error');
  });

  it('ms= runs at least one iteration and answers a legal action', () => {
    const m = new ExpandMctsAgent<MiniState>({ ms: 3 });
    const ctx = ctxFor(midGame(2), 'y');
    const a = m.act(ctx);
    expect(m.lastIterations).toBeGreaterThan(0);
    expect([...ctx.legal.subarray(0, ctx.count)]).toContain(a);
  });

  it('beats random and is not worse than greedy@2 on the fixture game (paired games)', () => strongOnFixture('mcts@3:iters=16'));
});

describe('mcts@4 (mcts@3 that keeps its tree through its own decisions within a turn)', () => {
  it('builds from its spec; a first decision is mcts@3 on the same stream', () => {
    expect(createAgent('mcts@4').name).toBe('mcts@4');
    for (let i = 0; i < 12; i++) {
      const s = midGame(i);
      if (miniGame.isTerminal(s)) continue;
      const a3 = new ExpandMctsAgent<MiniState>({ iters: 6 }).act(ctxFor(s, `f/${i}`));
      const a4 = new ExpandMctsAgent<MiniState>({ iters: 6, reuse: true }).act(ctxFor(s, `f/${i}`));
      expect(a4).toBe(a3);
    }
  });

  it('searches on from the subtree of the action played when its next decision follows in the same turn, never else', () => {
    const play = (spec: string) => {
      const agents = [createAgent(spec) as ExpandMctsAgent<MiniState>, createAgent('greedy') as Agent<MiniState>] as const;
      const r = playGame({
        game: miniGame,
        config: miniConfig(5),
        agents: [...agents],
        agentSeeds: [deriveSeed(2, 5, 0), deriveSeed(2, 5, 1)],
      });
      return { r, kept: agents[0].keptTrees };
    };
    const a = play('mcts@4:iters=10');
    expect(a.r.reason).not.toBe('agent-error');
    expect(a.kept).toBeGreaterThan(0);
    expect(play('mcts@4:iters=10')).toEqual(a); // deterministic
    expect(play('mcts@3:iters=10').kept).toBe(0);
    // Decisions that do not follow each other (another decision index, or a new turn) start from an empty tree.
    const m = new ExpandMctsAgent<MiniState>({ iters: 10, reuse: true });
    const s = midGame(3);
    const c0 = ctxFor(s, 'k');
    m.act(c0);
    m.act({ ...ctxFor(s, 'k'), decision: 2 });
    m.act({ ...ctxFor(s, 'k'), decision: 3, turn: c0.turn + 1 });
    expect(m.keptTrees).toBe(0);
  });

  it("counts a kept root's visits in its budget: a decision the last one searched runs fewer new iterations", () => {
    let checked = 0;
    for (const { s, c: c0, fresh } of choiceDecisions('b')) {
      if (checked >= 3) break;
      const m = new ExpandMctsAgent<MiniState>({ iters: 12, reuse: true });
      miniGame.applyAction(s, m.act(c0));
      expect(m.lastIterations).toBe(12);
      if (miniGame.isTerminal(s) || miniGame.currentPlayer(s) !== c0.player || miniGame.turn(s) !== c0.turn) continue;
      const c1 = { ...fresh(), decision: 1 };
      if (c1.count < 2) continue;
      m.act(c1);
      if (m.keptTrees === 0) continue; // the action played had not been expanded
      expect(m.lastIterations).toBeGreaterThanOrEqual(1);
      expect(m.lastIterations).toBeLessThan(12);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('beats random and is not worse than greedy@2 on the fixture game (paired games)', () => strongOnFixture('mcts@4:iters=16'));
});
