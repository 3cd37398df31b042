// The entry of the crossover-fc worker bundle (bundle.mjs): the sim worker with its game imported statically.
import { game, observation } from '@tcglab/crossover-fc';
import runBatch, { bundledWith } from '../worker.js';

bundledWith({ game, observation });
export default runBatch;
