// @tcglab/cli: the tcglab command line (see bin.ts); exports the command registry for tests.
export * from './commands/index.js';
