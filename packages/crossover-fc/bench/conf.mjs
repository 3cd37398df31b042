import { readFileSync, readdirSync } from 'node:fs';
import { game } from '../dist/index.js';
import { runConformance } from '@tcglab/core';
const dir = new URL('../../../decks/crossover-fc/', import.meta.url);
const decks = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => game.parseDeck(readFileSync(new URL(f, dir), 'utf8'), f));
const t0 = Date.now();
const r = runConformance(game, { games: Number(process.argv[2] ?? 50), config: (i) => ({ decks: [decks[i % 4], decks[(i >> 2) % 4]], shuffleSeeds: [`c${i}a`, `c${i}b`], engineSeed: `conf${i}`, startWinner: i % 2 }) });
console.log(r, Date.now() - t0, 'ms');
