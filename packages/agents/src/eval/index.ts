// Evaluations for agents: tuned (fitted) evaluations, their features and the Texel-style fit.
export * from './tuned.js';
export * from './logistic.js';
export * from './positions.js';
export * from './fit.js';
export * from './choices.js';
