// Bytes allocated per action in random games (no GC during the measured loop). Run after building:
//   node --expose-gc --max-semi-space-size=1024 packages/duel-masters/bench/alloc.mjs [deck folder]
import { readFileSync, readdirSync } from 'node:fs';
import { game } from '../dist/index.js';
import { Prng } from '@tcglab/core';
const dir = process.argv[2] ?? new URL('../../../decks/duel-masters/historical/', import.meta.url).pathname;
const decks = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => game.parseDeck(readFileSync(dir + f, 'utf8'), f));
const cfg = (i) => ({
  decks: [decks[i % decks.length], decks[(i * 7 + 1) % decks.length]],
  shuffleSeeds: ['a' + i, 'b' + i],
  engineSeed: 'e' + i,
  startWinner: i % 2,
});
const legal = new Int32Array(4096);
function play(states, rng) {
  let n = 0;
  for (const s of states) {
    while (!game.isTerminal(s)) {
      const c = game.legalActions(s, legal);
      game.applyAction(s, legal[rng.int(c)]);
      n++;
    }
  }
  return n;
}
// warm up
play(
  Array.from({ length: 500 }, (_, i) => game.newGame(cfg(i))),
  new Prng('w'),
);
for (let r = 0; r < 3; r++) {
  const states = Array.from({ length: 300 }, (_, i) => game.newGame(cfg(1000 + r * 300 + i)));
  const rng = new Prng('r' + r);
  globalThis.gc();
  const h0 = process.memoryUsage().heapUsed;
  const n = play(states, rng);
  const h1 = process.memoryUsage().heapUsed;
  console.log(`actions ${n}, bytes/action ${((h1 - h0) / n).toFixed(1)}`);
}
