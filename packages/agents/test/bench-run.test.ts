// The benchmark run: paired deals, identical results in-process and on worker threads, SPRT stops, ladders.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import {
  agentPairings,
  benchmark,
  dealConfig,
  deckMatchups,
  formatReport,
  gamesCsv,
  runBench,
  summaryCsv,
  type BenchPlan,
} from '../src/index.js';
import { miniGame } from './fixtures/mini-shields.js';

const decks = [
  { name: 'flat', file: 'flat.txt', text: '4,4,4,4,4' },
  { name: 'big', file: 'big.txt', text: '2,2,4,6,6' },
];

function plan(agents: string[], pairs: number, extra: Partial<BenchPlan> = {}): BenchPlan {
  return {
    game: 'mini-shields',
    agents,
    decks,
    matchups: deckMatchups(decks.length, true),
    pairings: agentPairings(agents.length),
    pairsPerPairing: pairs,
    seed: 'bench-test',
    ...extra,
  };
}

// Workers run built JavaScript: transpile the fixture next to the package so it resolves @tcglab/core's dist.
const tmpDir = fileURLToPath(new URL('./.tmp-bench/', import.meta.url));
afterAll(() => rmSync(tmpDir, { recursive: true, force: true }));
function builtFixture(): string {
  mkdirSync(tmpDir, { recursive: true });
  const src = readFileSync(fileURLToPath(new URL('./fixtures/mini-shields.ts', import.meta.url)), 'utf8');
  const js = ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const file = `${tmpDir}mini-shields.mjs`;
  writeFileSync(file, `${js}\nexport { miniGame as game };\n`);
  return pathToFileURL(file).href;
}

describe('paired deals', () => {
  it('deck matchups: a mirror for one deck, distinct pairs for several, mirrors on request', () => {
    expect(deckMatchups(1)).toEqual([[0, 0]]);
    expect(deckMatchups(3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(deckMatchups(2, true)).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
  });
  it('both games of a pair share one deal; the agents swap seats', async () => {
    const p = plan(['greedy', 'random'], 6);
    const { rows } = await runBench({ plan: p, workers: 0, game: miniGame });
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.games.map((g) => g.seatOfA)).toEqual([0, 1]);
      expect(r.points).toBe(r.games[0]!.scoreA + r.games[1]!.scoreA);
    }
    const parsed = decks.map((d) => miniGame.parseDeck(d.text, d.file));
    const c = dealConfig(p, parsed, 4);
    expect(c).toEqual(dealConfig(p, parsed, 4));
    expect(c.shuffleSeeds[0]).not.toBe(dealConfig(p, parsed, 5).shuffleSeeds[0]);
    expect(rows.map((r) => r.matchup)).toEqual([0, 1, 2, 0, 1, 2]);
  });
});

describe('benchmark runs', () => {
  it('greedy against random: report, CSV, and an SPRT that stops early with H1', async () => {
    const p = plan(['greedy', 'random'], 200);
    const { report, run } = await benchmark({ plan: p, workers: 0, game: miniGame, sprt: { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 } });
    expect(run.stopped).toBe(true);
    expect(report.sprt!.state.decision).toBe('H1');
    expect(run.rows.length).toBeLessThan(200);
    const overall = report.lines.find((l) => l.scope === 'overall')!;
    expect(overall.stats.score).toBeGreaterThan(0.8);
    expect(overall.stats.low).toBeGreaterThan(0.5);
    const text = formatReport(report, run.timings, run.elapsedMs);
    expect(text).toMatch(/H1 accepted/);
    expect(text).toMatch(/flat vs big/);
    const csv = summaryCsv(report).trim().split('\n');
    expect(csv[0]).toMatch(/^scope,agent_a,agent_b,decks,pairs,games,score_a/);
    expect(csv).toHaveLength(1 + 3 + 1);
    expect(gamesCsv(p, run.rows).trim().split('\n')).toHaveLength(1 + 2 * run.rows.length);
  });
  it('a round robin of three agents gives a ladder in the expected order', async () => {
    const { report } = await benchmark({
      plan: plan(['random', 'greedy', 'mcts@1:iters=40,rollout=greedy,depth=6'], 12),
      workers: 0,
      game: miniGame,
    });
    expect(report.lines.filter((l) => l.scope === 'overall')).toHaveLength(3);
    const order = report.ladder!.map((l) => l.agent);
    expect(order[2]).toBe('random');
  });
  it('workers give exactly the in-process results, and an SPRT stops at the same pair', async () => {
    const gameModule = builtFixture();
    const p = plan(['greedy', 'random'], 40);
    const sprt = { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 };
    const local = await benchmark({ plan: p, workers: 0, game: miniGame, sprt });
    const pooled = await benchmark({ plan: p, workers: 2, gameModule, batch: 3, sprt });
    expect(pooled.run.rows).toEqual(local.run.rows);
    expect(pooled.report.sprt).toEqual(local.report.sprt);
    const all1 = await runBench({ plan: p, workers: 1, gameModule, batch: 7 });
    const all2 = await runBench({ plan: p, workers: 2, gameModule, batch: 2 });
    expect(all2.rows).toEqual(all1.rows);
    expect(all1.rows).toHaveLength(40);
  });
});
