// The entry of the duel-masters worker bundle (bundle.mjs): the sim worker with its game imported statically.
import { game } from '@tcglab/duel-masters';
import runBatch, { bundledWith } from '../worker.js';

bundledWith(game);
export default runBatch;
