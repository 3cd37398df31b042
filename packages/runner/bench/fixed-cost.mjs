// Per-game fixed cost of a run: the time of playing games through the runner (plan, agents, setup, row, CSV line,
// recycle) minus the time inside each game's decision loop (from its first legal-action query to its result).
//   node packages/runner/bench/fixed-cost.mjs [games=20000] [rounds=5] [game=duel-masters] [deck folder]
// Prints the median over rounds of µs per game outside the loop, and the loop's µs per game (wall clock of one
// thread: run it on a quiet core, or compare two builds alternately).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGame, playSlice, prepareRun } from '../dist/index.js';

const games = Number(process.argv[2] ?? 20000);
const rounds = Number(process.argv[3] ?? 5);
const gameId = process.argv[4] ?? 'duel-masters';
const folder = process.argv[5] ?? new URL(`../../../decks/${gameId}/`, import.meta.url).pathname;
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.txt'))
  .sort();
const decks = files.map((f) => ({ name: f.replace(/\.txt$/, ''), file: join(folder, f), text: readFileSync(join(folder, f), 'utf8') }));
const pairs = (decks.length * (decks.length - 1)) / 2;
const real = await loadGame(gameId);
let inLoop = false;
let loopNs = 0n;
let t0n = 0n;
// The game seen through a wrapper that clocks the decision loop of each game (two clock reads per game).
const startLoop = () => {
  if (!inLoop) {
    inLoop = true;
    t0n = process.hrtime.bigint();
  }
};
const game = {
  ...real,
  legalActions(s, buf) {
    startLoop();
    return real.legalActions(s, buf);
  },
  // The match loop asks the engine's trusted path when there is one.
  ...(real.trusted
    ? {
        trusted: {
          ...real.trusted,
          legalActions(s, buf) {
            startLoop();
            return real.trusted.legalActions(s, buf);
          },
        },
      }
    : {}),
  result(s) {
    if (inLoop) {
      loopNs += process.hrtime.bigint() - t0n;
      inLoop = false;
    }
    return real.result(s);
  },
};
const spec = {
  game: gameId,
  decks,
  agents: ['random', 'random'],
  gamesPerPair: Math.ceil((games * (rounds + 1)) / pairs / 2) * 2,
  seed: 'fixed-cost',
  pairing: 'round-robin',
};
const ctx = await prepareRun(spec, game);
const out = [];
let next = 0;
// Warm-up: one round not counted.
for (let r = -1; r < rounds; r++) {
  loopNs = 0n;
  const w0 = process.hrtime.bigint();
  const res = playSlice(ctx, { from: next, to: next + games });
  const totalUs = Number(process.hrtime.bigint() - w0) / 1000;
  next += games;
  if (res.errors.length) throw new Error(res.errors[0].error);
  const loopUs = Number(loopNs) / 1000;
  if (r >= 0) out.push({ fixed: (totalUs - loopUs) / games, loop: loopUs / games });
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
console.log(
  JSON.stringify({
    game: gameId,
    games,
    rounds,
    fixedUsPerGame: +med(out.map((o) => o.fixed)).toFixed(2),
    loopUsPerGame: +med(out.map((o) => o.loop)).toFixed(2),
    all: out.map((o) => +o.fixed.toFixed(2)),
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  }),
);
