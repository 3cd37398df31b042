// The entry of the divine-cross worker bundle (bundle.mjs): the sim worker with its game imported statically.
import { game, observation } from '@tcglab/divine-cross';
import runBatch, { bundledWith } from '../worker.js';

bundledWith({ game, observation });
export default runBatch;
