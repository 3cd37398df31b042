// The benchmark worker thread (built JS only): loads the game module once, plays the pairs it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import type { Game } from '@tcglab/core';
import { PairPlayer } from './play-pair.js';
import type { BenchPlan } from './plan.js';
import type { FromWorker, ToWorker } from './pool.js';

interface Init {
  readonly gameModule: string;
  readonly plan: BenchPlan;
}

async function main(): Promise<void> {
  const { gameModule, plan } = workerData as Init;
  const mod = (await import(gameModule)) as { game?: Game<unknown> };
  if (!mod.game) throw new Error(`${gameModule} does not export a game`);
  const player = new PairPlayer(mod.game, plan);
  const port = parentPort!;
  port.on('message', (msg: ToWorker) => {
    void (async () => {
      if (msg.type === 'close') {
        await player.close();
        const out: FromWorker = { type: 'closed', timings: player.timings() };
        port.postMessage(out);
        return;
      }
      try {
        const rows = [];
        for (const t of msg.tasks) rows.push(await player.play(t));
        const out: FromWorker = { type: 'rows', rows };
        port.postMessage(out);
      } catch (e) {
        const out: FromWorker = { type: 'fatal', message: (e as Error).stack ?? String(e) };
        port.postMessage(out);
      }
    })();
  });
  const ready: FromWorker = { type: 'ready' };
  port.postMessage(ready);
}

main().catch((e) => {
  const out: FromWorker = { type: 'fatal', message: (e as Error).stack ?? String(e) };
  parentPort!.postMessage(out);
});
