import { readFileSync, readdirSync } from 'node:fs';
import { game } from '../dist/index.js';
import { Prng } from '@tcglab/core';
const dir = new URL('../../../decks/crossover-fc/', import.meta.url);
const decks = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => game.parseDeck(readFileSync(new URL(f, dir), 'utf8'), f));
const legal = new Int32Array(game.maxLegalActions);
const N = Number(process.argv[2] ?? 20);
const reasons = {};
let dec = 0, turns = 0;
for (let i = 0; i < N; i++) {
  const s = game.newGame({ decks: [decks[i % 4], decks[(i + 1) % 4]], shuffleSeeds: [`a${i}`, `b${i}`], engineSeed: `e${i}`, startWinner: i % 2 });
  const r = new Prng(`r${i}`);
  while (!game.isTerminal(s)) { const n = game.legalActions(s, legal); game.applyAction(s, legal[r.int(n)]); }
  const res = game.result(s); reasons[`${res.winner}:${res.reason}`] = (reasons[`${res.winner}:${res.reason}`] ?? 0) + 1;
  dec += game.decisions(s); turns += game.turn(s);
}
console.log(reasons, 'avg decisions', dec / N, 'avg turns', turns / N);
