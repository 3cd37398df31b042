// The all-cards conformance fuzz by hand (issue 15): games FROM..TO-1 of the sequence test/conformance-all-cards.test.ts
// plays (decks fuzzDeck(2i) and fuzzDeck(2i+1) of every playable card, random agents), with the same checks. Run after
// building:
//   node packages/duel-masters/bench/fuzz.mjs [--from 0] [--to 100000] [--shard K/N] [--clone-every 5] [--texts-every 2]
// A failure prints the game's index and the command that replays just that game with every check on each decision.
import { runConformance } from '@tcglab/core';
import { fuzzDeck, game } from '../dist/index.js';

const arg = (name, dflt) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? process.argv[k + 1] : dflt;
};
const from = Number(arg('from', '0'));
const to = Number(arg('to', '100000'));
const [shard, shards] = arg('shard', '0/1').split('/').map(Number);
const cloneEvery = Number(arg('clone-every', '5'));
const textsEvery = Number(arg('texts-every', '2'));
const config = (i) => ({
  decks: [fuzzDeck(2 * i), fuzzDeck(2 * i + 1)],
  shuffleSeeds: [`all/${i}/0`, `all/${i}/1`],
  engineSeed: `all/${i}`,
  startWinner: i % 2,
});
const reasons = {};
let played = 0;
let actions = 0;
const t0 = process.hrtime.bigint();
for (let i = from + shard; i < to; i += shards) {
  try {
    const r = runConformance(game, { games: 1, config: () => config(i), cloneEvery, uniqueActionTextsEvery: textsEvery });
    for (const [k, v] of Object.entries(r.reasons)) reasons[k] = (reasons[k] ?? 0) + v;
    actions += r.actions;
  } catch (e) {
    console.log(`FAIL game ${i}: ${e instanceof Error ? e.stack : e}`);
    console.log(`replay: node packages/duel-masters/bench/fuzz.mjs --from ${i} --to ${i + 1} --clone-every 1 --texts-every 1`);
    process.exitCode = 1;
  }
  played++;
  if (played % 1000 === 0) {
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    console.log(`${played} games (last ${i}), ${actions} actions, ${s.toFixed(0)} s, ${JSON.stringify(reasons)}`);
  }
}
const s = Number(process.hrtime.bigint() - t0) / 1e9;
console.log(
  `done: ${played} games of ${from}..${to - 1} (shard ${shard}/${shards}), ${actions} actions, ${s.toFixed(0)} s, ${JSON.stringify(reasons)}`,
);
