#!/usr/bin/env node
// The `tcglab` command line (exit codes: util/exit-codes.ts).
import { Command, CommanderError } from 'commander';
import { DeckError } from '@tcglab/core';
import { RunInputError, TCGLAB_VERSION } from '@tcglab/runner';
import { commandModules } from './commands/index.js';
import { UsageError } from './util/errors.js';
import { EXIT } from './util/exit-codes.js';

// `tcglab play … | head`: a closed pipe ends the command quietly, as in any Unix tool.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

async function main(argv: string[]): Promise<number> {
  const program = new Command('tcglab')
    .description('Play trading card games between AI agents, thousands of seeded games at a time, and report who wins.')
    .version(TCGLAB_VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  for (const load of commandModules) (await load()).register(program);
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (e instanceof UsageError || e instanceof DeckError || e instanceof RunInputError) {
      process.stderr.write(`tcglab: ${e.message}\n`);
      return EXIT.usage;
    }
    process.stderr.write(`tcglab: ${(e as Error).message}\n`);
    return EXIT.failed;
  }
}

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`tcglab: ${(e as Error).stack ?? e}\n`);
    process.exitCode = 1;
  },
);
