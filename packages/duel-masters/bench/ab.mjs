// In-process paired A/B of two builds of the Duel Masters engine: the bench's loop (newGame, random decisions through
// the trusted path, checksum, card use, recycle) in alternating chunks of the same games on each build, so both
// see the same load. Run after building both:
//   node packages/duel-masters/bench/ab.mjs DIST_A DIST_B [chunks=40] [chunk=250] [deck folder]
// DIST_* are packages/duel-masters/dist folders (e.g. of a clean clone of main and of this checkout). Prints the median
// CPU µs per game of each and the median of the paired ratios A/B (> 1: B faster), and whether any chunk's
// results differed (diffChunks: results must be identical unless the engine's behaviour changed on purpose).
import { readFileSync } from 'node:fs';
import { CardUse, Prng } from '@tcglab/core';
import { defaultDeckDir, loadBuild } from './builds.mjs';

const [A, B] = [process.argv[2], process.argv[3]];
const chunks = Number(process.argv[4] ?? 40);
const chunk = Number(process.argv[5] ?? 250);
const dir = process.argv[6] ?? defaultDeckDir;

function run(side, from, n) {
  const { game, decks, legal } = side;
  const t = game.trusted;
  const rng = new Prng(`ab-agent/${from}`);
  let h = 0;
  let decisions = 0;
  const c0 = process.cpuUsage();
  for (let i = from; i < from + n; i++) {
    const s = game.newGame({
      decks: [decks[i % decks.length], decks[(i * 7 + 1) % decks.length]],
      shuffleSeeds: [`ab/${i}/0`, `ab/${i}/1`],
      engineSeed: `ab/${i}/e`,
      startWinner: i & 1,
    });
    while (!game.isTerminal(s)) {
      const c = t.legalActions(s, legal);
      t.applyAction(s, legal[rng.int(c)]);
      decisions++;
    }
    h = (h * 31 + game.checksum(s)) | 0;
    if (game.cardUse) {
      game.cardUse(s, 0, use);
      game.cardUse(s, 1, use);
    } else {
      game.cardStats(s, 0); // a build from before the card-use contract (23bd3bf)
      game.cardStats(s, 1);
    }
    game.recycle?.(s);
  }
  const c = process.cpuUsage(c0);
  return { us: (c.user + c.system) / n, h, decisions };
}

const use = new CardUse();
const sides = [await loadBuild(A, dir), await loadBuild(B, dir)];
for (let w = 0; w < 3; w++) for (const side of sides) run(side, 900000 + w * chunk, chunk);
const ta = [];
const tb = [];
const ratios = [];
let diffChunks = 0;
for (let k = 0; k < chunks; k++) {
  const order = k & 1 ? [1, 0] : [0, 1];
  const res = [];
  for (const o of order) res[o] = run(sides[o], k * chunk, chunk);
  if (res[0].h !== res[1].h || res[0].decisions !== res[1].decisions) diffChunks++;
  ta.push(res[0].us);
  tb.push(res[1].us);
  ratios.push(res[0].us / res[1].us);
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
console.log(
  JSON.stringify({
    chunks,
    chunk,
    usPerGameA: +med(ta).toFixed(1),
    usPerGameB: +med(tb).toFixed(1),
    speedupBoverA: +med(ratios).toFixed(4),
    diffChunks,
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  }),
);
