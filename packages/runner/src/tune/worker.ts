// The tune worker (piscina, built JS): loads the game and the field once, then plays batches of deal units.
// piscina passes its workerData option through as the thread's own (importing piscina here would load the whole pool).
import { workerData } from 'node:worker_threads';
import { loadGame } from '../games.js';
import { UnitPlayer, type UnitBatch, type UnitContext, type UnitRow } from './play-unit.js';

let player: Promise<UnitPlayer> | undefined;

export default async function playUnits(batch: UnitBatch): Promise<UnitRow[]> {
  const ctx = workerData as UnitContext;
  player ??= loadGame(ctx.game).then((g) => new UnitPlayer(g, ctx));
  return (await player).play(batch);
}
