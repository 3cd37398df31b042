// In-process paired A/B of two built checkouts' search agents:
//   node packages/agents/bench/ab-search.mjs DIR_A DIR_B [games=16] [agent=mcts:iters=100] [game=duel-masters] [rounds=2]
// Loads each checkout's core, agents and game (separate module instances), then plays the same seeded games with
// both in turn, one game at a time, alternating which goes first; CPU time per game (process.cpuUsage) and the
// search iterations of both seats. Every game must be the same on both sides (decisions and checksum compared: a
// difference means an agent's choices changed, and is printed). Prints iterations per CPU second for each side,
// the ratio of the totals and the median of the paired per-game ratios (B/A speed: > 1 means B is faster).
// With `node --expose-gc --max-semi-space-size=512 …` it also prints the bytes allocated per iteration (heap used
// after minus before each game, with a forced collection before; a scavenge inside the game would under-count, so
// the young generation is made large enough for one game).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [A, B] = [process.argv[2], process.argv[3]];
const games = Number(process.argv[4] ?? 16);
const agentSpec = process.argv[5] ?? 'mcts:iters=100';
const gameId = process.argv[6] ?? 'duel-masters';
const rounds = Number(process.argv[7] ?? 2);
const gc = globalThis.gc;

const folder = `${A}/decks/${gameId}/`;
const deckFiles = readdirSync(folder)
  .filter((f) => f.endsWith('.txt'))
  .sort();

const load = async (dir) => {
  const core = await import(`${dir}/packages/core/dist/index.js`);
  const agents = await import(`${dir}/packages/agents/dist/index.js`);
  const pkg = { 'duel-masters': 'duel-masters', 'divine-cross': 'divine-cross', 'crossover-fc': 'crossover-fc' }[gameId];
  const g = (await import(`${dir}/packages/${pkg}/dist/index.js`)).game;
  const decks = deckFiles.map((f) => g.parseDeck(readFileSync(join(folder, f), 'utf8'), join(folder, f)));
  return { core, agents, g, decks };
};
const sides = [await load(A), await load(B)];

/** Game i (of round r) on one side: CPU µs, iterations, bytes allocated, and its decisions and checksum. */
const play = (side, i) => {
  const { core, agents, g, decks } = side;
  const a = i % decks.length;
  const b = (a + 1 + (Math.floor(i / decks.length) % (decks.length - 1))) % decks.length;
  const config = {
    decks: [decks[a], decks[b]],
    shuffleSeeds: [`ab/${i}/0`, `ab/${i}/1`],
    engineSeed: `ab/${i}/e`,
    startWinner: i & 1,
    turnLimit: g.defaultTurnLimit,
  };
  const seats = [agents.createAgent(agentSpec), agents.createAgent(agentSpec)];
  if (gc) gc();
  const h0 = gc ? process.memoryUsage().heapUsed : 0;
  const c0 = process.cpuUsage();
  const rec = core.playGame({ game: g, config, agents: seats, agentSeeds: [`ab/${i}/a0`, `ab/${i}/a1`] });
  const c = process.cpuUsage(c0);
  const bytes = gc ? process.memoryUsage().heapUsed - h0 : 0;
  const iters = (seats[0].iterations ?? 0) + (seats[1].iterations ?? 0);
  return { cpu: c.user + c.system, iters, bytes, key: `${rec.decisions}/${rec.checksum}/${rec.winner}` };
};

// Warm both sides up (compile) on games outside the measured ones.
for (const s of sides) for (let w = 0; w < 3; w++) play(s, 100000 + w);

const tot = [
  { cpu: 0, iters: 0, bytes: 0 },
  { cpu: 0, iters: 0, bytes: 0 },
];
const ratios = [];
let diffs = 0;
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < games; i++) {
    const order = (i + r) & 1 ? [1, 0] : [0, 1];
    const res = [];
    for (const o of order) res[o] = play(sides[o], i);
    if (res[0].key !== res[1].key) {
      diffs++;
      console.error(`game ${i}: A ${res[0].key} B ${res[1].key}`);
    }
    for (let k = 0; k < 2; k++) {
      tot[k].cpu += res[k].cpu;
      tot[k].iters += res[k].iters;
      tot[k].bytes += res[k].bytes;
    }
    if (res[0].iters > 0) ratios.push(res[1].iters / res[1].cpu / (res[0].iters / res[0].cpu));
  }
}
const med = (xs) => xs.slice().sort((x, y) => x - y)[xs.length >> 1];
const ips = (t) => Math.round((t.iters / t.cpu) * 1e6);
console.log(
  JSON.stringify({
    agent: agentSpec,
    game: gameId,
    games,
    rounds,
    iterationsPerCpuSecondA: ips(tot[0]),
    iterationsPerCpuSecondB: ips(tot[1]),
    ratioTotalBA: +(ips(tot[1]) / ips(tot[0])).toFixed(4),
    ratioMedianBA: +med(ratios).toFixed(4),
    ...(gc
      ? { bytesPerIterationA: +(tot[0].bytes / tot[0].iters).toFixed(1), bytesPerIterationB: +(tot[1].bytes / tot[1].iters).toFixed(1) }
      : {}),
    differentGames: diffs,
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  }),
);
