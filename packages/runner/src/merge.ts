// Merge shard run folders into one run folder equal to the unsharded run (games.csv byte for byte).
import { closeSync, existsSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gamesCsvHeader } from '@tcglab/reports';
import { finalizeReports } from './finalize.js';
import { errorsCsvHeader, gamesCsvLayout, replayCommand } from './outputs.js';
import { shardRange } from './plan.js';
import { claimRunDir, readRunJson, runnerVersionOf, shq, writeRunJson, type RunJson } from './run-dir.js';
import { reproduceCommand } from './sim-open.js';

export interface MergeResult {
  readonly dir: string;
  readonly shards: number;
  readonly games: number;
  readonly failed: number;
  /** Games that ended by an agent error (from the merged reports; 0 when they could not be written). */
  readonly agentErrors: number;
  readonly notes: string[];
}

/** Copy a CSV file's body (everything after its header line) to fd; returns the number of lines copied. */
function copyBody(file: string, header: string, fd: number): { lines: number; first?: number; last?: number } {
  const src = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(1 << 20);
    let skipped = false;
    let lines = 0;
    let head = '';
    let carry = '';
    let first: number | undefined;
    let last: number | undefined;
    for (;;) {
      const n = readSync(src, buf, 0, buf.length, null);
      if (n <= 0) break;
      let chunk = buf.subarray(0, n);
      if (!skipped) {
        const nl = chunk.indexOf(10);
        if (nl < 0) {
          head += chunk.toString('utf8');
          continue;
        }
        head += chunk.toString('utf8', 0, nl + 1);
        if (head !== header) throw new Error(`${file}: unexpected header`);
        skipped = true;
        chunk = chunk.subarray(nl + 1);
      }
      // Count lines and track first/last game index (first field) while copying.
      const text = carry + chunk.toString('utf8');
      const lastNl = text.lastIndexOf('\n');
      const whole = lastNl >= 0 ? text.slice(0, lastNl + 1) : '';
      carry = lastNl >= 0 ? text.slice(lastNl + 1) : text;
      if (whole) {
        let start = 0;
        for (;;) {
          const nl = whole.indexOf('\n', start);
          if (nl < 0) break;
          const g = Number(whole.slice(start, whole.indexOf(',', start)));
          first ??= g;
          if (last !== undefined && g <= last) throw new Error(`${file}: game ${g} follows game ${last}; the file is out of order`);
          last = g;
          lines++;
          start = nl + 1;
        }
        writeSync(fd, whole);
      }
    }
    if (carry) throw new Error(`${file}: the last line is incomplete; finish the shard with tcglab sim --resume first`);
    return { lines, ...(first !== undefined ? { first } : {}), ...(last !== undefined ? { last } : {}) };
  } finally {
    closeSync(src);
  }
}

/** Copy a shard's errors.csv body, pointing each replay command at the merged folder (failures are few). */
function copyErrors(file: string, fd: number, mergedDir: string): { lines: number } {
  const text = readFileSync(file, 'utf8');
  const header = errorsCsvHeader();
  if (!text.startsWith(header)) throw new Error(`${file}: unexpected header`);
  const body = text.slice(header.length);
  if (body && !body.endsWith('\n'))
    throw new Error(`${file}: the last line is incomplete; finish the shard with tcglab sim --resume first`);
  const lines = body ? body.slice(0, -1).split('\n') : [];
  const shown = resolve(mergedDir).startsWith(process.cwd() + '/')
    ? resolve(mergedDir).slice(process.cwd().length + 1)
    : resolve(mergedDir);
  const out = lines
    .map((l) => l.replace(/tcglab replay --run .* --game (\d+)$/, (_m, i: string) => replayCommand(shown, Number(i))))
    .join('\n');
  if (out) writeSync(fd, out + '\n');
  return { lines: lines.length };
}

/**
 * Check that the folders are the complete shards 0..N-1 of one run (same spec hash, same N, none missing or
 * doubled), then concatenate their games.csv and errors.csv in shard order into `out` and write the reports.
 */
export async function mergeRuns(out: string, dirs: readonly string[], command = ''): Promise<MergeResult> {
  if (dirs.length === 0) throw new Error('merge needs at least one shard folder');
  const runs = dirs.map((d) => ({ dir: d, j: readRunJson(d) }));
  const first = runs[0]!.j;
  for (const { dir, j } of runs) {
    if (!j.shard) throw new Error(`${dir} is not a shard (its run.json has no shard); merge takes the folders of tcglab sim --shard K/N`);
    if (j.specHash !== first.specHash) {
      throw new Error(`${dir} belongs to another run: spec hash ${j.specHash}, but ${runs[0]!.dir} has ${first.specHash}`);
    }
    if (runnerVersionOf(j) !== runnerVersionOf(first)) {
      throw new Error(
        `${dir} was written with runner version ${runnerVersionOf(j)}, but ${runs[0]!.dir} with ${runnerVersionOf(first)}: their game i are different games (index layout or seeding), so merging would mix two kinds of games`,
      );
    }
    if (j.versions?.game !== first.versions?.game) {
      throw new Error(
        `${dir} was played with ${j.spec?.game ?? 'the'} engine ${j.versions?.game}, but ${runs[0]!.dir} with ${first.versions?.game}: merging would mix rules versions`,
      );
    }
    if (j.shard.n !== first.shard!.n)
      throw new Error(`${dir} is shard ${j.shard.k}/${j.shard.n}, but ${runs[0]!.dir} is of ${first.shard!.n} shards`);
    if (j.status !== 'complete')
      throw new Error(
        `${dir} (shard ${j.shard.k}/${j.shard.n}) is ${j.status}, not complete; finish it with: tcglab sim --resume ${shq(dir)}`,
      );
  }
  const n = first.shard!.n;
  const byK = new Map<number, (typeof runs)[number]>();
  for (const r of runs) {
    const k = r.j.shard!.k;
    if (byK.has(k)) throw new Error(`shard ${k}/${n} is given twice: ${byK.get(k)!.dir} and ${r.dir}`);
    byK.set(k, r);
  }
  const missing = Array.from({ length: n }, (_, k) => k).filter((k) => !byK.has(k));
  if (missing.length) throw new Error(`missing shard(s) ${missing.map((k) => `${k}/${n}`).join(', ')} of ${n}`);

  // Shards resumed from an earlier tcglab may hold the legacy 19-column games.csv: all must share one layout.
  const layouts = [...byK.values()].map((r) => ({ dir: r.dir, layout: gamesCsvLayout(r.dir) }));
  const mixed = layouts.find((l) => l.layout !== layouts[0]!.layout);
  if (mixed) {
    throw new Error(
      `${mixed.dir} has the ${mixed.layout} games.csv columns, but ${layouts[0]!.dir} the ${layouts[0]!.layout} ones: merging would mix two layouts (replay the legacy shards with this tcglab)`,
    );
  }
  const header = gamesCsvHeader(layouts[0]!.layout === 'legacy');
  const dir = claimRunDir(out);
  const gamesFd = openSync(join(dir, 'games.csv'), 'w');
  const errorsFd = openSync(join(dir, 'errors.csv'), 'w');
  let games = 0;
  let failed = 0;
  try {
    writeSync(gamesFd, header);
    writeSync(errorsFd, errorsCsvHeader());
    for (let k = 0; k < n; k++) {
      const { dir: d, j } = byK.get(k)!;
      const range = shardRange(k, n, first.totalGames);
      const g = copyBody(join(d, 'games.csv'), header, gamesFd);
      const e = existsSync(join(d, 'errors.csv')) ? copyErrors(join(d, 'errors.csv'), errorsFd, dir) : { lines: 0 };
      if (g.lines + e.lines !== range.to - range.from) {
        throw new Error(
          `${d} (shard ${k}/${n}) holds ${g.lines} games + ${e.lines} failures, but its slice has ${range.to - range.from} games`,
        );
      }
      if (g.first !== undefined && (g.first < range.from || (g.last ?? 0) >= range.to)) {
        throw new Error(`${d} (shard ${k}/${n}) holds games outside its slice [${range.from}, ${range.to})`);
      }
      games += g.lines;
      failed += e.lines;
      void j;
    }
  } finally {
    closeSync(gamesFd);
    closeSync(errorsFd);
  }
  const merged: RunJson = {
    ...first,
    shard: null,
    command,
    reproduce: reproduceCommand(first.spec, null),
    resume: '',
    status: 'merged',
    startedAt: runs.map((r) => r.j.startedAt).sort()[0]!,
    finishedAt: new Date().toISOString(),
    gamesDone: games + failed,
    gamesFailed: failed,
    mergedFrom: [...byK.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r.dir),
  };
  writeRunJson(dir, merged);
  const notes: string[] = [];
  let agentErrors = 0;
  try {
    const r = await finalizeReports(dir);
    if (r.note) notes.push(r.note);
    agentErrors = r.agentErrors;
  } catch (e) {
    notes.push(`reports failed (games.csv is complete): ${(e as Error).message}`);
  }
  return { dir, shards: n, games, failed, agentErrors, notes };
}
