// mcts@8's transpositions (`tt`): a quiet node reached by a permutation of an expanded node's moves walks on through
// that node's subtree. On Duel Masters (the fixture game has no quiet-state test, so nothing transposes there).
import { playGame, type Agent, type Game } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { createAgent, ExpandMctsAgent, parseAgentSpec } from '../src/index.js';
import { REAL_GAMES, realDeal } from './real-games.js';

const DM = REAL_GAMES[0]!;

/** An mcts@8 with tt that checks, after every decision, that each transposition joins nodes of one key. */
class Inspect extends ExpandMctsAgent {
  aliases = 0;
  mismatches = 0;
  override act(ctx: Parameters<ExpandMctsAgent['act']>[0]): number {
    const a = super.act(ctx);
    for (let n = 0; n < this.tree.size; n++) {
      const y = this.alias[n]!;
      if (y < 0) continue;
      this.aliases++;
      const same = this.keyA[n] === this.keyA[y] && this.keyB[n] === this.keyB[y];
      if (!same || !this.expanded[y] || this.alias[y]! >= 0 || this.tree.first[n]! >= 0 || y === n) this.mismatches++;
    }
    return a;
  }
}

function play(agents: [Agent, Agent], i: number) {
  return playGame({ game: DM.game as Game<unknown>, config: realDeal(DM, 'tt', i), agents, agentSeeds: [`a/${i}`, `b/${i}`] });
}

const spec = (s: string): [Agent, Agent] => [createAgent(s), createAgent(s)];

describe('mcts@8 tt (transpositions within the tree)', () => {
  it('is off by default and checks its value', () => {
    expect(createAgent('mcts@8:tt=1').name).toBe('mcts@8:tt=1');
    expect(parseAgentSpec('mcts@8').values['tt']).toBe(false);
    expect(() => parseAgentSpec('mcts@8:tt=2')).toThrow(/tt/);
  });

  it('without it mcts@8 plays mcts@7 with qnodes=2 on Duel Masters, and with it another game', () => {
    const off = play(spec('mcts@8:iters=24'), 0);
    expect(play(spec('mcts@7:iters=24,qnodes=2'), 0)).toEqual(off);
    expect(play(spec('mcts@8:iters=24,tt=0'), 0)).toEqual(off);
    expect(play(spec('mcts@8:iters=24,tt=1'), 0).checksum).not.toBe(off.checksum);
  });

  it('finds transpositions, joins only nodes of the same key, and replays the same game on the same seeds', () => {
    const opts = { iters: 72, reuse: true, settle: 1, qnodes: 2, gap: 0, tt: true, version: 'mcts@8' };
    const a = new Inspect(opts);
    const b = new Inspect(opts);
    const r = play([a, b], 1);
    expect(r.reason).not.toBe('agent-error');
    expect(a.transpositions + b.transpositions).toBeGreaterThan(0);
    expect(a.aliases + b.aliases).toBeGreaterThan(0);
    expect(a.mismatches + b.mismatches).toBe(0);
    expect(play([new Inspect(opts), new Inspect(opts)], 1)).toEqual(r);
  });
});
