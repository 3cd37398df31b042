// Greedy and MCTS agents on the fixture game: specs, determinism, information hiding, and strength.
import { describe, expect, it } from 'vitest';
import { deriveSeed, playGame, type Agent, type Game } from '@tcglab/core';
import { createAgent, GreedyAgent, GreedyV1Agent, isReproducibleSpec, MctsAgent, MctsV1Agent, parseAgentSpec } from '../src/index.js';
import { END_TURN, miniGame, type MiniState } from './fixtures/mini-shields.js';
import { ctxFor, midGame, miniConfig, pairedScore } from './helpers.js';

/** The same state with everything the player to move cannot see rearranged (opponent hand/deck/shields swapped). */
function scrambleHidden(s: MiniState): MiniState {
  const c = miniGame.clone(s);
  const o = 1 - c.current;
  const pool = [...c.hands[o]!, ...c.decks[o]!, ...c.shields[o]!].reverse();
  const h = c.hands[o]!.length;
  const d = c.decks[o]!.length;
  c.hands[o] = pool.slice(0, h);
  c.decks[o] = pool.slice(h, h + d);
  c.shields[o] = pool.slice(h + d);
  c.decks[c.current] = [...c.decks[c.current]!].reverse();
  return c;
}

describe('agent specs', () => {
  it('builds every kind with its parameters and names it by its spec', () => {
    expect(createAgent('greedy').name).toBe('greedy');
    expect(createAgent('greedy')).toBeInstanceOf(GreedyAgent);
    expect(createAgent('greedy@1')).toBeInstanceOf(GreedyV1Agent);
    expect(createAgent('mcts')).toBeInstanceOf(MctsAgent);
    const m = createAgent('mcts@1:iters=50,rollout=greedy,depth=5');
    expect(m).toBeInstanceOf(MctsV1Agent);
    expect(m.name).toBe('mcts@1:iters=50,rollout=greedy,depth=5');
    expect(parseAgentSpec('external:python3 bot.py --x=1').params['cmd']).toBe('python3 bot.py --x=1');
  });
  it('refuses unknown parameters, bad values and conflicting budgets', () => {
    expect(() => createAgent('mcts:iter=5')).toThrow(/unknown parameter/);
    expect(() => createAgent('mcts:iters=abc')).toThrow(/not an integer/);
    expect(() => createAgent('mcts:iters=5,ms=5')).toThrow(/not both/);
    expect(() => createAgent('mcts@1:rollout=smart')).toThrow(/expected one of/);
    expect(() => createAgent('mcts:rollout=random')).toThrow(/unknown parameter rollout; mcts takes/);
    expect(() => createAgent('greedy@7')).toThrow(/unknown agent "greedy@7"/);
    expect(() => createAgent('greedy:samples=0')).toThrow(/at least 1/);
    expect(() => createAgent('random:x=1')).toThrow(/unknown parameter/);
  });
  it('marks the wall-clock budget and external bots as not reproducible', () => {
    expect((createAgent('mcts@1:ms=5') as MctsV1Agent).deterministic).toBe(false);
    expect((createAgent('mcts@1:iters=5') as MctsV1Agent).deterministic).toBe(true);
    expect((createAgent('mcts:ms=5') as MctsAgent).deterministic).toBe(false);
    expect((createAgent('mcts:iters=5') as MctsAgent).deterministic).toBe(true);
    expect(isReproducibleSpec('mcts:ms=5')).toBe(false);
    expect(isReproducibleSpec('external:python3 bot.py')).toBe(false);
    expect(isReproducibleSpec('mcts:iters=5')).toBe(true);
    expect(isReproducibleSpec('greedy')).toBe(true);
  });
});

describe('information hiding', () => {
  // The fixture's determinize is canonical (it sorts the unknown cards before shuffling), so an agent that only
  // looks through view/sample must choose the same action whatever the hidden cards are.
  for (const spec of [
    'greedy',
    'greedy@1',
    'mcts:iters=60',
    'mcts@1:iters=60',
    'mcts@1:iters=40,rollout=greedy,depth=6',
    'mcts:iters=30,leaf=random',
    'mcts@3:iters=20',
    'mcts@4:iters=20',
    'greedy@3',
    'mcts@5:iters=20',
    'rollout@1:iters=30',
    'rollout@1:iters=30,rollout=mast,eps=0.4,eval=2',
    'mcts@6:iters=20',
    'mcts@6:iters=6,horizon=all',
    'mcts@6:iters=12,horizon=all,policy=random',
    'mcts@7:iters=20',
    'mcts@7:iters=40,settle=0.5,prune=0.1,width=6',
    'mcts@8:iters=20',
    'mcts@8:iters=40,gap=0.05',
    'mcts@9:iters=20',
  ]) {
    it(`${spec} decides the same when only hidden cards differ`, () => {
      let compared = 0;
      for (let i = 0; i < 12; i++) {
        const s = midGame(i);
        if (miniGame.isTerminal(s)) continue;
        const t = scrambleHidden(s);
        expect(miniGame.checksum(t)).not.toBe(miniGame.checksum(s));
        const a = createAgent(spec) as Agent<MiniState>;
        const b = createAgent(spec) as Agent<MiniState>;
        expect(b.act(ctxFor(t, `hide/${i}`))).toBe(a.act(ctxFor(s, `hide/${i}`)));
        compared++;
      }
      expect(compared).toBeGreaterThan(8);
    });
  }
  it('a peeking agent would be caught: the match loop refuses peek to non-cheat agents', () => {
    const peeker: Agent<MiniState> = { name: 'sneaky', act: (ctx) => (ctx.peek(), ctx.legal[0]!) };
    const r = playGame({
      game: miniGame,
      config: miniConfig(0),
      agents: [peeker, new GreedyV1Agent<MiniState>()],
      agentSeeds: ['a', 'b'],
    });
    expect(r.reason).toBe('agent-error');
  });
});

describe('the cheating upper bound', () => {
  it('mcts-cheat says so in its name, reads the true state, and the match loop lets it', () => {
    const cheat = createAgent('mcts-cheat:iters=30') as Agent<MiniState>;
    expect(cheat.name).toMatch(/cheat/);
    expect(cheat.readsHiddenInfo).toBe(true);
    const r = playGame({
      game: miniGame,
      config: miniConfig(5),
      agents: [cheat, new GreedyV1Agent<MiniState>()],
      agentSeeds: ['c0', 'c1'],
    });
    expect(r.reason).not.toBe('agent-error');
  });
  it('an MCTS that reads hidden information under an honest-looking name is refused', () => {
    const liar = new MctsV1Agent<MiniState>({ iters: 10, cheat: true, name: 'mcts' });
    expect(() =>
      playGame({ game: miniGame, config: miniConfig(5), agents: [liar, new GreedyV1Agent<MiniState>()], agentSeeds: ['c0', 'c1'] }),
    ).toThrow(/must contain "cheat"/);
  });
});

describe('actions whose legality depends on hidden cards', () => {
  // A variant of the fixture with an extra action that is legal only when the opponent's first hand card is a
  // 5: legal in the true state, often illegal in a sample. Agents must search the sample's own actions and
  // still answer from the true legal list, never applying a true-state action to a sample where it is illegal.
  const HIDDEN = 999;
  const tricky: Game<MiniState> = {
    ...miniGame,
    id: 'mini-tricky',
    maxLegalActions: miniGame.maxLegalActions + 1,
    legalActions(s, out) {
      let n = miniGame.legalActions(s, out);
      if (!s.over && s.hands[1 - s.current]![0] === 5) out[n++] = HIDDEN;
      return n;
    },
    applyAction(s, a) {
      if (a !== HIDDEN) return miniGame.applyAction(s, a);
      if (s.hands[1 - s.current]![0] !== 5) throw new Error('illegal hidden-dependent action');
      miniGame.applyAction(s, END_TURN);
    },
    actionToString: (s, a) => (a === HIDDEN ? 'end turn (hidden-dependent)' : miniGame.actionToString(s, a)),
  };
  for (const spec of [
    'greedy',
    'greedy@1',
    'mcts:iters=30',
    'mcts@1:iters=30',
    'mcts@1:iters=20,rollout=greedy,depth=4',
    'mcts@3:iters=20',
    'mcts@4:iters=20',
    'greedy@3',
    'mcts@5:iters=20',
    'rollout@1:iters=20,rollout=mast,eps=0.4',
    'mcts@6:iters=20',
    'mcts@6:iters=6,horizon=all',
    'mcts@6:iters=12,horizon=all,policy=random',
    'mcts@7:iters=20',
    'mcts@7:iters=40,settle=0.5,prune=0.1,width=6',
    'mcts@8:iters=20',
    'mcts@8:iters=40,gap=0.05',
    'mcts@9:iters=20',
  ]) {
    it(`${spec} never applies a true-state action to a sample where it is illegal`, () => {
      // Mid-game positions where the hidden-dependent action is legal for the player to move.
      let tested = 0;
      for (let i = 0; i < 40 && tested < 8; i++) {
        const s = midGame(i);
        if (miniGame.isTerminal(s)) continue;
        const o = 1 - s.current;
        const k = s.hands[o]!.indexOf(5);
        if (k < 0) continue;
        s.hands[o]!.unshift(...s.hands[o]!.splice(k, 1));
        const ctx = ctxFor(s, `t/${i}`, tricky);
        expect([...ctx.legal.subarray(0, ctx.count)]).toContain(HIDDEN);
        for (let r = 0; r < 5; r++) {
          const a = (createAgent(spec) as Agent<MiniState>).act(ctxFor(s, `t/${i}/${r}`, tricky));
          expect([...ctx.legal.subarray(0, ctx.count)]).toContain(a);
        }
        tested++;
      }
      expect(tested).toBe(8);
    });
  }
});

describe('determinism and budgets', () => {
  it('mcts:iters gives the same game twice from the same seeds', () => {
    const play = () =>
      playGame({
        game: miniGame,
        config: miniConfig(3),
        agents: [createAgent('mcts:iters=30') as Agent<MiniState>, createAgent('greedy') as Agent<MiniState>],
        agentSeeds: [deriveSeed(1, 3, 0), deriveSeed(1, 3, 1)],
      });
    const a = play();
    const b = play();
    expect(b).toEqual(a);
    expect(a.reason).not.toBe('agent-error');
  });
  it('runs exactly the iterations asked for', () => {
    const m = new MctsV1Agent<MiniState>({ iters: 37 });
    const s = midGame(1);
    m.act(ctxFor(s, 'x'));
    expect(m.lastIterations).toBe(37);
  });
  it('mcts:ms runs at least one iteration and returns a legal action', () => {
    const m = new MctsV1Agent<MiniState>({ ms: 5 });
    const s = midGame(2);
    const ctx = ctxFor(s, 'y');
    const a = m.act(ctx);
    expect(m.lastIterations).toBeGreaterThan(0);
    expect([...ctx.legal.subarray(0, ctx.count)]).toContain(a);
  });
});

describe('strength on the fixture game (paired games, fixed seeds)', () => {
  it('greedy beats random', () => {
    const r = pairedScore('greedy', 'random', 30);
    expect(r.errors).toBe(0);
    expect(r.score / r.games).toBeGreaterThan(0.85);
  });
  it('mcts beats random', () => {
    const r = pairedScore('mcts:iters=100', 'random', 8);
    expect(r.score / r.games).toBeGreaterThan(0.8);
  });
  it('mcts with greedy rollouts beats greedy', () => {
    const r = pairedScore('mcts@1:iters=100,rollout=greedy,depth=8', 'greedy@1', 12);
    expect(r.score / r.games).toBeGreaterThan(0.55);
  });
});
