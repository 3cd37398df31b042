// Allocation check of the hot path: heap growth per random action with the states created beforehand
// (node --expose-gc --max-semi-space-size=64 packages/divine-cross/bench/alloc.mjs). The large young
// generation keeps a scavenge from hiding allocations during the measured loop.
import { readFileSync } from 'node:fs';
import { Prng } from '@tcglab/core';
import { game } from '../dist/index.js';

const NAMES = ['red-aggro', 'green-control', 'blue-tempo', 'colorless-tricks', 'dawn-triggers'];
const decks = NAMES.map((n) =>
  game.parseDeck(readFileSync(new URL(`../../../decks/divine-cross/${n}.txt`, import.meta.url), 'utf8'), `${n}.txt`),
);
const legal = new Int32Array(game.maxLegalActions);
const states = [];
for (let i = 0; i < 300; i++)
  states.push(
    game.newGame({ decks: [decks[i % 5], decks[(i >> 2) % 5]], shuffleSeeds: [`m${i}`, `n${i}`], engineSeed: `e${i}`, startWinner: i & 1 }),
  );
const r = new Prng('alloc');
// Warm-up: JIT, and the amortized growth of the states' arrays in other games.
for (const s of states.slice(0, 100))
  while (!game.isTerminal(s)) {
    const c = game.legalActions(s, legal);
    game.applyAction(s, legal[r.int(c)]);
  }
globalThis.gc();
const before = process.memoryUsage().heapUsed;
let actions = 0;
for (const s of states.slice(100)) {
  while (!game.isTerminal(s)) {
    const c = game.legalActions(s, legal);
    game.applyAction(s, legal[r.int(c)]);
    actions++;
  }
}
const after = process.memoryUsage().heapUsed;
console.log(
  `${actions} actions; heap grew ${after - before} bytes without a GC in between: ${((after - before) / actions).toFixed(1)} bytes/action`,
);
