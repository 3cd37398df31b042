// A pooled run's CPU over time, per kind of thread: node packages/runner/bench/timeline.mjs [games=40000] [workers=2] [step-ms=100]
// Runs runSim as `tcglab perf` does and polls utime+stime of every thread (/proc/self/task) every 10 ms; prints, per
// step of wall time, the CPU seconds of the main thread, each worker thread (threads that did not exist before the
// run and used more than a tenth of a second) and the rest (V8's platform threads: background compile, GC helpers),
// with the time of the first and last written batch. Shows when the fixed costs of a run are paid.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomSpec, threadCpu } from './common.mjs';

const t00 = process.hrtime.bigint();
const { runSim } = await import('../dist/index.js');
const games = Number(process.argv[2] ?? 40000);
const workers = Number(process.argv[3] ?? 2);
const step = Number(process.argv[4] ?? 100) / 1000;
const gameId = 'duel-masters';
const spec = randomSpec(gameId, games);
const cpuOf = threadCpu;
const before = cpuOf();
const samples = [];
const now = () => Number(process.hrtime.bigint() - t0) / 1e9;
const t0 = process.hrtime.bigint();
const timer = setInterval(() => samples.push([now(), cpuOf()]), 10);
const dir = mkdtempSync(join(tmpdir(), 'tcglab-timeline-'));
let firstBatch = 0;
let lastBatch = 0;
const res = await runSim({
  spec,
  workers,
  outDir: join(dir, 'run'),
  skipReports: true,
  onBatch: () => {
    lastBatch = now();
    firstBatch ||= lastBatch;
  },
});
const wall = now();
clearInterval(timer);
samples.push([wall, cpuOf()]);
rmSync(dir, { recursive: true, force: true });
const main = String(process.pid);
const seenMax = new Map();
for (const [, m] of samples) for (const [id, c] of m) seenMax.set(id, Math.max(seenMax.get(id) ?? 0, c));
const workerIds = [...seenMax].filter(([id, c]) => !before.has(id) && c > 0.1).map(([id]) => id);
const kind = (id) => (id === main ? 'main' : workerIds.includes(id) ? `w${workerIds.indexOf(id)}` : 'other');
const kinds = ['main', ...workerIds.map((_, i) => `w${i}`), 'other'];
// CPU of each kind up to a sample: a thread's last value seen so far (an exited thread keeps its last value).
const lastSeen = new Map(before);
const sums = () => {
  const s = Object.fromEntries(kinds.map((k) => [k, 0]));
  for (const [id, c] of lastSeen) s[kind(id)] += c - (before.get(id) ?? 0);
  return s;
};
const f2 = (x) => x.toFixed(2);
console.log(
  `imports ${f2(Number(t0 - t00) / 1e9)} s; games ${res.tally.done}, workers ${workers}, wall ${f2(wall)}, first batch ${f2(firstBatch)}, last ${f2(lastBatch)}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log(['t', ...kinds].join('\t'));
let prev = sums();
let k = 0;
for (let t = step; t < wall + step; t += step) {
  for (; k < samples.length && samples[k][0] <= t; k++) for (const [id, c] of samples[k][1]) lastSeen.set(id, c);
  const cur = sums();
  console.log([f2(t), ...kinds.map((x) => f2(cur[x] - prev[x]))].join('\t'));
  prev = cur;
}
for (; k < samples.length; k++) for (const [id, c] of samples[k][1]) lastSeen.set(id, c);
const tot = sums();
console.log(['total', ...kinds.map((x) => f2(tot[x]))].join('\t'));
