// `tcglab merge OUT DIR…`: join the shard folders of one run into a run folder equal to the unsharded run.
import type { Command } from 'commander';
import { mergeRuns } from '@tcglab/runner';
import { UsageError } from '../util/errors.js';
import { runExitCode } from '../util/exit-codes.js';

export function register(program: Command): void {
  program
    .command('merge')
    .description('Merge the complete shards 0..N-1 of one run (same spec hash) into OUT: games.csv, errors.csv, run.json, reports')
    .argument('<out>', 'new run folder for the merged run')
    .argument('<dirs...>', 'shard run folders (any order)')
    .option('--json', 'print the result as JSON')
    .action(async (out: string, dirs: string[], f: { json?: boolean }) => {
      let r;
      try {
        r = await mergeRuns(out, dirs, ['tcglab', ...process.argv.slice(2)].join(' '));
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      if (f.json) process.stdout.write(JSON.stringify(r, null, 2) + '\n');
      else
        process.stdout.write(
          `merged ${r.shards} shards: ${r.games} games, ${r.failed} failed${r.agentErrors ? `, ${r.agentErrors} ended by an agent error` : ''} → ${r.dir}\n`,
        );
      for (const n of r.notes) process.stderr.write(`note: ${n}\n`);
      process.exitCode = runExitCode({ failed: r.failed, agentErrors: r.agentErrors });
    });
}
