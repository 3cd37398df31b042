// Shard selection: `--shard K/N`, or `--shards N` with K from the array-job environment.
//
// K is 0-based. Kubernetes Indexed Jobs: JOB_COMPLETION_INDEX (0..N-1). Slurm job arrays:
// SLURM_ARRAY_TASK_ID minus SLURM_ARRAY_TASK_MIN (so `--array=1-N` works too). AWS Batch array jobs:
// AWS_BATCH_JOB_ARRAY_INDEX (0..N-1).
import { UsageError } from './errors.js';

function shardFromEnv(env: NodeJS.ProcessEnv = process.env): { k: number; from: string } | undefined {
  const num = (name: string): number | undefined => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isInteger(n)) throw new UsageError(`${name}="${v}" is not an integer`);
    return n;
  };
  const jci = num('JOB_COMPLETION_INDEX');
  if (jci !== undefined) return { k: jci, from: 'JOB_COMPLETION_INDEX' };
  const slurm = num('SLURM_ARRAY_TASK_ID');
  if (slurm !== undefined) return { k: slurm - (num('SLURM_ARRAY_TASK_MIN') ?? 0), from: 'SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN' };
  const aws = num('AWS_BATCH_JOB_ARRAY_INDEX');
  if (aws !== undefined) return { k: aws, from: 'AWS_BATCH_JOB_ARRAY_INDEX' };
  return undefined;
}

export function resolveShard(
  flag: string | undefined,
  count: string | number | undefined,
  env: NodeJS.ProcessEnv = process.env,
): { k: number; n: number } | undefined {
  const n = count === undefined ? undefined : Number(count);
  if (n !== undefined && !(Number.isInteger(n) && n >= 1)) throw new UsageError(`--shards must be an integer ≥ 1; got "${count}"`);
  if (flag !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(flag.trim());
    if (!m) throw new UsageError(`--shard expects K/N (K 0-based), e.g. 0/4; got "${flag}"`);
    const k = Number(m[1]);
    const nn = Number(m[2]);
    if (nn < 1 || k >= nn) throw new UsageError(`--shard ${flag}: need 0 ≤ K < N (K is 0-based)`);
    if (n !== undefined && n !== nn) throw new UsageError(`--shard ${flag} disagrees with --shards ${n}`);
    return { k, n: nn };
  }
  if (n === undefined) return undefined;
  const e = shardFromEnv(env);
  if (!e) {
    throw new UsageError(
      `--shards ${n} needs a shard index: pass --shard K/${n}, or run as an array job (JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID, AWS_BATCH_JOB_ARRAY_INDEX)`,
    );
  }
  if (e.k < 0 || e.k >= n) throw new UsageError(`shard index ${e.k} (from ${e.from}) is outside 0..${n - 1}`);
  return { k: e.k, n };
}
