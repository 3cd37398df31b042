// The entry of the crossover-fc worker bundle (bundle.mjs): the sim worker with its game imported statically.
import { game } from '@tcglab/crossover-fc';
import runBatch, { bundledWith } from '../worker.js';

bundledWith(game);
export default runBatch;
