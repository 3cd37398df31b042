// The agent benchmark: paired games, pair statistics, SPRT, Elo ladder, worker pool and reports.
// The paired-game statistics live in @tcglab/stats (one module for bench-agents, tune and the reports);
// re-exported here so that `@tcglab/agents` keeps offering them.
export {
  emptyPentanomial,
  eloToScore,
  mleWithMean,
  parseSprt,
  pentaIndex,
  scoreToElo,
  sprtAdjustedElo,
  sprtBounds,
  sprtCapWarning,
  sprtLlr,
  sprtLlrApprox,
  sprtState,
  summarizePairs,
  type Pentanomial,
  type PairSummary,
  type SprtAdjusted,
  type SprtDecision,
  type SprtParams,
  type SprtState,
} from '@tcglab/stats';
export * from './ladder.js';
export * from './plan.js';
export * from './play-pair.js';
export * from './timed-agent.js';
export * from './pool.js';
export * from './report.js';
export * from './elo-text.js';
export * from './games-file.js';
export * from './benchmark.js';
export * from './ablate.js';
