// The card vocabulary: what every set file writes its cards in (see CONTRIBUTING.md, "Adding a Duel Masters card").
export * from './compile.js';
export * from './conditions.js';
export * from './filters.js';
export * from './scripts.js';
export * from './sequences.js';
export * from './statics.js';
export * from './text.js';
export * from './verbs.js';
export { canAttack, hasRace, isDragonNow, power, flags, waveStrikerActive } from '../../query/characteristics.js';
export { defOf } from '../../cards/table.js';
export type { CardScript } from '../../cards/types.js';
export * from './options.js';
