// What a worker thread's start-up costs, per phase, in the thread's own CPU time:
//   node packages/runner/bench/load.mjs [rounds=7] [game=duel-masters]
// Each round starts a fresh worker thread (a new isolate, as the pool does) that imports the runner's worker module
// (and with it the agents, core, the row module), then the game package, then builds the card table, then
// prepareRun (decks parsed, the plan), then plays the first 100 games, reading /proc/thread-self/schedstat (ns on CPU)
// around each phase. Prints the median per phase; CPU time is robust to other load on the machine, wall time is not.
import { readFileSync } from 'node:fs';
import { bundledDecks } from './common.mjs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const cpu = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
if (isMainThread) {
  const rounds = Number(process.argv[2] ?? 7);
  const gameId = process.argv[3] ?? 'duel-masters';
  const decks = bundledDecks(gameId);
  const spec = { game: gameId, decks, agents: ['random', 'random'], gamesPerPair: 1000, seed: 'perf', pairing: 'round-robin' };
  const all = [];
  for (let r = 0; r < rounds; r++) {
    const res = await new Promise((ok, ko) => {
      const w = new Worker(new URL(import.meta.url), { workerData: { spec } });
      w.once('message', ok);
      w.once('error', ko);
    });
    all.push(res);
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const out = {};
  for (const k of Object.keys(all[0])) out[k] = Math.round(med(all.map((x) => x[k])));
  console.log(JSON.stringify({ msMedianCpu: out, rounds, load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') }));
} else {
  const t = { start: cpu() };
  const worker = await import('../dist/worker.js');
  t.workerModules = cpu();
  const { loadGame } = await import('../dist/games.js');
  const game = await loadGame(workerData.spec.game);
  t.gamePackage = cpu();
  t.cardTable = t.gamePackage;
  if (workerData.spec.game === 'duel-masters') {
    (await import('@tcglab/duel-masters')).cardDefs();
    t.cardTable = cpu();
  }
  const { prepareRun } = await import('../dist/play.js');
  const ctx = await prepareRun(workerData.spec);
  t.prepareRun = cpu();
  const { playSlice } = await import('../dist/batch.js');
  playSlice(ctx, { from: 0, to: 100 });
  t.first100Games = cpu();
  playSlice(ctx, { from: 100, to: 1100 });
  t.next1000Games = cpu();
  void worker;
  const ph = {};
  const keys = Object.keys(t);
  for (let i = 1; i < keys.length; i++) ph[keys[i]] = t[keys[i]] - t[keys[i - 1]];
  ph.total = t[keys[keys.length - 1]] - t.start;
  parentPort.postMessage(ph);
}
