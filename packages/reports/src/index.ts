// @tcglab/reports: games.csv schema, aggregate reports (summary, matrix, cards), the HTML report.
export * from './game-row.js';
