// @tcglab/stats: the statistics every tcglab report uses, in one place (docs/statistics.md says what each means).
//
// - intervals: Wilson (from core), pair-aware (cluster-robust) rates and differences, t quantiles;
// - paired games: the pentanomial, its score and Elo with pair-aware intervals;
// - sequential tests: the GSPRT on pairs, its stopping-adjusted Elo, and the chance it decides within a cap;
// - resampling: seeded binomial/multinomial draws and percentile intervals for bootstraps over pairs;
// - the metagame: the Nash equilibrium of "which deck to bring" and field-weighted win rates.
export { wilson, type Interval } from '@tcglab/core';
export * from './distributions.js';
export * from './clustered.js';
export * from './elo.js';
export * from './pairs.js';
export * from './sprt.js';
export * from './brownian.js';
export * from './sprt-analysis.js';
export * from './resample.js';
export * from './nash.js';
