// mcts@9: mcts@8 that searches one action of each class the player cannot tell apart (Game.distinctActions: which
// face-down shield to break). On Duel Masters, the game that has the hook.
import { playGame, Prng, type Agent, type DecisionContext, type Game } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { createAgent, ExpandMctsAgent, parseAgentSpec } from '../src/index.js';
import { REAL_GAMES, realDeal } from './real-games.js';

const DM = REAL_GAMES[0]!;

function play(agents: [Agent, Agent], i: number, game: Game<unknown> = DM.game) {
  return playGame({ game, config: realDeal(DM, 'distinct', i), agents, agentSeeds: [`a/${i}`, `b/${i}`] });
}

const spec = (s: string): [Agent, Agent] => [createAgent(s), createAgent(s)];

/** An mcts@9 that records, at every decision, the classes of its legal actions and whether it searched. */
class Inspect extends ExpandMctsAgent {
  oneClass = 0;
  oneClassSearched = 0;
  notFirstOfClass = 0;
  merged = 0;
  private readonly classBuf = new Int32Array(4096);
  override act(ctx: DecisionContext<unknown>): number {
    const before = this.iterations;
    const a = super.act(ctx);
    if (ctx.count < 2) return a;
    // The classes, read from a sample of the decision (zones and what the player knows are the true state's).
    for (let i = 0; i < ctx.count; i++) this.classBuf[i] = ctx.legal[i]!;
    const m = ctx.game.distinctActions!(ctx.sample(new Prng('inspect')), ctx.player, this.classBuf, ctx.count);
    if (m < ctx.count) this.merged++;
    if (m === 1) {
      this.oneClass++;
      if (this.iterations !== before) this.oneClassSearched++;
    }
    if (!this.classBuf.subarray(0, m).includes(a)) this.notFirstOfClass++;
    return a;
  }
}

describe('mcts@9 (distinct actions)', () => {
  it('has distinct on by default and checks its value', () => {
    expect(parseAgentSpec('mcts@9').values['distinct']).toBe(true);
    expect(() => parseAgentSpec('mcts@9:distinct=3')).toThrow(/distinct/);
    expect(() => parseAgentSpec('mcts@8:distinct=1')).toThrow(/distinct/);
  });

  it('plays over evaluation v2 unless eval=3 asks for v3', () => {
    expect(parseAgentSpec('mcts@9').values['eval']).toBe(2);
    expect(() => parseAgentSpec('mcts@9:eval=4')).toThrow(/eval/);
    const v2 = play(spec('mcts@9:iters=24'), 2);
    expect(play(spec('mcts@9:iters=24,eval=2'), 2)).toEqual(v2);
    expect(play(spec('mcts@9:iters=24,eval=3'), 2).checksum).not.toBe(v2.checksum);
  });

  it('with distinct=false plays mcts@8 game for game; with it, another game', () => {
    const off = play(spec('mcts@8:iters=24'), 0);
    expect(play(spec('mcts@9:iters=24,distinct=false'), 0)).toEqual(off);
    expect(play(spec('mcts@9:iters=24'), 0).checksum).not.toBe(off.checksum);
  });

  it('plays a one-class decision without search, and only ever the first action of a class', () => {
    const opts = { iters: 24, reuse: true, settle: 1, qnodes: 2, distinct: true, version: 'mcts@9' };
    let oneClass = 0;
    let merged = 0;
    for (let i = 0; i < 3; i++) {
      const a = new Inspect(opts);
      const b = new Inspect(opts);
      const r = play([a, b], i);
      expect(r.reason).not.toBe('agent-error');
      for (const x of [a, b]) {
        expect(x.oneClassSearched).toBe(0);
        expect(x.notFirstOfClass).toBe(0);
        oneClass += x.oneClass;
        merged += x.merged;
      }
    }
    expect(merged).toBeGreaterThan(0); // the games did reach shield choices
    expect(oneClass).toBeGreaterThan(0);
  });

  it('calls the hook inside the search (tree and quiescence), and replays the same game on the same seeds', () => {
    let calls = 0;
    let shrunk = 0;
    const dm = DM.game;
    const counted: Game<unknown> = Object.create(dm as object);
    counted.distinctActions = (s, p, legal, count) => {
      calls++;
      const m = dm.distinctActions!(s, p, legal, count);
      if (m < count) shrunk++;
      return m;
    };
    const r = play(spec('mcts@9:iters=24'), 1, counted);
    expect(calls).toBeGreaterThan(1000);
    expect(shrunk).toBeGreaterThan(0);
    expect(play(spec('mcts@9:iters=24'), 1)).toEqual(r);
  });
});
