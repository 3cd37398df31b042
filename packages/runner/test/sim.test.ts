// runSim in-process on the fixture game: determinism over batch sizes, crash isolation, resume after a torn write.
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEGACY_GAME_COLUMNS, finalizeRun, parseCsv } from '@tcglab/reports';
import { runSim } from '../src/sim.js';
import { readRunJson } from '../src/run-dir.js';
import { summaryRows } from '../src/tally.js';
import { halfWidth } from '../src/schedule.js';
import { grownSize, TASK_SECONDS } from '../src/sim-play.js';
import { packOutcomes, type BatchResult } from '../src/batch.js';
import { clusteredHalfWidth, ClusterStream } from '@tcglab/stats';
import { fixtureSpec, game } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'tcglab-runner-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const out = () => join(root, `run-${n++}`);
const games = (dir: string) => readFileSync(join(dir, 'games.csv'), 'utf8');

/**
 * Each until-ci pair stopped at the first round whose half-width (`width` of the pair's deals so far, rebuilt
 * from games.csv) is ≤ target. Deck A sits in seat 0 in a pair's even games and in seat 1 in its odd ones.
 */
function expectStoppedByRule(dir: string, batch: number, target: number, width: (st: ClusterStream) => number): void {
  const rows = parseCsv(games(dir)).slice(1);
  for (const [pair, stopped] of readRunJson(dir).untilCiStoppedAtRound!.entries()) {
    const st = new ClusterStream();
    const widths: number[] = [];
    let k = 0;
    for (const f of rows.filter((x) => Number(x[2]) === pair)) {
      const w = Number(f[8]);
      st.add(k >> 1, w < 0 ? 0.5 : w === (k & 1) ? 1 : 0);
      if (++k % batch === 0) widths.push(width(st));
    }
    expect(widths).toHaveLength(stopped + 1);
    expect(widths[stopped]).toBeLessThanOrEqual(target);
    for (const w of widths.slice(0, -1)) expect(w).toBeGreaterThan(target);
  }
}

describe('runSim (in-process)', () => {
  it('writes every game once, in index order, identical for any batch size', async () => {
    const spec = fixtureSpec({ gamesPerPair: 30 });
    const a = await runSim({ spec, game, workers: 0, outDir: out(), batchSize: 1, skipReports: true });
    const b = await runSim({ spec, game, workers: 0, outDir: out(), batchSize: 17, skipReports: true });
    expect(a.complete).toBe(true);
    expect(games(a.dir)).toBe(games(b.dir));
    const rows = parseCsv(games(a.dir)).slice(1);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 90 }, (_, i) => i));
    expect(a.tally.pairs.map((p) => p.games)).toEqual([30, 30, 30]);
    const j = readRunJson(a.dir);
    expect(j.status).toBe('complete');
    expect(j.reproduce).toContain('--seed test');
    expect(j.spec.decks[0]!.text).toContain('Nine');
  });

  it('grown tasks (the default batch size) write the same games.csv, in fewer tasks', async () => {
    const spec = fixtureSpec({ gamesPerPair: 400 });
    const a = await runSim({ spec, game, workers: 0, outDir: out(), batchSize: 1, skipReports: true });
    const sizes: number[] = [];
    let last = 0;
    const onBatch = (done: number): void => {
      sizes.push(done - last);
      last = done;
    };
    const b = await runSim({ spec, game, workers: 0, outDir: out(), skipReports: true, onBatch });
    expect(games(b.dir)).toBe(games(a.dir));
    // The default size of 1,200 games is 100 (sim.ts); the fixture's games take microseconds, so tasks double.
    expect(sizes[0]).toBe(100);
    expect(Math.max(...sizes)).toBeGreaterThan(100);
  });

  it('a task grows to about TASK_SECONDS of play, at most doubling per batch, within its bounds', () => {
    const batch = (games: number, playMs: number | undefined): BatchResult => {
      const b = packOutcomes(0, games, []);
      if (playMs !== undefined) b.playMs = playMs;
      return b;
    };
    const perSecond = (n: number) => (100 / n) * 1000; // playMs of a 100-game batch at n games/s
    expect(grownSize(100, 100, 2000, batch(100, perSecond(100_000)))).toBe(200); // doubling at most
    expect(grownSize(800, 100, 2000, batch(800, (800 / 10_000) * 1000))).toBe(10_000 * TASK_SECONDS);
    expect(grownSize(1600, 100, 2000, batch(1600, 1))).toBe(2000); // the upper bound
    expect(grownSize(400, 100, 2000, batch(400, 4000))).toBe(100); // slow games shrink back to the lower bound
    expect(grownSize(100, 100, 2000, batch(100, undefined))).toBe(100); // no timing: unchanged
    expect(grownSize(100, 100, 2000, batch(40, 0.1))).toBe(100); // a tail task smaller than the size: unchanged
  });

  it("the end table's pair-aware interval is summary.csv's (deals as clusters, a failed game's partner a deal of one)", async () => {
    const spec = fixtureSpec({ gamesPerPair: 40 }, ['bad/crashy.txt']);
    const r = await runSim({ spec, game, workers: 0, outDir: out(), batchSize: 3, skipReports: true });
    expect(r.failed).toBeGreaterThan(0);
    const fin = await finalizeRun(r.dir, { html: false, cards: false, replicates: 0 });
    const live = summaryRows(r.tally);
    const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
    expect(live.map((x) => [x.games, r4(x.pair_low), r4(x.pair_high), r4(x.ci_low)])).toEqual(
      fin.summary.map((x) => [x.games, x.a_win_pair_low, x.a_win_pair_high, x.a_win_low].map(r4)),
    );
    expect(live.some((x) => x.pair_high - x.pair_low !== x.ci_high - x.ci_low)).toBe(true);
  });

  it('records a throwing game in errors.csv with its replay command and goes on', async () => {
    const spec = fixtureSpec({ gamesPerPair: 40 }, ['bad/crashy.txt']);
    const r = await runSim({ spec, game, workers: 0, outDir: out(), skipReports: true });
    expect(r.complete).toBe(true);
    expect(r.failed).toBeGreaterThan(0);
    const errs = parseCsv(readFileSync(join(r.dir, 'errors.csv'), 'utf8')).slice(1);
    expect(errs).toHaveLength(r.failed);
    expect(errs[0]![7]).toMatch(/Boom exploded/);
    expect(errs[0]![8]).toBe(`tcglab replay --run ${r.dir} --game ${errs[0]![0]}`);
    const ok = parseCsv(games(r.dir)).slice(1).length;
    expect(ok + r.failed).toBe(6 * 40);
  });

  it('a decision budget overrun is a failed game (GameBudgetError), not a row', async () => {
    const r = await runSim({ spec: fixtureSpec({ gamesPerPair: 2, maxDecisions: 3 }), game, workers: 0, outDir: out(), skipReports: true });
    expect(r.failed).toBe(6);
    expect(readFileSync(join(r.dir, 'errors.csv'), 'utf8')).toMatch(/GameBudgetError: game exceeded its budget of 3 decisions/);
  });

  it('resumes after an interruption and a torn last line: the result equals an uninterrupted run', async () => {
    const spec = fixtureSpec({ gamesPerPair: 40 }, ['bad/crashy.txt']);
    const full = await runSim({ spec, game, workers: 0, outDir: out(), skipReports: true });
    const ac = new AbortController();
    const partDir = out();
    const part = await runSim({
      spec,
      game,
      workers: 0,
      outDir: partDir,
      batchSize: 5,
      skipReports: true,
      signal: ac.signal,
      onBatch: (done) => {
        if (done >= 60) ac.abort();
      },
    });
    expect(part.interrupted).toBe(true);
    expect(readRunJson(partDir).status).toBe('interrupted');
    // Tear the last line as a kill -9 in the middle of a write would.
    const size = statSync(join(partDir, 'games.csv')).size;
    truncateSync(join(partDir, 'games.csv'), size - 7);
    const res = await runSim({ resumeDir: partDir, game, workers: 0, skipReports: true });
    expect(res.complete).toBe(true);
    expect(res.resumedFrom).toBeGreaterThan(0);
    expect(games(partDir)).toBe(games(full.dir));
    expect(summaryRows(res.tally)).toEqual(summaryRows(full.tally)); // deals re-formed from the resumed rows
    expect(readFileSync(join(partDir, 'errors.csv'), 'utf8').replaceAll(partDir, 'DIR')).toBe(
      readFileSync(join(full.dir, 'errors.csv'), 'utf8').replaceAll(full.dir, 'DIR'),
    );
  });

  it('resumes a run whose games.csv has the legacy 19 columns in that layout, and refuses an unknown header untouched', async () => {
    const spec = fixtureSpec({ gamesPerPair: 40 }, ['bad/crashy.txt']);
    const full = await runSim({ spec, game, workers: 0, outDir: out(), skipReports: true });
    const legacy = (csv: string) =>
      parseCsv(csv)
        .map((r) => r.slice(0, LEGACY_GAME_COLUMNS.length).join(','))
        .join('\n') + '\n';
    const ac = new AbortController();
    const dir = out();
    await runSim({
      spec,
      game,
      workers: 0,
      outDir: dir,
      batchSize: 5,
      skipReports: true,
      signal: ac.signal,
      onBatch: (done) => {
        if (done >= 60) ac.abort();
      },
    });
    expect(games(full.dir)).not.toContain('"'); // the naive legacy() above needs no quoting
    writeFileSync(join(dir, 'games.csv'), legacy(games(dir)));
    expect(games(dir).split('\n')[0]).toBe(LEGACY_GAME_COLUMNS.join(','));
    const res = await runSim({ resumeDir: dir, game, workers: 0, skipReports: true });
    expect(res.resumedFrom).toBeGreaterThan(0);
    expect(res.complete).toBe(true);
    expect(games(dir)).toBe(legacy(games(full.dir)));

    const bad = out();
    const ac2 = new AbortController();
    await runSim({ spec, game, workers: 0, outDir: bad, batchSize: 5, skipReports: true, signal: ac2.signal, onBatch: () => ac2.abort() });
    writeFileSync(join(bad, 'games.csv'), 'game,seed,something_else\n');
    const before = readFileSync(join(bad, 'run.json'), 'utf8');
    await expect(runSim({ resumeDir: bad, game, workers: 0, skipReports: true })).rejects.toThrow(
      /games\.csv: its header is neither the 23-column games\.csv of this tcglab nor the 19-column one/,
    );
    expect(readFileSync(join(bad, 'run.json'), 'utf8')).toBe(before);
  });

  it('resume drops a row that follows a gap (games.csv ahead of errors.csv)', async () => {
    const spec = fixtureSpec({ gamesPerPair: 40 }, ['bad/crashy.txt']);
    const full = await runSim({ spec, game, workers: 0, outDir: out(), skipReports: true });
    const dir = out();
    await runSim({ spec, game, workers: 0, outDir: dir, skipReports: true });
    // Remove the last failure line from errors.csv: every games.csv row after it now follows a gap.
    const errs = readFileSync(join(dir, 'errors.csv'), 'utf8').split('\n').filter(Boolean);
    writeFileSync(join(dir, 'errors.csv'), errs.slice(0, -1).join('\n') + '\n');
    const j = readRunJson(dir);
    j.status = 'interrupted';
    writeFileSync(join(dir, 'run.json'), JSON.stringify(j));
    const res = await runSim({ resumeDir: dir, game, workers: 0, skipReports: true });
    expect(res.played).toBeGreaterThan(0);
    expect(games(dir)).toBe(games(full.dir));
  });

  it('refuses an existing run folder, an edited run.json, and until-ci with shards', async () => {
    const spec = fixtureSpec({ gamesPerPair: 2 });
    const dir = out();
    await runSim({ spec, game, workers: 0, outDir: dir, skipReports: true });
    await expect(runSim({ spec, game, workers: 0, outDir: dir, skipReports: true })).rejects.toThrow(/already holds a run/);
    const j = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
    j.spec.seed = 'edited';
    writeFileSync(join(dir, 'run.json'), JSON.stringify(j));
    await expect(runSim({ resumeDir: dir, game, workers: 0, skipReports: true })).rejects.toThrow(/does not match/);
    await expect(
      runSim({ spec: { ...spec, untilCi: 0.1 }, game, workers: 0, outDir: out(), shard: { k: 0, n: 2 }, skipReports: true }),
    ).rejects.toThrow(/until-ci cannot be combined with shards/);
  });

  it('until-ci plays whole rounds per pair and records where each pair stopped', async () => {
    const spec = fixtureSpec({ gamesPerPair: 1000, untilCi: 0.08, untilCiBatch: 20 });
    const r = await runSim({ spec, game, workers: 0, outDir: out(), batchSize: 7, skipReports: true });
    expect(r.complete).toBe(true);
    for (const p of r.tally.pairs) {
      expect(p.games % 20).toBe(0);
      expect(p.games).toBeLessThan(1000);
    }
    expect(readRunJson(r.dir).untilCiStoppedAtRound).toHaveLength(3);
  });

  it('until-ci stops each pair at the first round whose pair-aware half-width is ≤ the target (run.json says the rule)', async () => {
    const spec = fixtureSpec({ gamesPerPair: 1000, untilCi: 0.08, untilCiBatch: 20 });
    const r = await runSim({ spec, game, workers: 0, outDir: out(), batchSize: 7, skipReports: true });
    expect(readRunJson(r.dir).untilCiRule).toBe('pairs');
    expectStoppedByRule(r.dir, 20, 0.08, (st) => clusteredHalfWidth(st.sums));
  });

  it('an until-ci run started under the Wilson rule (run.json without untilCiRule) resumes under it', async () => {
    const spec = fixtureSpec({ gamesPerPair: 1000, untilCi: 0.08, untilCiBatch: 2 });
    const dir = out();
    const ac = new AbortController();
    await runSim({
      spec,
      game,
      workers: 0,
      outDir: dir,
      batchSize: 3,
      skipReports: true,
      signal: ac.signal,
      onBatch: (d) => d >= 3 && ac.abort(),
    });
    const j = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
    delete j.untilCiRule;
    writeFileSync(join(dir, 'run.json'), JSON.stringify(j, null, 2));
    const res = await runSim({ resumeDir: dir, game, workers: 0, skipReports: true });
    expect(res.complete).toBe(true);
    expect(readRunJson(dir).untilCiRule).toBeUndefined();
    expectStoppedByRule(dir, 2, 0.08, (st) => halfWidth(st.sums.y, st.sums.n));
  });

  it('an interrupted until-ci run resumes to the same games (round order kept)', async () => {
    const spec = fixtureSpec({ gamesPerPair: 1000, untilCi: 0.08, untilCiBatch: 20 }, ['bad/crashy.txt']);
    const full = await runSim({ spec, game, workers: 0, outDir: out(), skipReports: true });
    const dir = out();
    const ac = new AbortController();
    const part = await runSim({
      spec,
      game,
      workers: 0,
      outDir: dir,
      batchSize: 3,
      skipReports: true,
      signal: ac.signal,
      onBatch: (d) => d >= 130 && ac.abort(),
    });
    expect(part.interrupted).toBe(true);
    truncateSync(join(dir, 'games.csv'), statSync(join(dir, 'games.csv')).size - 3);
    const res = await runSim({ resumeDir: dir, game, workers: 0, skipReports: true });
    expect(res.complete).toBe(true);
    expect(games(dir)).toBe(games(full.dir));
    expect(res.tally.pairs.map((p) => p.games)).toEqual(full.tally.pairs.map((p) => p.games));
  });
});
