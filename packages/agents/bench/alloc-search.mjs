// Bytes a search agent allocates per iteration, by allocation site:
//   node packages/agents/bench/alloc-search.mjs DIR [games=4] [agent=mcts:iters=100] [sites=20]
// Plays seeded Duel Masters games with the checkout DIR's agents under V8's sampling heap profiler (one sample per
// 256 bytes on average, objects already collected included: garbage counts), after three warm-up games, and prints
// the sampled bytes per search iteration in total and per site (the site is the innermost JavaScript frame, so code
// inlined into a function may be reported under a neighbour's name).
import { readdirSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const dir = process.argv[2];
const games = Number(process.argv[3] ?? 4);
const spec = process.argv[4] ?? 'mcts:iters=100';
const top = Number(process.argv[5] ?? 20);
const core = await import(`${dir}/packages/core/dist/index.js`);
const agents = await import(`${dir}/packages/agents/dist/index.js`);
const g = (await import(`${dir}/packages/duel-masters/dist/index.js`)).game;
const folder = `${dir}/decks/duel-masters/`;
const decks = readdirSync(folder)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => g.parseDeck(readFileSync(folder + f, 'utf8'), f));

const play = (i) => {
  const seats = [agents.createAgent(spec), agents.createAgent(spec)];
  const config = {
    decks: [decks[i % decks.length], decks[(i + 2) % decks.length]],
    shuffleSeeds: [`alloc/${i}/0`, `alloc/${i}/1`],
    engineSeed: `alloc/${i}/e`,
    startWinner: i & 1,
    turnLimit: g.defaultTurnLimit,
  };
  core.playGame({ game: g, config, agents: seats, agentSeeds: [`alloc/${i}/a0`, `alloc/${i}/a1`] });
  return seats[0].iterations + seats[1].iterations;
};

for (let i = 0; i < 3; i++) play(1000 + i);
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 256,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
let iterations = 0;
for (let i = 0; i < games; i++) iterations += play(i);
const { profile } = await session.post('HeapProfiler.stopSampling');

const sites = new Map();
let total = 0;
const walk = (node) => {
  const cf = node.callFrame;
  const site = `${cf.functionName || '(anonymous)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber + 1}`;
  total += node.selfSize;
  if (node.selfSize) sites.set(site, (sites.get(site) ?? 0) + node.selfSize);
  for (const c of node.children) walk(c);
};
walk(profile.head);
console.log(`${spec}: ${iterations} iterations, ${(total / iterations).toFixed(1)} sampled bytes per iteration`);
for (const [site, bytes] of [...sites].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(bytes / iterations).toFixed(1).padStart(7)}  ${site}`);
}
