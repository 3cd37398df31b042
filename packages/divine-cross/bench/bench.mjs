// Divine Cross benchmark: random-vs-random games/s on one thread, and a one-ply greedy (over
// game.evaluate, on a determinized sample: no peeking) against random. Run after building:
//   npx tsc -b packages/divine-cross && node packages/divine-cross/bench/bench.mjs [games] [greedyGames]
import { readFileSync } from 'node:fs';
import { Prng, wilson } from '@tcglab/core';
import { game } from '../dist/index.js';

const NAMES = ['red-aggro', 'green-control', 'blue-tempo', 'colorless-tricks'];
const decks = NAMES.map((n) =>
  game.parseDeck(readFileSync(new URL(`../../../decks/divine-cross/${n}.txt`, import.meta.url), 'utf8'), `${n}.txt`),
);
const N = Number(process.argv[2] ?? 2000);
const G = Number(process.argv[3] ?? 400);
const legal = new Int32Array(game.maxLegalActions);

function config(i) {
  return {
    decks: [decks[i % 4], decks[(i >> 2) % 4]],
    shuffleSeeds: [`bench/${i}/0`, `bench/${i}/1`],
    engineSeed: `bench/${i}`,
    startWinner: i & 1,
  };
}

function randomRun(n) {
  const rng = new Prng('bench-agents');
  let actions = 0;
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const s = game.newGame(config(i));
    while (!game.isTerminal(s)) {
      const c = game.legalActions(s, legal);
      game.applyAction(s, legal[rng.int(c)]);
      actions++;
    }
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { gps: (n * 1000) / ms, cpuGps: (n * 1000) / cpuMs, aps: (actions * 1000) / ms, actions };
}

function greedyAct(s, p, rng) {
  const count = game.legalActions(s, legal);
  if (count === 1) return legal[0];
  const acts = Array.from(legal.subarray(0, count));
  const sample = game.clone(s);
  game.determinize(sample, p, rng);
  let best = acts[0];
  let bestV = -Infinity;
  for (const a of acts) {
    const c = game.clone(sample);
    game.applyAction(c, a);
    const v = game.evaluate(c, p) + rng.next() * 1e-6; // random tie-break
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

function greedyRun(n) {
  const rng = new Prng('bench-greedy');
  let wins = 0;
  let draws = 0;
  const reasons = {};
  for (let i = 0; i < n; i++) {
    const greedySeat = (i >> 1) & 1; // paired: each deal is played with greedy in both seats
    const s = game.newGame(config(i >> 1));
    while (!game.isTerminal(s)) {
      const p = game.currentPlayer(s);
      if (p === greedySeat) game.applyAction(s, greedyAct(s, p, rng));
      else {
        const c = game.legalActions(s, legal);
        game.applyAction(s, legal[rng.int(c)]);
      }
    }
    const r = game.result(s);
    reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
    if (r.winner === greedySeat) wins++;
    else if (r.winner < 0) draws++;
  }
  return { wins, draws, n, reasons };
}

randomRun(200); // warm-up
const runs = [];
for (let k = 0; k < 5; k++) runs.push(randomRun(N));
runs.sort((a, b) => a.gps - b.gps);
const med = runs[2];
const cpuMed = runs.map((r) => r.cpuGps).sort((a, b) => a - b)[2];
console.log(
  `random vs random, ${N} games × 5 runs, one thread: median ${med.gps.toFixed(0)} games/s wall (${med.aps.toFixed(0)} actions/s, ${(med.actions / N).toFixed(1)} actions/game); median ${cpuMed.toFixed(0)} games/s per CPU-second; wall runs: ${runs.map((r) => r.gps.toFixed(0)).join(', ')}`,
);
const t0 = Date.now();
const g = greedyRun(G);
const w = wilson(g.wins, g.n);
console.log(
  `greedy (one-ply over evaluate, determinized) vs random: ${g.wins}/${g.n} wins (${((100 * g.wins) / g.n).toFixed(1)}%, 95% Wilson [${(100 * w.low).toFixed(1)}%, ${(100 * w.high).toFixed(1)}%]), ${g.draws} draws, reasons ${JSON.stringify(g.reasons)}, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
