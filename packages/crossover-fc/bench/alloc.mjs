// Allocation check of the hot path: bytes allocated per random action, measured on one long game loop with the
// state created beforehand (node --expose-gc packages/crossover-fc/bench/alloc.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import { Prng } from '@tcglab/core';
import { game } from '../dist/index.js';

const dir = new URL('../../../decks/crossover-fc/', import.meta.url);
const decks = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => game.parseDeck(readFileSync(new URL(f, dir), 'utf8'), f));
const legal = new Int32Array(game.maxLegalActions);
const states = [];
for (let i = 0; i < 200; i++)
  states.push(
    game.newGame({ decks: [decks[i % 4], decks[(i >> 2) % 4]], shuffleSeeds: [`m${i}`, `n${i}`], engineSeed: `e${i}`, startWinner: i & 1 }),
  );
const r = new Prng('alloc');
for (const s of states.slice(0, 50))
  while (!game.isTerminal(s)) {
    const c = game.legalActions(s, legal);
    game.applyAction(s, legal[r.int(c)]);
  }
globalThis.gc();
const before = process.memoryUsage().heapUsed;
let actions = 0;
for (const s of states.slice(50)) {
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
