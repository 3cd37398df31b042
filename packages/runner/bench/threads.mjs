// Where a pooled run's CPU goes, per thread: node packages/runner/bench/threads.mjs [games=40000] [workers=2] [rounds=1] [game=duel-masters]
// Runs runSim (as `tcglab perf` does: a temporary folder, reports skipped) and reads utime+stime of every thread of
// the process (/proc/self/task, polled every 20 ms so that worker threads are seen before they exit). Threads that
// did not exist before the run and used more than a tenth of a second are the worker threads; the others are the
// main thread (the process id) and the rest (V8's platform threads: background compile and GC helpers; libuv's pool).
// CPU seconds are robust to other load on the machine; wall seconds are not.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSim } from '../dist/index.js';
import { randomSpec, threadCpu } from './common.mjs';

const games = Number(process.argv[2] ?? 40000);
const workers = Number(process.argv[3] ?? 2);
const rounds = Number(process.argv[4] ?? 1);
const gameId = process.argv[5] ?? 'duel-masters';
const spec = randomSpec(gameId, games);
const cpuOf = threadCpu;
const fmt = (x) => Math.round(x * 100) / 100;
for (let r = 0; r < rounds; r++) {
  const before = cpuOf();
  const seen = new Map();
  const poll = () => {
    for (const [id, c] of cpuOf()) seen.set(id, c);
  };
  const timer = setInterval(poll, 20);
  const dir = mkdtempSync(join(tmpdir(), 'tcglab-threads-'));
  const t0 = process.hrtime.bigint();
  let firstBatch = 0;
  let lastBatch = 0;
  const res = await runSim({
    spec,
    workers,
    outDir: join(dir, 'run'),
    skipReports: true,
    onBatch: () => {
      lastBatch = Number(process.hrtime.bigint() - t0) / 1e9;
      firstBatch ||= lastBatch;
    },
  });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  clearInterval(timer);
  poll();
  rmSync(dir, { recursive: true, force: true });
  const main = String(process.pid);
  let mainCpu = 0;
  let other = 0;
  const work = [];
  for (const [id, c] of seen) {
    const d = c - (before.get(id) ?? 0);
    if (id === main) mainCpu = d;
    else if (!before.has(id) && d > 0.1) work.push(d);
    else other += d;
  }
  const total = mainCpu + other + work.reduce((a, b) => a + b, 0);
  console.log(
    JSON.stringify({
      games: res.tally.done,
      workers,
      wall: fmt(wall),
      firstBatch: fmt(firstBatch),
      lastBatch: fmt(lastBatch),
      gps: Math.round(res.tally.done / wall),
      cpu: { main: fmt(mainCpu), workers: work.map(fmt), other: fmt(other), total: fmt(total) },
      gamesPerCpuSecond: Math.round(res.tally.done / total),
      load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    }),
  );
}
