// mcts@8's implicit minimax backups (`mm`) on the fixture game: off by default, and when on every node below the
// root holds its mover's best child's minimax value.
import { describe, expect, it } from 'vitest';
import { createAgent, ExpandMctsAgent, parseAgentSpec } from '../src/index.js';
import { choiceDecisions, playAgainstGreedy } from './helpers.js';

class Inspect extends ExpandMctsAgent {
  /**
   * Nodes below the root whose minimax value is not their mover's best child's (should be none), and nodes checked;
   * with `meanFor` (mmopp=mean) a node whose best child is that player's opponent's holds its mean value instead.
   */
  check(meanFor = -1): { wrong: number; checked: number } {
    const t = this.tree;
    let wrong = 0;
    let checked = 0;
    const stack = [this.root];
    while (stack.length) {
      const n = stack.pop()!;
      let best = -1;
      for (let c = t.first[n]!; c >= 0; c = t.next[c]!) {
        stack.push(c);
        if (best < 0 || this.mmValue[c]! > this.mmValue[best]!) best = c;
      }
      if (n === this.root || best < 0) continue;
      checked++;
      const want =
        meanFor >= 0 && t.player[best] !== meanFor
          ? t.value[n]! / t.visits[n]!
          : t.player[best] === t.player[n]
            ? this.mmValue[best]!
            : -this.mmValue[best]!;
      if (this.mmValue[n] !== want) wrong++;
    }
    return { wrong, checked };
  }
  size(): number {
    return this.tree.size;
  }
  shape(): string {
    const t = this.tree;
    let out = '';
    for (let n = 0; n < t.size; n++) out += `${t.action[n]}:${t.visits[n]} `;
    return out;
  }
}

/**
 * On 30 mid-game decisions, the variant (base + extra) keeps Inspect.check's backup invariant at every node (meanFor:
 * the decider's opponent's nodes hold their mean) and grows a different tree from base at least once.
 */
function checkVariant(tag: string, base: Record<string, unknown>, extra: Record<string, unknown>, meanForDecider: boolean): void {
  let differ = 0;
  let checked = 0;
  for (const { c, fresh } of choiceDecisions(tag)) {
    const a = new Inspect(base);
    const b = new Inspect({ ...base, ...extra });
    a.act(c);
    b.act(fresh());
    const r = b.check(meanForDecider ? c.player : -1);
    expect(r.wrong).toBe(0);
    checked += r.checked;
    if (a.shape() !== b.shape()) differ++;
  }
  expect(checked).toBeGreaterThan(0);
  expect(differ).toBeGreaterThan(0);
}

describe('mcts@8 mm (implicit minimax backups)', () => {
  it('checks its value; mm=0 is mcts@8 itself', () => {
    expect(createAgent('mcts@8:mm=0.4').name).toBe('mcts@8:mm=0.4');
    expect(parseAgentSpec('mcts@8').values['mm']).toBe(0);
    expect(() => parseAgentSpec('mcts@8:mm=1.5')).toThrow(/mm/);
    for (const i of [1, 2]) expect(playAgainstGreedy('mcts@8:iters=12,mm=0', i, 5)).toEqual(playAgainstGreedy('mcts@8:iters=12', i, 5));
  });

  it('keeps every node below the root at its best child minimax value, and changes the search', () => {
    checkVariant('m', { iters: 40, reuse: true, settle: 0, qnodes: 2, c: 0.3 }, { mm: 0.5 }, false);
  });

  it("with mmopp=mean a node whose children are the opponent's moves holds its mean value, and the search differs from max", () => {
    checkVariant('n', { iters: 40, reuse: true, settle: 0, qnodes: 2, c: 0.3, mm: 0.5 }, { mmopp: 'mean' }, true);
  });
});

describe('mcts@8 turns (a horizon on expansion)', () => {
  it('turns=0 is mcts@8 itself; turns=1 ends iterations at the next turn instead of expanding there', () => {
    for (const i of [1, 2]) expect(playAgainstGreedy('mcts@8:iters=12,turns=0', i, 5)).toEqual(playAgainstGreedy('mcts@8:iters=12', i, 5));
    let leaves = 0;
    for (const { c, fresh } of choiceDecisions('h')) {
      const off = new Inspect({ iters: 40, reuse: true, settle: 0, qnodes: 2 });
      off.act(c);
      expect(off.horizonLeaves).toBe(0);
      const on = new Inspect({ iters: 40, reuse: true, settle: 0, qnodes: 2, turns: 1 });
      on.act(fresh());
      leaves += on.horizonLeaves;
      expect(on.size()).toBeLessThanOrEqual(off.size());
    }
    expect(leaves).toBeGreaterThan(0);
  });

  it('with tvisits a node past the horizon is expanded once it has that many visits', () => {
    for (const i of [1, 2])
      expect(playAgainstGreedy('mcts@8:iters=12,turns=1,tvisits=0', i, 5)).toEqual(playAgainstGreedy('mcts@8:iters=12,turns=1', i, 5));
    let cutLeaves = 0;
    let lateLeaves = 0;
    for (const { c, fresh } of choiceDecisions('v')) {
      // From the specs, so the parameter is seen to reach the agent.
      const cut = createAgent('mcts@8:iters=60,settle=0,turns=1') as ExpandMctsAgent;
      cut.act(c);
      const late = createAgent('mcts@8:iters=60,settle=0,turns=1,tvisits=3') as ExpandMctsAgent;
      late.act(fresh());
      cutLeaves += cut.horizonLeaves;
      lateLeaves += late.horizonLeaves;
    }
    expect(cutLeaves).toBeGreaterThan(0);
    expect(lateLeaves).toBeLessThan(cutLeaves);
  });
});

describe('mcts@8 mm, mmopp and turns from their specs', () => {
  it('each reaches the agent: the games differ from mcts@8 and from each other', () => {
    const games = (spec: string) => JSON.stringify([0, 1, 2, 3, 4, 5].map((i) => playAgainstGreedy(spec, i, 6)));
    const seen = new Set(
      ['mcts@8:iters=12', 'mcts@8:iters=12,mm=0.5', 'mcts@8:iters=12,mm=0.5,mmopp=mean', 'mcts@8:iters=12,turns=1'].map(games),
    );
    expect(seen.size).toBe(4);
  });
});
