// Duel Masters engine benchmark: random-vs-random games on one thread (newGame, the decision loop, and what the
// runner records of a game: checksum and card use), in games/s of CPU time and of wall time. Run after
// building:  node packages/duel-masters/bench/bench.mjs [games] [deck folder]
import { readFileSync, readdirSync } from 'node:fs';
import { CardUse, Prng } from '@tcglab/core';
import { game } from '../dist/index.js';

const N = Number(process.argv[2] ?? 5000);
const dir = process.argv[3] ?? new URL('../../../decks/duel-masters/historical/', import.meta.url).pathname;
const decks = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => game.parseDeck(readFileSync(dir + f, 'utf8'), f));
const config = (i) => ({
  decks: [decks[i % decks.length], decks[(i * 7 + 1) % decks.length]],
  shuffleSeeds: [`bench/${i}/0`, `bench/${i}/1`],
  engineSeed: `bench/${i}/e`,
  startWinner: i & 1,
});
const legal = new Int32Array(game.maxLegalActions);
const use = new CardUse();

function run(from, n) {
  const rng = new Prng('bench-agent');
  let decisions = 0;
  let h = 0;
  for (let i = from; i < from + n; i++) {
    const s = game.newGame(config(i));
    while (!game.isTerminal(s)) {
      const c = game.legalActions(s, legal);
      game.applyAction(s, legal[rng.int(c)]);
      decisions++;
    }
    h ^= game.checksum(s);
    game.cardUse(s, 0, use);
    game.cardUse(s, 1, use);
    game.recycle?.(s);
  }
  return { decisions, h };
}

run(100000, Math.min(2000, N)); // warm-up (other deals)
const c0 = process.cpuUsage();
const t0 = process.hrtime.bigint();
const { decisions, h } = run(0, N);
const wall = Number(process.hrtime.bigint() - t0) / 1e9;
const cu = process.cpuUsage(c0);
const cpu = (cu.user + cu.system) / 1e6;
console.log(
  JSON.stringify({
    games: N,
    decisions,
    cpuGamesPerSecond: Math.round(N / cpu),
    wallGamesPerSecond: Math.round(N / wall),
    cpuDecisionsPerSecond: Math.round(decisions / cpu),
    checksumXor: (h >>> 0).toString(16),
  }),
);
