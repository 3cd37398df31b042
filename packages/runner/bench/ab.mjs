// In-process A/B of two checkouts' runners: node packages/runner/bench/ab.mjs DIR_A DIR_B [chunks=20] [chunk=1000] [game=duel-masters]
// Loads both runners (each with its own engine), warms both, then plays alternating chunks of games through
// playSlice (the worker's whole per-game pipeline: plan, agents, setup, loop, row, CSV, recycle), wall and CPU per chunk.
// Prints median chunk time per game for each and the median of paired ratios B/A (time; < 1: B faster).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const [A, B] = [process.argv[2], process.argv[3]];
const chunks = Number(process.argv[4] ?? 20);
const chunk = Number(process.argv[5] ?? 1000);
const gameId = process.argv[6] ?? 'duel-masters';
const folder = `${A}/decks/${gameId}/`;
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.txt'))
  .sort();
const decks = files.map((f) => ({ name: f.replace(/\.txt$/, ''), file: join(folder, f), text: readFileSync(join(folder, f), 'utf8') }));
const pairs = (decks.length * (decks.length - 1)) / 2;
const spec = {
  game: gameId,
  decks,
  agents: ['random', 'random'],
  gamesPerPair: Math.ceil(((chunks + 2) * chunk) / pairs / 2) * 2,
  seed: 'ab',
  pairing: 'round-robin',
};
const mk = async (dir) => {
  const r = await import(`${dir}/packages/runner/dist/index.js`);
  const ctx = await r.prepareRun(spec);
  return { r, ctx, next: 0 };
};
const sides = [await mk(A), await mk(B)];
const run = (s) => {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const res = s.r.playSlice(s.ctx, { from: s.next, to: s.next + chunk });
  const wall = Number(process.hrtime.bigint() - t0) / 1e3 / chunk;
  const c = process.cpuUsage(c0);
  s.next += chunk;
  if (res.errors.length) throw new Error(res.errors[0].error);
  return { wall, cpu: (c.user + c.system) / chunk };
};
for (let w = 0; w < 2; w++) for (const s of sides) run(s);
const ta = [],
  tb = [],
  ratio = [],
  ca = [],
  cb = [],
  cratio = [];
for (let k = 0; k < chunks; k++) {
  const order = k & 1 ? [1, 0] : [0, 1];
  const res = [];
  for (const o of order) res[o] = run(sides[o]);
  ta.push(res[0].wall);
  tb.push(res[1].wall);
  ratio.push(res[1].wall / res[0].wall);
  ca.push(res[0].cpu);
  cb.push(res[1].cpu);
  cratio.push(res[1].cpu / res[0].cpu);
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
console.log(
  JSON.stringify({
    chunks,
    chunk,
    usPerGameA: +med(ta).toFixed(1),
    usPerGameB: +med(tb).toFixed(1),
    ratioBA: +med(ratio).toFixed(4),
    cpuA: +med(ca).toFixed(1),
    cpuB: +med(cb).toFixed(1),
    cpuRatioBA: +med(cratio).toFixed(4),
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  }),
);
