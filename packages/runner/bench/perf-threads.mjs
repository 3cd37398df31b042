// CPU per kind of thread of a `tcglab perf` process, as a user runs it (CLI start-up included):
//   node packages/runner/bench/perf-threads.mjs DIR WORKERS GAMES [node flags…]
// runs `node [flags] DIR/packages/cli/dist/bin.js perf --game duel-masters --agents random,random --games GAMES
// --workers WORKERS --json --timing-ms 0` and polls /proc/PID/task/*/stat every 10 ms: the main thread, the threads
// started before the first worker (V8's platform threads: background TurboFan compiles, GC helpers), each worker
// (threads started after, with more than 0.4 CPU-s), in CPU seconds (robust to other load; wall time is not).
// Set DUMP=1 to list every thread. DIR may be a second checkout (a clean build of main) for an alternating A/B.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
const [dir, w, games, ...nodeArgs] = process.argv.slice(2);
const child = spawn(
  'node',
  [
    ...nodeArgs,
    `${dir}/packages/cli/dist/bin.js`,
    'perf',
    '--game',
    'duel-masters',
    '--agents',
    'random,random',
    '--games',
    games,
    '--workers',
    w,
    '--json',
    '--timing-ms',
    '0',
  ],
  { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] },
);
const pid = child.pid;
const seen = new Map();
const poll = () => {
  let ids;
  try {
    ids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const id of ids) {
    try {
      const f = readFileSync(`/proc/${pid}/task/${id}/stat`, 'utf8');
      const r = f.slice(f.lastIndexOf(')') + 2).split(' ');
      const comm = f.slice(f.indexOf('(') + 1, f.lastIndexOf(')'));
      seen.set(id, { comm, start: Number(r[19]), cpu: (Number(r[11]) + Number(r[12])) / 100 });
    } catch {}
  }
};
const timer = setInterval(poll, 10);
let out = '';
child.stdout.on('data', (d) => (out += d));
const t0 = process.hrtime.bigint();
await new Promise((ok) => child.on('exit', ok));
clearInterval(timer);
const j = JSON.parse(out);
let main = 0,
  other = 0;
const work = [];
const byComm = {};
const st0 = seen.get(String(pid)).start;
let platform = 0;
let late = 0;
let wstart = Infinity;
for (const [id, { start, cpu }] of seen) if (id !== String(pid) && cpu > 1.0) wstart = Math.min(wstart, start);
for (const [id, { comm, start, cpu }] of seen) {
  if (id === String(pid)) main = cpu;
  else if (start < wstart - 2) platform += cpu;
  else if (cpu > 0.4) work.push(cpu);
  else late += cpu;
}
other = platform + late;
if (process.env.DUMP) for (const [id, v] of seen) console.error(id, v.start - st0, v.cpu);
const total = main + other + work.reduce((a, b) => a + b, 0);
const r2 = (x) => Math.round(x * 100) / 100;
console.log(
  JSON.stringify({
    w: +w,
    gps: j.gamesPerSecond,
    s: j.secondsMedian,
    first: j.firstBatchSecondsMedian,
    main: r2(main),
    workers: work.map(r2),
    platform: r2(platform),
    late: r2(late),
    total: r2(total),
    cpuMsPer1kGames: Math.round((total * 1e6) / j.games),
    load: readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
  }),
);
