// `tcglab replay --run DIR --game I`: rebuild game I of a run from its run.json, print its log, check it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { parseCsv } from '@tcglab/reports';
import {
  DEFAULT_UNTIL_CI_BATCH,
  checkRunnerVersion,
  errorText,
  prepareRun,
  playIndexWithState,
  readRunJson,
  type RunJson,
  type RunPlan,
} from '@tcglab/runner';
import { UsageError, intFlag } from '../util/errors.js';
import { actionLogger, type LogEntry } from '../util/game-log.js';
import { findGameLine } from '../util/find-row.js';

/**
 * Why game i was never played, when its until-ci pair stopped before reaching it (run.json records the round
 * each pair stopped in); undefined when it was scheduled.
 */
function untilCiSkipped(j: RunJson, plan: RunPlan, i: number): string | undefined {
  const stopped = j.untilCiStoppedAtRound;
  if (j.spec.untilCi === undefined || !stopped) return undefined;
  const batch = j.spec.untilCiBatch ?? DEFAULT_UNTIL_CI_BATCH;
  const g = plan.game(i);
  const round = Math.floor(g.k / batch);
  const last = stopped[g.pair];
  if (last === undefined || last < 0 || round <= last) return undefined;
  const p = j.pairs[g.pair];
  return (
    `game ${i} was never played: it is game ${g.k} of pair ${g.pair}${p ? ` (${p.deck_a} vs ${p.deck_b})` : ''}, whose --until-ci ` +
    `target was reached after round ${last} (${(last + 1) * batch} games); games.csv holds the games it played`
  );
}

export function register(program: Command): void {
  program
    .command('replay')
    .description('Replay one game of a run from DIR/run.json, print its log, and check its checksum against games.csv')
    .requiredOption('--run <dir>', 'run folder')
    .requiredOption('--game <i>', 'game index (the `game` column)')
    .option('--json', 'print the log and the check as JSON')
    .option('--quiet', 'print only the check')
    .action(async (f: { run: string; game: string; json?: boolean; quiet?: boolean }) => {
      const i = intFlag('--game', f.game, 0)!;
      const j = readRunJson(f.run);
      checkRunnerVersion(j, f.run, `replaying game ${i} here would play another game than the one recorded`);
      const ctx = await prepareRun(j.spec);
      if (i >= ctx.plan.total) throw new UsageError(`--game ${i}: this run has games 0..${ctx.plan.total - 1}`);
      const skipped = untilCiSkipped(j, ctx.plan, i);
      if (skipped) throw new UsageError(skipped);
      if (ctx.game.version !== j.versions.game) {
        process.stderr.write(
          `warning: the run used ${j.spec.game} engine ${j.versions.game}; this is ${ctx.game.version}: results may differ\n`,
        );
      }
      const recorded = findGameLine(join(f.run, 'games.csv'), i);
      const failed = existsSync(join(f.run, 'errors.csv'))
        ? parseCsv(readFileSync(join(f.run, 'errors.csv'), 'utf8')).find((r) => r[0] === String(i))
        : undefined;
      const entries: LogEntry[] = [];
      const plan = ctx.plan.game(i);
      if (!f.json && !f.quiet) {
        process.stdout.write(
          `game ${i} of ${f.run}: pair ${plan.pair}, deal ${plan.dealSeed}, ${ctx.decks[plan.seatDecks[0]]!.name} (seat 0, ${plan.agents[0]}) vs ${ctx.decks[plan.seatDecks[1]]!.name} (seat 1, ${plan.agents[1]})\n`,
        );
      }
      let out: { checksum?: string; winner?: number; reason?: string; error?: string; state?: unknown };
      try {
        const r = await playIndexWithState(ctx, i, actionLogger(ctx.game, !!f.json || !!f.quiet, entries));
        out = { checksum: r.row.checksum, winner: r.row.winner, reason: r.row.reason, state: r.state };
      } catch (e) {
        out = { error: errorText(e) };
      }
      const recCsv = recorded ? parseCsv(recorded)[0] : undefined;
      const recChecksum = recCsv?.[13];
      let ok: boolean;
      let verdict: string;
      if (out.error !== undefined) {
        ok = !!failed && failed[7] === out.error;
        verdict = failed
          ? ok
            ? `reproduced the recorded failure: ${out.error}`
            : `failed differently from errors.csv: now "${out.error}", recorded "${failed[7]}"`
          : `the game failed (${out.error}) but games.csv ${recorded ? 'records it as finished' : 'has no row for it'}`;
      } else if (recChecksum !== undefined) {
        ok = recChecksum === out.checksum;
        verdict = ok
          ? `checksum ${out.checksum} matches games.csv`
          : `checksum ${out.checksum} differs from games.csv (${recChecksum}): the game did not replay identically`;
      } else if (failed) {
        ok = false;
        verdict = `errors.csv records a failure ("${failed[7]}") but the game finished now (checksum ${out.checksum})`;
      } else {
        ok = false;
        verdict = `games.csv has no row for game ${i}: the run is ${j.status}${j.status === 'complete' ? '' : ` (finish it with: ${j.resume})`}; replayed checksum ${out.checksum}`;
      }
      if (f.json) {
        process.stdout.write(
          JSON.stringify(
            {
              run: f.run,
              game: i,
              dealSeed: plan.dealSeed,
              actions: entries,
              checksum: out.checksum ?? null,
              recordedChecksum: recChecksum ?? null,
              error: out.error ?? null,
              ok,
              verdict,
            },
            null,
            2,
          ) + '\n',
        );
      } else {
        if (!f.quiet && out.state !== undefined) process.stdout.write(`\n${ctx.game.describe(out.state)}\n`);
        if (!f.quiet && out.error === undefined)
          process.stdout.write(`\nresult: ${out.winner! < 0 ? 'draw' : `seat ${out.winner} wins`} by ${out.reason}\n`);
        process.stdout.write(`${ok ? 'ok' : 'MISMATCH'}: ${verdict}\n`);
      }
      if (!ok) process.exitCode = 1;
    });
}
