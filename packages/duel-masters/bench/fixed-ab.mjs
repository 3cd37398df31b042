// In-process paired A/B of a Duel Masters game's fixed cost on two builds: newGame (with the runner's numeric seeds)
// followed by recycle, and cardUse of both seats over 200 finished games, in alternating rounds so both builds see the
// same load. Run after building both:
//   node packages/duel-masters/bench/fixed-ab.mjs DIST_A DIST_B [rounds=30] [deck folder]
// Prints the median CPU ns of each and the median of the paired ratios A/B (> 1: B cheaper).
import { CardUse, Prng } from '@tcglab/core';
import { defaultDeckDir, loadBuild } from './builds.mjs';

const [A, B] = [process.argv[2], process.argv[3]];
const rounds = Number(process.argv[4] ?? 30);
const dir = process.argv[5] ?? defaultDeckDir;

const sides = [await loadBuild(A, dir), await loadBuild(B, dir)];
const use = new CardUse();
const config = (side, i) => ({
  decks: [side.decks[i % side.decks.length], side.decks[(i * 7 + 1) % side.decks.length]],
  shuffleSeeds: [i * 3 + 1, i * 3 + 2],
  engineSeed: i * 3 + 3,
  startWinner: i & 1,
});
const finished = sides.map((side) => {
  const rng = new Prng('fixed-ab');
  const out = [];
  for (let i = 0; i < 200; i++) {
    const s = side.game.newGame(config(side, i));
    while (!side.game.isTerminal(s)) {
      const c = side.game.trusted.legalActions(s, side.legal);
      side.game.trusted.applyAction(s, side.legal[rng.int(c)]);
    }
    out.push(s);
  }
  return out;
});

function newGames(side, from, n) {
  const c0 = process.cpuUsage();
  for (let i = from; i < from + n; i++) side.game.recycle(side.game.newGame(config(side, i)));
  const c = process.cpuUsage(c0);
  return ((c.user + c.system) * 1000) / n;
}

function cardUses(k, reps) {
  const { game } = sides[k];
  const c0 = process.cpuUsage();
  for (let r = 0; r < reps; r++)
    for (const s of finished[k]) {
      game.cardUse(s, 0, use);
      game.cardUse(s, 1, use);
    }
  const c = process.cpuUsage(c0);
  return ((c.user + c.system) * 1000) / (reps * finished[k].length);
}

const median = (v) => v.slice().sort((p, q) => p - q)[v.length >> 1];
const ng = [[], []];
const cu = [[], []];
const rNew = [];
const rUse = [];
for (let r = 0; r < rounds; r++) {
  const order = r & 1 ? [1, 0] : [0, 1];
  const x = [0, 0];
  const y = [0, 0];
  for (const k of order) x[k] = newGames(sides[k], r * 500, 500);
  for (const k of order) y[k] = cardUses(k, 20);
  for (const k of [0, 1]) (ng[k].push(x[k]), cu[k].push(y[k]));
  rNew.push(x[0] / x[1]);
  rUse.push(y[0] / y[1]);
}
console.log(
  JSON.stringify({
    newGameNsA: Math.round(median(ng[0])),
    newGameNsB: Math.round(median(ng[1])),
    newGameAoverB: +median(rNew).toFixed(3),
    cardUseBothSeatsNsA: Math.round(median(cu[0])),
    cardUseBothSeatsNsB: Math.round(median(cu[1])),
    cardUseAoverB: +median(rUse).toFixed(3),
    load: (await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  }),
);
