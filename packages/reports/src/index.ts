// @tcglab/reports: games.csv schema, aggregate reports (summary, matrix, decks, cards), the HTML report.
export * from './game-row.js';
export * from './csv-stream.js';
export * from './games-reader.js';
export * from './histogram.js';
export * from './outcome.js';
export * from './cell-stats.js';
export * from './card-stats.js';
export * from './aggregator.js';
export * from './summary.js';
export * from './decks.js';
export * from './matrix.js';
export * from './cards.js';
export * from './run-info.js';
export * from './errors-reader.js';
export * from './finalize.js';
export * from './html/report.js';
export { esc } from './html/escape.js';
export * from './html/tune-section.js';
