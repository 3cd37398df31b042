// @tcglab/runner: run plans, seeded game indices, the worker pool, run folders, resume, shards and merge.
export * from './games.js';
export * from './spec.js';
export * from './plan.js';
export * from './play.js';
export * from './batch.js';
export * from './schedule.js';
export * from './tally.js';
export * from './outputs.js';
export * from './run-dir.js';
export * from './executor.js';
export * from './sim.js';
export * from './merge.js';
export * from './finalize.js';
export * from './version.js';
export * from './tune/index.js';
export * from './env/index.js';
export { DEFAULT_RECORD_FIELDS, parseRecordFields, RECORD_FIELDS, type RecordField } from './record.js';
