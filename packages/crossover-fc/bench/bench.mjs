// Benchmark: random-vs-random games/s on one thread (median of several runs) and a one-ply greedy
// (over game.evaluate) against random. Run after `npx tsc -b packages/crossover-fc`:
//   node packages/crossover-fc/bench/bench.mjs [games-per-run=400] [runs=5] [greedy-games=200]
import { readFileSync, readdirSync } from 'node:fs';
import { Prng, wilson } from '@tcglab/core';
import { game } from '../dist/index.js';

const dir = new URL('../../../decks/crossover-fc/', import.meta.url);
const decks = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => game.parseDeck(readFileSync(new URL(f, dir), 'utf8'), f));
const legal = new Int32Array(game.maxLegalActions);

function config(i) {
  return {
    decks: [decks[i % decks.length], decks[(i >> 2) % decks.length]],
    shuffleSeeds: [`bench/${i}/0`, `bench/${i}/1`],
    engineSeed: `bench/${i}`,
    startWinner: i & 1,
  };
}

function randomGames(n, offset) {
  let decisions = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const s = game.newGame(config(offset + i));
    const r = new Prng(`agent/${offset + i}`);
    while (!game.isTerminal(s)) {
      const c = game.legalActions(s, legal);
      game.applyAction(s, legal[r.int(c)]);
    }
    decisions += game.decisions(s);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { gps: (n * 1000) / ms, dps: (decisions * 1000) / ms };
}

/** One-ply greedy: try every legal action on a clone and keep the best game.evaluate for the mover. */
function greedyAct(s, player, rng) {
  const c = game.legalActions(s, legal);
  const acts = Array.from(legal.subarray(0, c));
  let best = -Infinity;
  let pick = acts[0];
  let ties = 0;
  for (const a of acts) {
    const t = game.clone(s);
    game.applyAction(t, a);
    const v = game.evaluate(t, player);
    if (v > best + 1e-12) {
      best = v;
      pick = a;
      ties = 1;
    } else if (Math.abs(v - best) <= 1e-12 && rng.int(++ties) === 0) pick = a;
  }
  return pick;
}

function greedyVsRandom(n) {
  let wins = 0,
    losses = 0,
    draws = 0;
  for (let i = 0; i < n; i++) {
    const greedySeat = i & 1; // alternate seats; the start winner alternates on its own schedule
    const s = game.newGame(config(10_000 + i));
    const rg = new Prng(`greedy/${i}`);
    const rr = new Prng(`random/${i}`);
    while (!game.isTerminal(s)) {
      const p = game.currentPlayer(s);
      if (p === greedySeat) game.applyAction(s, greedyAct(s, p, rg));
      else {
        const c = game.legalActions(s, legal);
        game.applyAction(s, legal[rr.int(c)]);
      }
    }
    const w = game.result(s).winner;
    if (w === -1) draws++;
    else if (w === greedySeat) wins++;
    else losses++;
  }
  return { wins, losses, draws };
}

const per = Number(process.argv[2] ?? 400);
const runs = Number(process.argv[3] ?? 5);
const gg = Number(process.argv[4] ?? 200);
randomGames(50, 99_000); // warm-up
const res = [];
for (let r = 0; r < runs; r++) res.push(randomGames(per, r * per));
const g = res.map((x) => x.gps).sort((a, b) => a - b);
const d = res.map((x) => x.dps).sort((a, b) => a - b);
console.log(`random vs random: ${per} games x ${runs} runs; games/s per run: ${g.map((x) => x.toFixed(0)).join(', ')}`);
console.log(`median ${g[runs >> 1].toFixed(0)} games/s, ${d[runs >> 1].toFixed(0)} decisions/s (one thread, node ${process.version})`);
if (gg > 0) {
  const t0 = Date.now();
  const { wins, losses, draws } = greedyVsRandom(gg);
  const ci = wilson(wins, wins + losses + draws);
  console.log(
    `greedy (one-ply over evaluate) vs random: ${wins} wins, ${losses} losses, ${draws} draws of ${gg}; win rate ${((wins / gg) * 100).toFixed(1)}% (95% Wilson ${JSON.stringify(ci)}) in ${Date.now() - t0} ms`,
  );
}
