// Versioned agents: bare names stand for the latest version, reports describe who played, budget ladders,
// the quiescence search, and decision timing.
import { describe, expect, it } from 'vitest';
import {
  agentKind,
  agentKindList,
  budgetLadder,
  budgetPairings,
  budgetSteps,
  describeAgent,
  Evaluator,
  formatBudgetLadder,
  latestKind,
  parseAgentSpec,
  Quiescence,
  summarizePairs,
  timeDecisions,
  type BenchReport,
  type Pentanomial,
} from '../src/index.js';
import { miniGame, type MiniState } from './fixtures/mini-shields.js';
import { flatDeck } from './helpers.js';

describe('versions', () => {
  it('a bare name resolves to the latest version; every frozen reference says which commit it reproduces', () => {
    expect(latestKind('greedy')).toBe('greedy@2');
    expect(latestKind('mcts')).toBe('mcts@2');
    expect(parseAgentSpec('greedy').kind).toBe('greedy@2');
    expect(parseAgentSpec('greedy@1').kind).toBe('greedy@1');
    expect(agentKind('mcts@1')!.frozenAt).toBe('b781ea1');
    expect(agentKind('greedy@1')!.frozenAt).toBe('b781ea1');
    expect(agentKindList().map((k) => k.kind)).toEqual(
      expect.arrayContaining(['random@1', 'greedy@1', 'greedy@2', 'mcts@1', 'mcts@2', 'external']),
    );
  });
  it('describes who played: the versioned name with every parameter, and whether it is random', () => {
    expect(describeAgent('greedy')).toMatchObject({
      spec: 'greedy',
      name: 'greedy@2',
      full: 'greedy@2:samples=1,qnodes=12,qdepth=4',
      random: false,
    });
    expect(describeAgent('mcts@1').full).toBe('mcts@1:iters=400,c=0.7,rollout=random,eps=0.1,depth=40,turns=2');
    expect(describeAgent('mcts:ms=50').full).toMatch(/^mcts@2:ms=50,c=0.7,/);
    expect(describeAgent('random')).toMatchObject({ full: 'random@1', random: true });
    expect(describeAgent('external:python3 bot.py').full).toBe('external:python3 bot.py');
  });
});

describe('--ladder-budget', () => {
  it('makes one spec per budget and pairs each budget with the next', () => {
    const l = budgetLadder('mcts:c=0.5', 'iters=25,50,100');
    expect(l.agents).toEqual(['mcts:c=0.5,iters=25', 'mcts:c=0.5,iters=50', 'mcts:c=0.5,iters=100']);
    expect(budgetLadder('mcts', 'iters=1,2').agents).toEqual(['mcts:iters=1', 'mcts:iters=2']);
    expect(budgetPairings(3)).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(() => budgetLadder('mcts:iters=5', 'iters=1,2')).toThrow(/already sets iters/);
    expect(() => budgetLadder('mcts', 'iters=50,25')).toThrow(/must increase/);
    expect(() => budgetLadder('mcts', 'iters=50')).toThrow(/at least two/);
    expect(() => budgetLadder('mcts', 'foo=1,2')).toThrow(/unknown parameter foo/);
  });
  it('calls a step that scored significantly below ½ non-monotone', () => {
    const l = budgetLadder('mcts', 'iters=1,2,4');
    const line = (a: string, b: string, penta: Pentanomial) => ({
      scope: 'overall',
      a,
      b,
      decks: 'all',
      stats: summarizePairs(penta),
      agentErrorsA: 0,
      agentErrorsB: 0,
      draws: 0,
    });
    const report = {
      lines: [line(l.agents[1]!, l.agents[0]!, [5, 10, 40, 30, 15]), line(l.agents[2]!, l.agents[1]!, [40, 30, 20, 8, 2])],
    } as unknown as BenchReport;
    const steps = budgetSteps(l, report);
    expect(steps.map((s) => s.verdict)).toEqual(['up', 'down']);
    expect(formatBudgetLadder(l, steps)).toMatch(/Non-monotone: a bigger budget played significantly worse at 2 → 4/);
  });
});

describe('quiescence', () => {
  it('evaluates a state where the searcher is to move as it stands, and searches the opponent’s replies otherwise', () => {
    const ev = new Evaluator(miniGame, 2);
    const q = new Quiescence(miniGame, ev, { depth: 3, nodes: 50 });
    const s = miniGame.newGame({ decks: [flatDeck, flatDeck], shuffleSeeds: ['q0', 'q1'], engineSeed: 'qe', startWinner: 0 });
    const me = miniGame.currentPlayer(s);
    expect(q.value(miniGame.clone(s), me, miniGame.turn(s))).toBe(ev.value(s, me));
    // For the other player the state is not quiet: a one-decision search takes the worst of `me`'s replies for it.
    const q1 = new Quiescence(miniGame, ev, { depth: 1, nodes: 50 });
    const legal = new Int32Array(miniGame.maxLegalActions);
    const n = miniGame.legalActions(s, legal);
    expect(n).toBeGreaterThan(1);
    let worst = Infinity;
    for (let i = 0; i < n; i++) {
      const c = miniGame.clone(s);
      miniGame.applyAction(c, legal[i]!);
      worst = Math.min(worst, ev.value(c, 1 - me));
    }
    expect(q1.value(miniGame.clone(s), 1 - me, miniGame.turn(s))).toBe(worst);
    expect(q1.visited).toBeGreaterThan(n);
  });
});

describe('decision timing', () => {
  it('times each agent, merges a self-play pair, and counts search iterations', () => {
    const t = timeDecisions<MiniState>(miniGame, [flatDeck], ['mcts:iters=20', 'greedy'], { seed: 't', maxGames: 2, maxMs: 60_000 });
    expect(t.map((x) => x.agent)).toEqual(['mcts:iters=20', 'greedy']);
    expect(t[0]!.decisions).toBeGreaterThan(0);
    expect(t[0]!.medianMs).toBeGreaterThanOrEqual(0);
    expect(t[0]!.p99Ms).toBeGreaterThanOrEqual(t[0]!.medianMs);
    expect(t[0]!.iterationsPerSecond).toBeGreaterThan(0);
    expect(t[1]!.iterationsPerSecond).toBeUndefined();
    expect(timeDecisions<MiniState>(miniGame, [flatDeck], ['random', 'random'], { seed: 't', maxGames: 1, maxMs: 1 })).toHaveLength(1);
  });
});
