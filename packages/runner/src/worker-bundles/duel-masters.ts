// The entry of the duel-masters worker bundle (bundle.mjs): the sim worker with its game imported statically.
import { game, observation } from '@tcglab/duel-masters';
import runBatch, { bundledWith } from '../worker.js';

bundledWith({ game, observation });
export default runBatch;
