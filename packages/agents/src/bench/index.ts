// The agent benchmark: paired games, pair statistics, SPRT, Elo ladder, worker pool and reports.
export * from './elo.js';
export * from './pair-stats.js';
export * from './sprt.js';
export * from './ladder.js';
export * from './plan.js';
export * from './play-pair.js';
export * from './timed-agent.js';
export * from './pool.js';
export * from './report.js';
export * from './elo-text.js';
export * from './games-file.js';
export * from './benchmark.js';
